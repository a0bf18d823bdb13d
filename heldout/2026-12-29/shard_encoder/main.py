"""Encode a sharded text corpus into bag-of-hashes vectors, one process per
shard, using the forkserver start method (workers must not inherit the
parent's open file handles)."""
import argparse
import multiprocessing as mp
import os
import tempfile

from encoder.jobs import make_shard_job
from encoder.corpus import write_shards


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shards", type=int, default=2)
    ap.add_argument("--dim", type=int, default=256)
    ap.add_argument("--workdir", default=None)
    args = ap.parse_args()

    workdir = args.workdir or tempfile.mkdtemp(prefix="enc_")
    paths = write_shards(workdir, args.shards, lines_per_shard=200)
    ctx = mp.get_context("forkserver")
    procs = []
    for path in paths:
        job = make_shard_job(dim=args.dim, normalize=True)
        p = ctx.Process(target=job, args=(path, path + ".pt"))
        p.start()
        procs.append(p)
    for p in procs:
        p.join()
    bad = [p.name for p in procs if p.exitcode != 0]
    if bad:
        raise SystemExit(f"shards failed: {bad}")
    print("encoded", [os.path.basename(p) + ".pt" for p in paths])


if __name__ == "__main__":
    main()
