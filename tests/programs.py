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
