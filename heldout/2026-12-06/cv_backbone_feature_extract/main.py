import argparse

from extract import FeatureExtractor


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--resolution", type=int, default=64)
    ap.add_argument("--shards", type=int, default=4)
    args = ap.parse_args()
    shape = (args.batch, 3, args.resolution, args.resolution)
    extractor = FeatureExtractor().warmup(shape)
    for seed, value in extractor.extract(range(args.shards), shape):
        print("shard", seed, value)


if __name__ == "__main__":
    main()
