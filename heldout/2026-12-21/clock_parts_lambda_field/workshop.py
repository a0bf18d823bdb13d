import csv
import multiprocessing as mp

from parts import PartBatch


def batches(path):
    out = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            out.setdefault(row["calibre"], PartBatch(row["calibre"])).wear.append(float(row["wear"]))
    return out


def clean_all(path, method="forkserver"):
    ctx = mp.get_context(method)
    with ctx.Pool(2) as pool:
        return {c: b.cleaned(pool) for c, b in batches(path).items()}
