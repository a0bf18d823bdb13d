import torch

from evaluate import evaluate_parallel
from losses import listnet_loss
from ranking_metrics import NDCG, Precision

VALIDATION = {"queries": 2048, "docs_per_query": 1000}


def main():
    g = torch.Generator().manual_seed(0)
    scores = torch.randn(VALIDATION["queries"], VALIDATION["docs_per_query"], generator=g)
    labels = torch.randint(0, 4, scores.shape, generator=g, dtype=torch.float32)
    print("listnet", round(float(listnet_loss(scores, labels)), 4))
    print(evaluate_parallel([NDCG(10), Precision(10)], shards=2, queries=512,
                            docs=VALIDATION["docs_per_query"]))


if __name__ == "__main__":
    main()
