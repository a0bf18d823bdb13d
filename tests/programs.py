"""Programs several test files share, written once (HAZARD from a rule's own example).

HAZARD is FMP001's documented INVALID example: the parent initialises CUDA, then forks
a child that uses CUDA; HAZARD_FIXED is its documented fix (a spawn context). MATMUL_POOL and
``places`` serve the program-run rounds (tests/test_program_round*.py): a pool module, and where
one rule's findings land in a small project written out.
"""

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

from fixmp import engine
from fixmp.discover.config import Settings
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


def write_project(root: Path, files: Dict[str, str]) -> Path:
    """Write ``files`` (name: dedented source) under ``root``; give ``root``."""
    root.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text).lstrip())
    return root


def places(tmp_path: Path, code: str, files: Dict[str, str]) -> List[Tuple[str, int]]:
    """Write ``files`` (name: dedented source) under ``tmp_path``, check them as one project with the
    rule ``code`` alone, and give each finding's file name and line, sorted."""
    write_project(tmp_path, files)
    result = engine.run([tmp_path], Settings(root=tmp_path, select=(code,)), jobs=1)
    assert not result.errors, result.errors
    return sorted((Path(f.path).name, f.line) for f in result.findings)


# A pool whose tasks multiply 512x512 matrices: it hangs after any parallel work in the parent.
MATMUL_POOL = """
    import multiprocessing as mp

    import torch


    def task(i):
        return float((torch.randn(512, 512) @ torch.randn(512, 512)).mean())


    def fan_out(n=2):
        with mp.Pool(2) as pool:
            return pool.map(task, range(n))
"""

# A module whose run_workers(n) forks n children that each sum 4,000,000 elements (the project-phase tests).
LAUNCH_FORKS = textwrap.dedent(
    """\
    import multiprocessing as mp


    def work(i):
        import torch
        return torch.ones(2000, 2000).sum().item()


    def run_workers(n):
        procs = [mp.Process(target=work, args=(i,)) for i in range(n)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
    """)
