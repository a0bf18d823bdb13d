import torch

from factors import factor_exposures
from scenarios import run_scenarios

UNIVERSE = {"days": 4096, "factors": 32, "assets": 256}


def main():
    g = torch.Generator().manual_seed(0)
    factors = torch.randn(UNIVERSE["days"], UNIVERSE["factors"], generator=g)
    returns = torch.randn(UNIVERSE["days"], UNIVERSE["assets"], generator=g)
    betas = factor_exposures(returns, factors)
    print("mean beta", round(float(betas.mean()), 5))
    print(run_scenarios(betas, scenarios=[1, 2], n_assets=UNIVERSE["assets"]))


if __name__ == "__main__":
    main()
