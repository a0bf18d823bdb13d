import subprocess
import sys

from shading import shade_factor, win_curve

AUCTIONS, SHARDS, BIDS_PER_SHARD = 150_000, 2, 200_000


def run_shards(factor):
    procs = [subprocess.Popen([sys.executable, "shard_worker.py", str(s), str(factor), str(BIDS_PER_SHARD)])
             for s in range(SHARDS)]
    return [p.wait() for p in procs]


if __name__ == "__main__":
    factor = shade_factor(win_curve(AUCTIONS), bid=0.6)
    print(f"shade factor {factor:.3f}")
    sys.exit(max(run_shards(factor)))
