import abc
import math

import torch


class RankingMetric(abc.ABC):
    def __init__(self, k):
        self.k = k

    def evaluate(self, scores, labels):
        order = torch.topk(scores, self.k, dim=1).indices
        gains = self.gain(torch.gather(labels, 1, order))
        return float(self.aggregate(gains, labels))

    @abc.abstractmethod
    def gain(self, ranked_labels):
        ...

    @abc.abstractmethod
    def aggregate(self, gains, labels):
        ...


class NDCG(RankingMetric):
    def gain(self, ranked_labels):
        disc = torch.tensor([1.0 / math.log2(i + 2) for i in range(self.k)])
        return (2.0 ** ranked_labels - 1) * disc

    def aggregate(self, gains, labels):
        ideal = self.gain(torch.sort(labels, dim=1, descending=True).values[:, : self.k])
        return (gains.sum(1) / ideal.sum(1).clamp_min(1e-9)).mean()


class Precision(RankingMetric):
    def gain(self, ranked_labels):
        return (ranked_labels > 0).float()

    def aggregate(self, gains, labels):
        return gains.mean()
