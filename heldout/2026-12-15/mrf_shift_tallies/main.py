import multiprocessing
import os
import tempfile

from lines import count_line
from tally import TallyWriter

SORT_LINES = {"fibre": 900, "containers": 1200, "glass": 400}


def main():
    path = os.path.join(tempfile.gettempdir(), f"mrf-tally-{os.getpid()}.jsonl")
    writer = TallyWriter(path)
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=count_line, args=(line, writer, picks)) for line, picks in SORT_LINES.items()]
    try:
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        for rec in sorted(writer.read(), key=lambda r: r["line"]):
            print(rec)
    finally:
        if os.path.exists(path):
            os.remove(path)


if __name__ == "__main__":
    main()
