# Museum accession catalogue: rebuild thumbnails index (script exported from a notebook).
import multiprocessing
import sys

import catalog
import thumbs

ctx = multiprocessing.get_context("forkserver")
records = catalog.load_accessions("accessions.csv")
print(f"{len(records)} accession records")

builders = [ctx.Process(target=thumbs.build_index, args=(chunk,)) for chunk in catalog.chunks(records, 2)]
for b in builders:
    b.start()
for b in builders:
    b.join()

failed = [b.exitcode for b in builders if b.exitcode]
if failed:
    sys.exit(f"index build failed: {failed}")
print("index rebuilt")
