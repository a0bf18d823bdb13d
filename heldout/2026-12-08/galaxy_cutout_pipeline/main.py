import argparse

import torch

from pipeline import Cutout, ParallelStage, Pipeline, Resample


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tile", type=int, default=128)
    ap.add_argument("--scale", type=float, default=2.0)
    ap.add_argument("--cutout", type=int, default=96)
    ap.add_argument("--survey-batches", type=int, default=4)
    args = ap.parse_args()
    g = torch.Generator().manual_seed(0)
    preview = torch.rand(4, 1, args.tile, args.tile, generator=g)
    shape = (8, 1, args.tile, args.tile)
    pipe = Pipeline(Resample(args.scale), Cutout(args.cutout),
                    ParallelStage(range(args.survey_batches), shape, args.scale, args.cutout, 2))
    for seed, mode_bin in pipe.run(preview):
        print("batch", seed, "modal bin", mode_bin)


if __name__ == "__main__":
    main()
