import torch

from batch import grade_batch
from rubric import Rubric


def load_essays(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [(torch.rand(4, generator=g), 300 + 50 * i) for i in range(n)]


if __name__ == "__main__":
    rubric = Rubric("argumentative-v2", [0.4, 0.3, 0.2, 0.1])
    print(grade_batch(rubric, load_essays(6)))
