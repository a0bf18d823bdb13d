import asyncio
from concurrent.futures import ProcessPoolExecutor

import torch

from scenarios import simulate_losses


class RiskEngine:
    def __init__(self, history, n_paths=20_000, workers=2):
        self.history = history
        self.n_paths = n_paths
        self.executor = ProcessPoolExecutor(max_workers=workers)
        n_assets = history.returns.shape[1]
        self.weights = torch.full((n_assets,), 1.0 / n_assets)

    def refresh(self):
        cov = self.history.covariance()
        self.vol = cov.diagonal().sqrt()
        return float(self.weights @ cov @ self.weights)

    async def value_at_risk(self, seeds):
        loop = asyncio.get_running_loop()
        futures = [loop.run_in_executor(self.executor, simulate_losses, s, self.n_paths, self.weights, self.vol)
                   for s in seeds]
        results = await asyncio.gather(*futures)
        return sorted(results)

    def close(self):
        self.executor.shutdown()
