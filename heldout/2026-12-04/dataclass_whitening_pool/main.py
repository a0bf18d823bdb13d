import torch

from parallel import whiten_in_parallel
from whitening import Whitener


def load_embeddings(rows=4096, dim=256, seed=5):
    gen = torch.Generator().manual_seed(seed)
    return torch.normal(0.0, 2.0, size=(rows, dim), generator=gen)


def main():
    data = load_embeddings()
    w = Whitener(data[:2048])
    print(w)
    print(whiten_in_parallel(list(data[2048:].chunk(4)), w.state()))


if __name__ == "__main__":
    main()
