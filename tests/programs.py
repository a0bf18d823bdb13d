"""Programs several test files share, written once (HAZARD from a rule's own example).

HAZARD is FMP001's documented INVALID example: the parent initialises CUDA, then forks
a child that uses CUDA; HAZARD_FIXED is its documented fix (a spawn context).
"""

import textwrap

from fixmp.rules import rule_by_code

_EXAMPLE = next(example for example in rule_by_code("FMP001").INVALID if example.documented)
HAZARD = textwrap.dedent(_EXAMPLE.code).lstrip("\n")
HAZARD_FIXED = textwrap.dedent(_EXAMPLE.expected_fix).lstrip("\n")

# Two functions start processes after CUDA is initialised: two fixes in one file.
TWO_FIXES = textwrap.dedent(
    """\
    import torch
    import torch.multiprocessing as mp

    def work(rank):
        torch.ones(1, device="cuda")

    def first():
        torch.cuda.set_device(0)
        p = mp.Process(target=work, args=(0,))
        p.start()
        p.join()

    def second():
        torch.cuda.synchronize()
        q = mp.Process(target=work, args=(1,))
        q.start()
        q.join()

    if __name__ == "__main__":
        first()
        second()
    """
)

# A launcher module: run_workers starts the processes, for a caller in another module (launch.py).
LAUNCH = textwrap.dedent(
    """\
    import multiprocessing as mp


    def run_workers(fn, n):
        procs = [mp.Process(target=fn) for _ in range(n)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
    """
)
# Its caller: the parent initialises CUDA, then starts children that use CUDA through launch.py.
CALLS_THE_LAUNCHER = textwrap.dedent(
    """\
    import torch
    from launch import run_workers


    def work():
        torch.ones(4).cuda()


    if __name__ == "__main__":
        torch.cuda.init()
        run_workers(work, 2)
    """
)
