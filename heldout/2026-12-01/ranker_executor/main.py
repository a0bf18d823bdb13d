import torch

from executor_utils import run_parallel
from ranking import rank_candidates
from rerank import rerank


def main():
    candidates = torch.rand(50_000)
    top_idx, _ = rank_candidates(candidates)
    print("top", top_idx[:3].tolist())
    print("reranked", run_parallel(rerank, range(4)))


if __name__ == "__main__":
    main()
