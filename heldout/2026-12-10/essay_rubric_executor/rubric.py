from dataclasses import dataclass, field
from typing import Callable

import torch


@dataclass
class Rubric:
    name: str
    weights: list
    length_penalty: Callable = field(default=lambda n: max(0.0, (n - 400) / 400))

    def score(self, essay_features, word_count):
        w = torch.tensor(self.weights)
        return round(float(essay_features @ w) - self.length_penalty(word_count), 3)
