# Micro-benchmarks of a few torch ops, each measured in a fresh interpreter
# so that allocator / thread-pool state from one op cannot leak into the next.
import argparse
import json
import sys

import torch.multiprocessing as mp

from ops import OPS
from timing import time_op

mp.set_start_method("spawn", force=True)

parser = argparse.ArgumentParser()
parser.add_argument("--ops", nargs="+", default=sorted(OPS))
parser.add_argument("--size", type=int, default=256)
parser.add_argument("--repeats", type=int, default=5)
args = parser.parse_args()

queue = mp.SimpleQueue()
results = {}
for name in args.ops:
    proc = mp.Process(target=time_op, args=(name, args.size, args.repeats, queue))
    proc.start()
    proc.join()
    if proc.exitcode != 0:
        print(f"benchmark of {name} failed (exit {proc.exitcode})", file=sys.stderr)
        sys.exit(1)
    results[name] = queue.get()

print(json.dumps(results, indent=2))
