import torch


class LazyModel:
    """Weights are materialised on first use (and the model is calibrated then)."""

    def __init__(self, name, n_in, n_hidden):
        self.name, self.n_in, self.n_hidden = name, n_in, n_hidden
        self._net = None

    @property
    def net(self):
        if self._net is None:
            torch.manual_seed(sum(map(ord, self.name)))
            self._net = torch.nn.Sequential(
                torch.nn.Linear(self.n_in, self.n_hidden), torch.nn.GELU(),
                torch.nn.Linear(self.n_hidden, 1))
            with torch.no_grad():
                self.calibration = float(self._net(torch.randn(2048, self.n_in)).std())
        return self._net


class Registry(dict):
    def get_model(self, name):
        return self[name]


registry = Registry(
    solubility=LazyModel("solubility", 256, 512),
    herg=LazyModel("herg", 256, 512),
    clearance=LazyModel("clearance", 256, 512),
)
