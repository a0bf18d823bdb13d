import torch

from config import ThumbConfig
from tiler import render_tiles
from transforms import downscale


def preview(cfg):
    g = torch.Generator().manual_seed(0)
    frames = [torch.rand(cfg.preview_batch, 3, cfg.size, cfg.size, generator=g)]
    small = downscale(frames, cfg.scale)
    return tuple(small[0].shape)


def main():
    cfg = ThumbConfig()
    print("preview", preview(cfg))
    for seed, shape, mean in render_tiles(range(cfg.tiles), cfg):
        print("tile", seed, shape, mean)


if __name__ == "__main__":
    main()
