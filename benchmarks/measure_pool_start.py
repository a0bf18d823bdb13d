"""Measure, for each element-wise torch operation and element type, the smallest input that starts torch's
OpenMP thread pool: the table ``fixmp/knowledge/torch_ops.py`` reads.

    python benchmarks/measure_pool_start.py [--jobs N] [--ops exp,sin] [--dtypes float32,float64]

Each probe is a fresh process (torch's pool starts once per process: a child forked from one that imported
torch and never started it): it makes a 1-D contiguous tensor of n elements without running a kernel
(``torch.frombuffer``), counts the process's threads, runs the one operation, and counts again. libgomp starts its workers at the first parallel region, so a new thread is
the pool starting; a fork after it leaves a child that hangs at its next parallel op (checked for ``exp``
at 3,072 elements: the child of ``Pool(2).map`` hangs, and does not after 2,048). The smallest n is found
by bisection between 1 and 2**20 elements (an op that does not start the pool by then is "never" here).
Prints one line per (op, dtype) and, at the end, the table as Python.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from typing import Dict, List, Optional, Tuple

# What each operation runs on ``x`` (a 1-D tensor of n elements): methods, and binary operators.
OPERATIONS: Dict[str, str] = {
    "exp": "x.exp()", "log": "x.log()", "log1p": "x.log1p()", "expm1": "x.expm1()", "sqrt": "x.sqrt()",
    "rsqrt": "x.rsqrt()", "sin": "x.sin()", "cos": "x.cos()", "tan": "x.tan()", "tanh": "x.tanh()",
    "sigmoid": "x.sigmoid()", "relu": "x.relu()", "abs": "x.abs()", "neg": "x.neg()", "sign": "x.sign()",
    "square": "x.square()", "pow": "x.pow(2)", "clamp": "x.clamp(min=0)", "erf": "x.erf()", "floor": "x.floor()",
    "ceil": "x.ceil()", "round": "x.round()", "reciprocal": "x.reciprocal()", "silu": "torch.nn.functional.silu(x)",
    "mul": "x * 2", "add": "x + 1", "sub": "x - 1", "div": "x / 2",
}
LARGEST = 2 ** 20
# One process per (operation, type), torch imported once, its pool never started there: each probe is a
# forked child (which inherits no pool), so a probe costs a fork, not an import of torch.
BISECT = """
import os, sys, torch
dtype = getattr(torch, "{dtype}")
size = torch.empty(0, dtype=dtype).element_size()


def starts(n):
    pid = os.fork()
    if pid == 0:
        x = torch.frombuffer(bytearray(n * size), dtype=dtype)
        before = len(os.listdir("/proc/self/task"))
        {operation}
        os._exit(3 if len(os.listdir("/proc/self/task")) > before else 4)
    code = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    assert code in (3, 4), code
    return code == 3


if not starts({largest}):
    print("None")
    sys.exit(0)
low, high = 0, {largest}  # low never starts it, high does
while high - low > max(1, high // 64):  # to within about 1.5%
    middle = (low + high) // 2
    if starts(middle):
        high = middle
    else:
        low = middle
print(high)
"""


def smallest_start(operation: str, dtype: str) -> Optional[int]:
    """The smallest n whose operation starts the pool, to within about 1.5% (None: not up to LARGEST)."""
    done = subprocess.run([sys.executable, "-c", BISECT.format(dtype=dtype, operation=operation, largest=LARGEST)],
                          capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"{operation} ({dtype}): {done.stderr.strip()}")
    answer = done.stdout.strip()
    return None if answer == "None" else int(answer)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--ops", default=",".join(OPERATIONS))
    parser.add_argument("--dtypes", default="float32,float64")
    args = parser.parse_args()
    jobs: List[Tuple[str, str]] = [(op, dtype) for op in args.ops.split(",") for dtype in args.dtypes.split(",")]
    with ThreadPoolExecutor(args.jobs) as pool:
        found = list(pool.map(lambda job: smallest_start(OPERATIONS[job[0]], job[1]), jobs))
    import torch  # (only for the record: the version measured)

    print(f"# torch {torch.__version__}, {torch.get_num_threads()} threads")
    for (op, dtype), n in zip(jobs, found):
        print(f"{op:10} {dtype:8} {n if n is not None else 'never up to ' + str(LARGEST)}")
    print("POOL_STARTS_FROM = {")
    for (op, dtype), n in zip(jobs, found):
        print(f'    ("{op}", "{dtype}"): {n},')
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
