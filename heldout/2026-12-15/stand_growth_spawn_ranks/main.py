import torch

from growth import GrowthModel, plots
from ranks import fit_regions

COVARIATES = 512
REGIONS = 2


def main():
    torch.manual_seed(0)
    model = GrowthModel(COVARIATES)
    x, y = plots(256, COVARIATES, seed=99)
    with torch.no_grad():
        print("untrained mse", round(float(torch.nn.functional.mse_loss(model(x), y)), 2))
    print("region losses", [round(v, 2) for v in fit_regions(model, COVARIATES, REGIONS)])


if __name__ == "__main__":
    main()
