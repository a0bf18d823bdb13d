import torch

from config import ShotConfig
from histograms import boundary_threshold
from workers import run


def main(cfg=ShotConfig()):
    g = torch.Generator().manual_seed(6)
    video = torch.rand(cfg.frames, cfg.height, cfg.width, generator=g)
    threshold = boundary_threshold(video, cfg.bins)
    run(video, threshold, cfg)
    print("done")


if __name__ == "__main__":
    main()
