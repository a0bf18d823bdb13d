import os
import multiprocessing as mp

import torch


class RiskWorker:
    @staticmethod
    def run_scenario(conn, betas, scenario, n_assets):
        # keep workers single-threaded
        os.environ["OMP_NUM_THREADS"] = "1"
        g = torch.Generator().manual_seed(scenario)
        shock = torch.randn(betas.shape[0], 1, generator=g)
        a = torch.randn(n_assets, n_assets, generator=g)
        cov = a @ a.T / n_assets + torch.eye(n_assets)
        asset_moves = betas.T @ shock
        hedge = torch.linalg.solve(cov, asset_moves)
        conn.send((scenario, round(float(hedge.abs().sum()), 4)))
        conn.close()


def run_scenarios(betas, scenarios, n_assets):
    results = []
    for scenario in scenarios:
        parent_end, child_end = mp.Pipe(duplex=False)
        p = mp.Process(target=RiskWorker.run_scenario, args=(child_end, betas, scenario, n_assets))
        p.start()
        child_end.close()
        results.append((p, parent_end))
    out = [conn.recv() for _, conn in results]
    for p, _ in results:
        p.join()
    return out
