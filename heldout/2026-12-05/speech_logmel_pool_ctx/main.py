import torch

from features import LogMel, Normalizer
from workers import FeaturePool

SAMPLE_RATE = 16000
CLIP_SECONDS = 2


def main():
    g = torch.Generator().manual_seed(0)
    reference = torch.randn(16, CLIP_SECONDS * SAMPLE_RATE, generator=g)
    norm = Normalizer(LogMel(), reference)
    mean, std = norm.stats
    jobs = [(i, CLIP_SECONDS, SAMPLE_RATE, mean, std) for i in range(4)]
    with FeaturePool(2) as fp:
        print(fp.run(jobs))


if __name__ == "__main__":
    main()
