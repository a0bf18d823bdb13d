"""Ops whose pool start was measured on torch 2.13 CPU (2 threads; thread count of a fresh process
before and after the op), each read by the program run at the size it was measured: the parent runs
the op, then forks a pool whose tasks multiply 64x64 matrices. The parallel cases were run and hang;
the serial ones were run and finish."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from fixmp import engine
from fixmp.discover.config import Settings

PROGRAM = """
    import multiprocessing as mp

    import numpy as np
    import torch
    import torch.nn as nn


    def work(i):
        return torch.rand(64, 64).matmul(torch.rand(64, 64)).sum().item()


    def setup():
        {op}


    if __name__ == "__main__":
        setup()
        with mp.Pool(2) as pool:
            print(pool.map(work, range(4)))
"""


def reported(tmp_path: Path, op: str) -> bool:
    (tmp_path / "main.py").write_text(textwrap.dedent(PROGRAM).lstrip().format(op=op))
    result = engine.run([tmp_path], Settings(root=tmp_path, select=("FMP002",)), jobs=1)
    assert not result.errors, result.errors
    return [(Path(f.path).name, f.line) for f in result.findings] == [("main.py", 18)]


@pytest.mark.parametrize("op", [
    "torch.stft(torch.rand(8000), 400, hop_length=160, window=torch.hann_window(400), return_complex=True)",
    "nn.MaxPool2d(2)(torch.rand(1, 3, 16, 16))",
    "nn.GroupNorm(4, 16)(torch.rand(2, 16, 8, 8))",
    "x = torch.rand(1, 1, 64); nn.MultiheadAttention(64, 4, batch_first=True)(x, x, x)",
    "nn.TransformerEncoderLayer(32, 4, dim_feedforward=64, batch_first=True)(torch.rand(2, 8, 32))",
    "nn.EmbeddingBag(1000, 16)(torch.randint(0, 1000, (4, 5)))",
    "torch.fft.rfft(torch.rand(8, 512))",
    "torch.rand(400, 100).topk(5)",
    "torch.rand(1000, 100).cumsum(1)",
    "nn.LSTMCell(32, 64)(torch.rand(16, 32))",
    "nn.LSTMCell(32, 64)(torch.rand(1, 32))",  # one row: 1x32 @ 32x256, a vector product that threads
    "torch.rand(128, 128) @ torch.rand(128)",  # a matrix times a vector (2026-12-06, 2-core AVX2 Xeon)
    "torch.multinomial(torch.rand(100000), 5)",
    # numpy's own work is not torch's, but torch.tensor() copies the array on the pool.
    "torch.tensor(np.random.default_rng(0).normal(0.0, 1.0, size=(20000, 16)).astype(np.float32))",
    "torch.as_tensor(np.zeros((512, 256))[:, :128], dtype=torch.float32)",
    "torch.fft.rfft(torch.rand(101), n=1 << 18)",  # one signal, padded past 8,192 points
    "torch.fft.fft(torch.rand(10000))",
    "torch.pdist(torch.rand(38, 3))",  # 703 pairs of 3: past 2,048
    "torch.cdist(torch.rand(17, 8), torch.rand(16, 8))",  # 272 pairs of 8: past 2,048
    "torch.rand(500).repeat(66)",  # a copy into 33,000 elements
    "torch.rand(2, 500).repeat(2, 40)",  # 4 x 20,000
    "torch.cdist(torch.rand(512, 32), torch.rand(64, 32))",  # 32,768 distances: not past the elementwise grain
    "torch.bincount(torch.randint(0, 1000, (40000,)))",  # its input's extremes, reduced
    "torch.bincount(torch.randint(0, 1000, (1000,)), minlength=100000)",  # its counts, zero-filled
    "torch.histc(torch.rand(300), bins=64, min=0.0, max=1.0)",
    "xs = torch.linspace(0, 1, 450); torch.cartesian_prod(xs, xs)",
    "torch.nn.functional.interpolate(torch.rand(1, 1, 64, 64), scale_factor=3, mode='bilinear')",
])
def test_an_op_measured_parallel_before_a_fork_is_reported(tmp_path, op):
    assert reported(tmp_path, op)


@pytest.mark.parametrize("op", [
    "nn.EmbeddingBag(1000, 16)(torch.randint(0, 1000, (1, 5)))",  # one bag
    "torch.fft.rfft(torch.rand(4096))",  # one signal under the grain
    "torch.rand(1000000).topk(5)",  # a 1-D selection
    "torch.rand(200, 100).cumsum(1)",  # rows under the grain
    "nn.Linear(64, 64)(torch.rand(1, 64))",  # one row: a vector product under the sizes that thread
    "torch.multinomial(torch.rand(8, 100), 5)",
    "torch.tensor(np.random.default_rng(0).normal(0.0, 1.0, size=(200, 16)).astype(np.float32))",
    "torch.from_numpy(np.random.rand(20000, 16))",  # shares the array's memory: no copy
    "np.random.rand(500, 500) @ np.random.rand(500, 500)",  # numpy's BLAS, not torch's pool
    "torch.fft.fft(torch.rand(8192))",
    "torch.pdist(torch.rand(36, 3))",  # 630 pairs of 3
    "torch.cdist(torch.rand(16, 8), torch.rand(16, 8))",  # 256 pairs of 8: 2,048
    "torch.rand(500).repeat(60)",  # 30,000 elements
    "torch.bincount(torch.randint(0, 1000, (20000,)))",
    "torch.histc(torch.rand(200), bins=64, min=0.0, max=1.0)",
    "xs = torch.linspace(0, 1, 100); torch.cartesian_prod(xs, xs)",
    "torch.nn.functional.interpolate(torch.rand(1, 1, 64, 64), scale_factor=2, mode='bilinear')",
])
def test_an_op_measured_serial_before_a_fork_is_not(tmp_path, op):
    assert not reported(tmp_path, op)


TRAINING = """
    from collections import OrderedDict

    import torch.nn.functional as F
    from torch.utils.data import DataLoader, TensorDataset


    class Net(nn.Module):
        def __init__(self, dims):
            super().__init__()
            self.layers = nn.ModuleList([nn.Linear(a, b) for a, b in zip(dims[:-1], dims[1:])])

        def forward(self, x):
            for layer in self.layers:
                x = F.relu(layer(x))
            return x
"""


@pytest.mark.parametrize("setup,parallel", [
    # SGD's step over a 256x256 weight (a forward and backward of one row start nothing).
    ("model = nn.Sequential(nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, 1))\n"
     "opt = torch.optim.SGD(model.parameters(), lr=0.1)\n"
     "model(torch.randn(1, 256)).sum().backward()\nopt.step()", True),
    ("model = nn.Linear(16, 16)\nopt = torch.optim.SGD(model.parameters(), lr=0.1)\n"
     "model(torch.randn(1, 16)).sum().backward()\nopt.step()", False),
    # Batches of 128 rows of a TensorDataset, through Linear(256, 256) or through Linear(256, 1) (a
    # 128x256 @ 256x1 vector product, which threads on a 2-core AVX2 Xeon), or batches of 16 through
    # Linear(16, 1).
    ("loader = DataLoader(TensorDataset(torch.randn(4096, 256), torch.randn(4096, 1)), batch_size=128)\n"
     "model = nn.Linear(256, 256)\nfor xb, yb in loader:\n    model(xb)", True),
    ("loader = DataLoader(TensorDataset(torch.randn(4096, 256), torch.randn(4096, 1)), batch_size=128)\n"
     "model = nn.Linear(256, 1)\nfor xb, yb in loader:\n    F.mse_loss(model(xb), yb)", True),
    ("loader = DataLoader(TensorDataset(torch.randn(4096, 16), torch.randn(4096, 1)), batch_size=16)\n"
     "model = nn.Linear(16, 1)\nfor xb, yb in loader:\n    F.mse_loss(model(xb), yb)", False),
    # Layers held in a ModuleList built from a slice of the sizes, and a Sequential of an OrderedDict.
    ("Net((256, 256, 256))(torch.rand(64, 256))", True),
    ("Net((16, 16, 16))(torch.rand(16, 16))", False),
    ("nn.Sequential(OrderedDict([('fc1', nn.Linear(512, 512)), ('act', nn.ReLU())]))(torch.rand(32, 512))", True),
])
def test_training_structures_are_sized(tmp_path, setup, parallel):
    op = textwrap.indent(setup, "    ").lstrip()
    program = textwrap.dedent(PROGRAM).lstrip().replace("import torch.nn as nn\n",
                                                         "import torch.nn as nn\n" + textwrap.dedent(TRAINING))
    (tmp_path / "main.py").write_text(program.format(op=op))
    result = engine.run([tmp_path], Settings(root=tmp_path, select=("FMP002",)), jobs=1)
    assert not result.errors, result.errors
    assert bool(result.findings) is parallel
