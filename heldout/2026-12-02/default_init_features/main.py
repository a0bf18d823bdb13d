import torch

from encoder import FeatureEncoder
from probe import random_probe
from workers import encode_all


def main():
    encoder = FeatureEncoder()
    raw = torch.randn(1000, 1000)
    print("probe:", random_probe(encoder), "raw:", tuple(raw.shape))
    print("batches:", encode_all(range(4)))


if __name__ == "__main__":
    main()
