import sys

from sampler import WalkSampler


def main(argv):
    nodes = int(argv[1]) if len(argv) > 1 else 2048
    sampler = WalkSampler(num_nodes=nodes, feat_dim=64, walk_len=512, workers=2)
    print("smoothed", tuple(sampler.smoothed.shape))
    for seed, value in sampler.sample(range(4)).items():
        print("walk", seed, value)


if __name__ == "__main__":
    main(sys.argv)
