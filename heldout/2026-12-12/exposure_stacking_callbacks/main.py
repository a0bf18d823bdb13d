import torch

from callbacks import AsyncThumbnailWriter, ProgressPrinter
from preview import render_thumbnail
from stacker import Stacker

N_EXPOSURES = 8
SIDE = 512


def fields(names):
    for i, name in enumerate(names):
        g = torch.Generator().manual_seed(i)
        yield name, torch.rand(N_EXPOSURES, SIDE, SIDE, generator=g)


def main():
    stacker = Stacker([ProgressPrinter(), AsyncThumbnailWriter(render_thumbnail)], clip_sigma=3.0)
    stacker.run(fields(["M31-a", "M31-b", "NGC891"]))


if __name__ == "__main__":
    main()
