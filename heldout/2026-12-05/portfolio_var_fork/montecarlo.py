import os

import torch


def value_at_risk(cov, weights, paths, seed, alpha=0.01):
    g = torch.Generator().manual_seed(seed)
    chol = torch.linalg.cholesky(cov + 1e-6 * torch.eye(cov.shape[0]))
    shocks = torch.randn(paths, cov.shape[0], generator=g) @ chol.T
    pnl = shocks @ weights
    return float(torch.quantile(pnl, alpha))


def fork_workers(cov, weights, paths, seeds):
    pids = []
    for seed in seeds:
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                var = value_at_risk(cov, weights, paths, seed)
                print(f"seed {seed}: VaR {var:.5f}", flush=True)
            except Exception:
                code = 1
            os._exit(code)
        pids.append(pid)
    return pids


def reap(pids):
    bad = 0
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        bad += os.waitstatus_to_exitcode(status) != 0
    return bad
