import torch

import binning  # noqa: F401  (registers the binners)
from pipeline import encode_all
from registry import create


def main():
    gen = torch.Generator().manual_seed(3)
    values = torch.empty(100_000).log_normal_(mean=0.0, std=1.0, generator=gen)
    binner = create("quantile", n_bins=32).fit(values)
    print("edges", [round(float(e), 3) for e in binner.edges[:4]])
    for chunk_id, mean in encode_all(values, binner.edges):
        print(chunk_id, mean)


if __name__ == "__main__":
    main()
