import multiprocessing

import torch

from pipeline import OcrPipeline

LANES = 2


def main():
    multiprocessing.set_start_method("spawn")
    images = torch.rand(16, 1, 32, 32, generator=torch.Generator().manual_seed(0))
    pipe = OcrPipeline(LANES)
    print("glyphs per lane", pipe.run(images))


if __name__ == "__main__":
    main()
