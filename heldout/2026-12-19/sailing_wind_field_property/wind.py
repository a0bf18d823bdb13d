import torch


class WindField:
    def __init__(self, grid_rows, modes):
        self.grid_rows, self.modes = grid_rows, modes
        self._grid = None

    @property
    def grid(self):
        if self._grid is None:
            gen = torch.Generator().manual_seed(42)
            basis = torch.rand(self.grid_rows, self.modes, generator=gen)
            coeffs = torch.rand(self.modes, self.modes, generator=gen) / self.modes
            self._grid = basis @ coeffs
        return self._grid
