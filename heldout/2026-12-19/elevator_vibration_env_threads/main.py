import settings  # noqa: F401  (sets OMP_NUM_THREADS before torch is imported)

import torch

from spectra import shaft_spectra


def main():
    gen = torch.Generator().manual_seed(1)
    history = torch.rand(2048, 512, generator=gen)
    reference = history.T @ history / history.shape[0]
    for shaft, peak in shaft_spectra(reference, shafts=4):
        print(f"shaft {shaft}: peak {peak:.4f}")


if __name__ == "__main__":
    main()
