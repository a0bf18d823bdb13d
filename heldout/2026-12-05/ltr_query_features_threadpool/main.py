import torch

from pipeline import rank_queries
from ranker import LinearRanker

TRAIN = {"rows": 40000, "features": 136}


def main():
    g = torch.Generator().manual_seed(0)
    X = torch.randn(TRAIN["rows"], TRAIN["features"], generator=g)
    y = torch.randint(0, 5, (TRAIN["rows"],), generator=g, dtype=torch.float32)
    ranker = LinearRanker(TRAIN["features"]).fit(X, y)
    for q, top in rank_queries(ranker, range(6), docs=50000, n_features=TRAIN["features"]):
        print(q, top)


if __name__ == "__main__":
    main()
