import torch

from base import BaseModel
from mixins import FanOutMixin, FeatureMixin


class SlopeRiskModel(FeatureMixin, FanOutMixin, BaseModel):
    pass


def main():
    model = SlopeRiskModel()
    grid = torch.rand(model.cfg["cells"], model.cfg["features"],
                      generator=torch.Generator().manual_seed(7))
    risk = model.run(grid)
    for aspect in model.cfg["aspects"]:
        print(f"{aspect:>2}: {risk[aspect]:.4f}")


if __name__ == "__main__":
    main()
