import functools
import multiprocessing as mp

from termbase import load_termbase
from checks import check_segment_file


def run(files, locale):
    termbase = load_termbase(locale)
    check = functools.partial(check_segment_file, termbase=termbase, case_sensitive=False)
    with mp.get_context("spawn").Pool(2) as pool:
        return pool.map(check, files)


if __name__ == "__main__":
    print(run([f"ui_{i}.xliff" for i in range(4)], "de-DE"))
