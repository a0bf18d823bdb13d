import torch

from fixtures import REFERENCE_GRID, SMALL_MATRIX
from harness import isolated


@isolated
def test_identity_matmul():
    x = torch.arange(16.0).reshape(4, 4)
    assert torch.equal(x @ SMALL_MATRIX, x)


@isolated
def test_grid_projection():
    grid = REFERENCE_GRID.reshape(256, 256)
    proj = grid @ torch.ones(256, 64)
    assert abs(float(proj[-1, 0]) - float(grid[-1].sum())) < 1e-2


@isolated
def test_softmax_rows():
    probs = torch.softmax(torch.zeros(3, 5), dim=1)
    assert torch.allclose(probs.sum(dim=1), torch.ones(3))
