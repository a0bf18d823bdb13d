import torch


class Layout:
    def __init__(self, rows, width):
        self.rows = rows
        self.width = width
        self._elevations = None

    @property
    def elevations(self):
        if self._elevations is None:
            self._elevations = torch.randn(self.rows, self.width)
        return self._elevations

    @property
    def profile(self):
        return self.elevations.cumsum(dim=1)

    @property
    def gradient(self):
        return self.profile[:, 1:] - self.profile[:, :-1]
