import torch

import ivf  # noqa: F401  (registers "ivf")
from registry import build_index
from searcher import search_parallel

CORPUS = {"vectors": 20000, "dim": 128, "lists": 256}


def main():
    g = torch.Generator().manual_seed(0)
    vectors = torch.randn(CORPUS["vectors"], CORPUS["dim"], generator=g)
    index = build_index("ivf", dim=CORPUS["dim"], lists=CORPUS["lists"]).fit(vectors)
    print(search_parallel(index, workers=2, n_queries=4096))


if __name__ == "__main__":
    main()
