from functools import partial

import torch

from forecasters import build_forecaster
from scenarios import ScenarioRunner

CONFIG = {"model": "ar", "lags": 256, "history_days": 20000, "horizon": 30,
          "ensemble": 4000, "scenarios": {"dry": 0.6, "normal": 1.0, "wet": 1.5}}


def inflow_history(days, seed=2):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(days, generator=g).cumsum(0) * 0.01 + 5.0


def drought_risk(model, history, horizon, ensemble, scale):
    g = torch.Generator().manual_seed(int(scale * 10))
    noise = torch.randn(ensemble, horizon, generator=g) * scale
    base = model.simulate(history, horizon, torch.zeros(horizon))
    paths = base.unsqueeze(0) + noise.cumsum(dim=1)
    return float((paths.min(dim=1).values < 3.0).float().mean())


if __name__ == "__main__":
    hist = inflow_history(CONFIG["history_days"])
    model = build_forecaster(CONFIG["model"], lags=CONFIG["lags"]).fit(hist)
    task = partial(drought_risk, model, hist, CONFIG["horizon"], CONFIG["ensemble"])
    risks = ScenarioRunner().run(task, CONFIG["scenarios"])
    for name, r in risks.items():
        print(f"{name:7s} P(storage below 3 m) = {r:.2%}")
