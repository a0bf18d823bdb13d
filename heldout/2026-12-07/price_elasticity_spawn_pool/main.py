import torch

from elasticity import log_log_fit
from runner import fit_categories

N_OBS = 4096


def main():
    g = torch.Generator().manual_seed(0)
    prices = torch.rand(N_OBS * 16, generator=g) + 0.5
    units = torch.rand(N_OBS * 16, generator=g) + 0.5
    print("store elasticity", [round(float(v), 3) for v in log_log_fit(prices, units)])
    print(fit_categories([1, 2, 3], N_OBS))


if __name__ == "__main__":
    main()
