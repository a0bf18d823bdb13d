import torch

import pricers  # noqa: F401  (defines the product lines)
from pricers import Pricer
from quoting import quote_portfolio


def main():
    exposures = torch.rand(4096, 512, generator=torch.Generator().manual_seed(11))
    base = Pricer.registry["motor"]().calibrate(exposures)
    print("base level:", float(base.mean()))
    quotes = quote_portfolio(sorted(Pricer.registry), exposures)
    print({k: round(v, 3) for k, v in quotes.items()})


if __name__ == "__main__":
    main()
