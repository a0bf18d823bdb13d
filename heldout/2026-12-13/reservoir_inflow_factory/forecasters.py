import torch


class ARForecaster:
    def __init__(self, lags):
        self.lags = lags
        self.coef = None

    def _design(self, series):
        return series.unfold(0, self.lags, 1)[:-1], series[self.lags:]

    def fit(self, series):
        x, y = self._design(series)
        gram = x.T @ x + 1e-3 * torch.eye(self.lags)
        self.coef = torch.linalg.solve(gram, x.T @ y)
        return self

    def simulate(self, history, steps, noise):
        h = history.clone()
        for t in range(steps):
            nxt = h[-self.lags:] @ self.coef + noise[t]
            h = torch.cat([h, nxt.unsqueeze(0)])
        return h[-steps:]


FORECASTERS = {"ar": ARForecaster}


def build_forecaster(name, **params):
    return FORECASTERS[name](**params)
