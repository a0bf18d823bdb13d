import json
import multiprocessing
import os
import sys

import imposition

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, "press.json")) as f:
    PRESS = json.load(f)

if __name__ == "__main__":
    ctx = multiprocessing.get_context("spawn")
    q = ctx.Queue()
    sheets = [ctx.Process(target=imposition.impose_signature, args=(sig, PRESS["pages_per_signature"], q))
              for sig in range(PRESS["signatures"])]
    for s in sheets:
        s.start()
    for s in sheets:
        s.join()
    failed = [s.exitcode for s in sheets if s.exitcode]
    if failed:
        sys.exit(f"imposition failed: {failed}")
    done = sorted(q.get() for _ in sheets)
    print("imposed:", done)
