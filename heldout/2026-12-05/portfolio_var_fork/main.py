import sys

import torch

from market import covariance, simulated_returns
from montecarlo import fork_workers, reap

N_ASSETS = 256
N_DAYS = 1000
PATHS = 50000


def main():
    returns = simulated_returns(N_DAYS, N_ASSETS)
    cov = covariance(returns)
    weights = torch.full((N_ASSETS,), 1.0 / N_ASSETS)
    pids = fork_workers(cov, weights, PATHS, seeds=[1, 2])
    sys.exit(reap(pids))


if __name__ == "__main__":
    main()
