"""The program run's parent: torch work of a size it cannot tell counts as work before a fork (a matmul
over rows read from the command line), said as such; a call it cannot follow does not (round 13,
docs/static-recall.md: counting those reported eight safe programs of the development sets)."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import List

from fixmp import engine
from fixmp.config import Settings

# Its tasks multiply 512x512 matrices: the pool hangs after any parallel work in the parent.
UNSIZED_POOL = """
    import multiprocessing as mp

    import torch


    def task(i):
        return float((torch.randn(512, 512) @ torch.randn(512, 512)).mean())


    def fan_out(n=2):
        with mp.Pool(2) as pool:
            return pool.map(task, range(n))
"""

# ``python main.py 512`` hangs (torch 2.13 CPU), and finishes with OMP_NUM_THREADS=1.
UNSIZED_MAIN = """
    import sys

    import torch

    from pool import fan_out


    def features(rows):
        return torch.randn(rows, 64)


    def main():
        block = {block}
        gram = block.T @ block
        print(float(gram.sum()))
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def _messages(tmp_path: Path, block: str) -> List[str]:
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "pool.py").write_text(textwrap.dedent(UNSIZED_POOL).lstrip())
    (tmp_path / "main.py").write_text(textwrap.dedent(UNSIZED_MAIN).lstrip().replace("{block}", block))
    result = engine.run([tmp_path], Settings(root=tmp_path, select=("FMP002",)), jobs=1)
    assert not result.errors, result.errors
    return [f"{Path(f.path).name}:{f.line} {f.message}" for f in result.findings]


def test_a_matmul_of_a_size_read_at_run_time_counts_as_the_parents_work(tmp_path):
    (message,) = _messages(tmp_path, "features(int(sys.argv[1]))")
    assert message.startswith(
        "main.py:16 the Pool started at pool.py:11, which this reaches, forks after the parent ran torch work "
        "of a size fixmp cannot tell (parallel on all but small inputs): a matmul of unknown size at main.py:14")
    assert "parallel CPU work" not in message  # not claimed as measured


def test_the_same_matmul_over_four_rows_is_serial(tmp_path):
    assert _messages(tmp_path, "torch.randn(4, 8)") == []


def test_a_call_fixmp_cannot_follow_does_not_count(tmp_path):
    assert _messages(tmp_path, "getattr(sys.modules[__name__], sys.argv[1])()") == []
