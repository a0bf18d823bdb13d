import torch

from executor_utils import run_parallel
from ranking import rank_candidates
from rerank import rerank

if __name__ == "__main__":
    top, _ = rank_candidates(torch.rand(50_000))
    print("top", top[:3].tolist())
    print(run_parallel(rerank, range(4)))
