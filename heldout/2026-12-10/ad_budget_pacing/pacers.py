import torch


class Pacer:
    registry = {}

    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        if name:
            Pacer.registry[name] = cls

    def fit(self, spend_history):
        return self


class ThrottlePacer(Pacer, name="throttle"):
    def fit(self, spend_history):
        hours = spend_history.shape[1]
        basis = torch.stack([torch.linspace(0, 1, hours) ** p for p in range(4)], dim=1)
        gram = basis.T @ basis + 1e-4 * torch.eye(4)
        chol = torch.linalg.cholesky(gram)
        rhs = basis.T @ spend_history.T
        self.coef = torch.cholesky_solve(rhs, chol)
        self.curve = (basis @ self.coef).mean(dim=1)
        return self
