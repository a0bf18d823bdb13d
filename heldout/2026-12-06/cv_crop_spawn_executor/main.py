import torch

from crops import random_crops
from pipeline import CropPipeline

DATA = {"batch": 8, "size": 128, "out_size": 96, "shards": 4}


def main():
    g = torch.Generator().manual_seed(0)
    preview = random_crops(torch.rand(DATA["batch"], 3, DATA["size"], DATA["size"], generator=g), DATA["out_size"], 0)
    print("preview", tuple(preview.shape))
    pipe = CropPipeline(DATA["batch"], DATA["size"], DATA["out_size"])
    for seed, mean in pipe.run(range(DATA["shards"])):
        print("shard", seed, mean)


if __name__ == "__main__":
    main()
