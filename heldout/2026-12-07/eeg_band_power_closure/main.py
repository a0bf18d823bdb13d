import torch

from extract import make_extractor
from spectra import band_power

CHANNELS, SAMPLES, NFFT = 8, 16000, 256


def main():
    g = torch.Generator().manual_seed(0)
    reference = torch.rand(CHANNELS, SAMPLES, generator=g)
    print("reference power", round(float(band_power(reference, NFFT).sum()), 2))
    extract = make_extractor(CHANNELS, SAMPLES, NFFT)
    feats = extract([1, 2, 3, 4])
    print("subjects", sorted(feats))


if __name__ == "__main__":
    main()
