import torch

from featurize import reaction_features
from predictor import predict

REACTIONS, DESCRIPTORS = 4096, 128


def main():
    x = reaction_features(REACTIONS, DESCRIPTORS, seed=99)
    cov = x.T @ x / REACTIONS
    print("descriptor cov trace", round(float(cov.trace()), 2))
    print(predict([1, 2, 3], REACTIONS, DESCRIPTORS))


if __name__ == "__main__":
    main()
