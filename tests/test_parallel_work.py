"""What FMP002 knows about sizes (``fixmp/analysis/parallel.py``): the shapes it reads from literal sizes,
the matmul sizes measured to start the OpenMP pool, and a search that ends and stays linear."""

from __future__ import annotations

import textwrap
from typing import Optional, Tuple

import libcst as cst
import pytest

from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.parallel import ParallelKnowledge, matmul_is_parallel
from fixmp.discover.config import Settings
from fixmp.engine import process_source

FMP002 = Settings(select=("FMP002",))


def _shape_of_last(source: str) -> Optional[Tuple[int, ...]]:
    """The shape FMP002 gives the value of the module's last statement (``result = ...``)."""
    module = cst.parse_module(textwrap.dedent(source))
    index = ModuleIndex(module)
    last = module.body[-1]
    assert isinstance(last, cst.SimpleStatementLine) and isinstance(last.body[0], cst.Assign)
    return ParallelKnowledge.of(index).shape_of(last.body[0].value)


@pytest.mark.parametrize("source,shape", [
    ("import torch\nresult = torch.randn(512, 512) * 2", (512, 512)),
    ("import torch\nx = torch.zeros((4, 8))\nresult = x.T", (8, 4)),
    ("import torch\nx = torch.ones(32, 64)\nresult = x.mean(0)", (64,)),
    ("import torch\nx = torch.ones(32, 64)\nresult = x.sum()", ()),
    ("import torch\nresult = torch.stack([torch.rand(84, 84) for _ in range(8)])", (8, 84, 84)),
    ("import torch\nresult = torch.cat([torch.rand(2, 3), torch.rand(2, 3)])", (4, 3)),
    ("import torch\nlin = torch.nn.Linear(64, 16)\nresult = lin.weight", (16, 64)),
    ("import torch\nlin = torch.nn.Linear(64, 16)\nresult = lin(torch.ones(32, 64))", (32, 16)),
    ("import torch\nresult = torch.ones(32, 64) @ torch.ones(64, 8)", (32, 8)),
    # The statement reading `s` sees the `s` bound before it.
    ("import torch\ns = torch.ones(4, 8)\ns = (s - s.mean(0)) / s.std(0)\nresult = s", (4, 8)),
    # Sizes that are not literal, or values that disagree, are unknown.
    ("import torch\ndef f(n):\n    return torch.ones(n, n)\nresult = f(3)", None),
    ("import torch\nx = torch.ones(2)\nx = torch.ones(3)\nresult = x", None),
    ("import torch\nresult = torch.ones(2, 3) * torch.ones(4, 5)", None),
])
def test_shapes_come_from_literal_sizes(source, shape):
    assert _shape_of_last(source) == shape


def test_a_model_attribute_layer_has_its_literal_weight():
    source = """
        import torch.nn as nn

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = nn.Linear(64, 32)

        model = Net().eval()
        result = model.fc.weight.t()
    """
    assert _shape_of_last(source) == (64, 32)


@pytest.mark.parametrize("rows,inner,columns,parallel", [
    # Measured on torch 2.13 CPU (MKL, 2 cores): the parent's product, then a forked child's matmul. A
    # one-row product of 256 columns or more is serial on the first CPU measured and threads on an
    # AVX-512 Xeon (MKL 2024.2): it counts. A vector product (one row, one column) threads from smaller
    # sizes on a 2-core AVX2 Xeon (2026-12-06): 1x128 @ 128x128, 1x2048 @ 2048x128, 2048x2048 @ 2048x1 and
    # 1x64 @ 64x256 (a Linear(64, 256) on one row) do; 1x64 @ 64x64, 96x96 @ 96x1 and 104x104 @ 104x1 do not.
    (16, 16, 16, False), (8, 16, 16, False), (2, 16, 16, False), (1, 2048, 2048, True), (1, 256, 256, True),
    (1, 128, 128, True), (1, 2048, 128, True), (2048, 2048, 1, True), (1, 64, 256, True), (108, 108, 1, True),
    (1, 64, 64, False), (96, 96, 1, False), (104, 104, 1, False), (0, 512, 512, False),
    (32, 4, 4, False), (32, 4, 16, False), (32, 4, 64, False),
    (17, 17, 17, True), (2, 24, 24, True), (32, 8, 8, True), (8, 16, 32, True), (32, 16, 16, True),
    (32, 4, 128, True), (32, 64, 64, True),
])
def test_matmul_sizes_that_start_the_pool(rows, inner, columns, parallel):
    assert matmul_is_parallel(rows, inner, columns) is parallel


def _findings(source: str, driver: str = ""):
    program = textwrap.dedent(source) + textwrap.dedent(driver)
    result = process_source(program.encode(), "program.py", FMP002)
    assert not result.errors, result.errors
    return [finding for finding in result.findings if finding.code == "FMP002"]


CHILD_AND_START = """
    def work(x):
        return (torch.ones(64, 64) @ torch.ones(64, 64)).sum().item()

    if __name__ == "__main__":
        main()
"""


def test_mutually_recursive_helpers_end_and_are_found():
    source = """
        import multiprocessing as mp
        import torch

        def ping(n):
            if n:
                pong(n - 1)
            return torch.randn(512, 512) * 2

        def pong(n):
            return ping(n)

        def main():
            ping(3)
            with mp.Pool(2) as pool:
                pool.map(work, range(2))
    """
    [finding] = _findings(source, CHILD_AND_START)
    assert "`torch.randn(512, 512) * 2` on 262,144 elements" in finding.message


def test_a_name_rebound_from_itself_has_no_size_and_ends():
    source = """
        import multiprocessing as mp
        import torch

        def main():
            x = torch.ones(8)
            for _ in range(3):
                x = torch.cat([x, x])
            y = x * 2
            with mp.Pool(2) as pool:
                pool.map(work, range(2))
    """
    assert _findings(source, CHILD_AND_START) == []


def test_a_helper_deeper_than_the_path_search_is_named_with_its_chain():
    source = """
        import multiprocessing as mp
        import torch

        def d():
            return torch.linalg.qr(torch.ones(64, 64))

        def c():
            return d()

        def b():
            return c()

        def main():
            b()
            with mp.Pool(2) as pool:
                pool.map(work, range(2))
    """
    [finding] = _findings(source, CHILD_AND_START)
    assert "(via b() -> c() -> d())" in finding.message


def test_unknown_sizes_of_element_wise_work_and_forwards_are_not_reported():
    # The documented choice: small-tensor arithmetic and one-row forwards are everywhere in RL code.
    source = """
        import multiprocessing as mp
        import torch

        def main(rewards, observation):
            policy = torch.nn.Linear(4, 128)
            returns = torch.tensor(rewards)
            returns = (returns - returns.mean()) / (returns.std() + 1e-8)
            action = policy(torch.tensor(observation)).argmax().item()
            with mp.Pool(2) as pool:
                pool.map(work, range(2))

        def work(x):
            return (torch.ones(64, 64) @ torch.ones(64, 64)).sum().item()
    """
    assert _findings(source) == []


def helper_chain(depth: int) -> str:
    """``main`` calls ``h0``, which calls ``h1`` ... ``h{depth-1}``, which multiplies a 512x512 tensor;
    each helper also does small element-wise work, and ``main`` starts a pool after each of 20 calls."""
    lines = ["import multiprocessing as mp", "import torch", "", ""]
    for level in range(depth):
        lines.append(f"def h{level}(x):")
        lines.append("    y = torch.ones(4, 4) * x")
        lines.append(f"    return h{level + 1}(y)" if level + 1 < depth else "    return torch.randn(512, 512) * 2")
        lines.extend(["", ""])
    lines.append("def work(x):")
    lines.append("    return torch.ones(256, 256).sum().item()")
    lines.extend(["", "", "def main():"])
    for _ in range(20):
        lines.append("    h0(1)")
        lines.append("    mp.Pool(2).map(work, range(2))")
    lines.extend(["", "", 'if __name__ == "__main__":', "    main()"])
    return "\n".join(lines) + "\n"


def test_a_deep_helper_chain_costs_about_its_length():
    from tests.test_analysis_cost import GROWTH, analysis_work

    small, large = analysis_work(helper_chain(100)), analysis_work(helper_chain(200))
    assert large <= GROWTH * small, (small, large)
    # Followed 16 calls deep (HELPER_DEPTH), then cut: a longer chain costs no RecursionError.
    assert _findings(helper_chain(300)) == []
    findings = _findings(helper_chain(12))
    assert len(findings) == 20 and "via h0() -> h1()" in findings[0].message
