import torch

NUM_BINS = 64
# fixed log-spaced bin edges shared by every column, computed once at import
_GRID = torch.linspace(-6.0, 6.0, 1 << 17)
BIN_EDGES = torch.quantile(torch.sinh(_GRID[::2048]), torch.linspace(0, 1, NUM_BINS + 1))
SMOOTH = torch.exp(-0.5 * _GRID ** 2)


def bucketize_column(col):
    ids = torch.bucketize(col, BIN_EDGES)
    onehot = torch.nn.functional.one_hot(ids.clamp(max=NUM_BINS - 1), NUM_BINS).float()
    proj = onehot @ torch.randn(NUM_BINS, 256)
    return (proj @ torch.randn(256, 256)).abs().mean().item()
