import functools

import scans
from stages import Binarize, Deskew, ParallelRecognize

if __name__ == "__main__":
    pipeline = [Deskew(angle_deg=1.5), Binarize(threshold=0.55), ParallelRecognize(workers=2)]
    pages = scans.load_manuscript("folio-17", pages=6)
    result = functools.reduce(lambda data, stage: stage(data), pipeline, pages)
    for page, chars in enumerate(result):
        print(f"page {page}: {chars} glyphs")
