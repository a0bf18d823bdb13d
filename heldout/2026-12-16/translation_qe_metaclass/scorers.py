import torch
import torch.nn.functional as F
import torch.multiprocessing as tmp

from base import Scorer
from shards import shard_agreement


class LengthRatio(Scorer):
    key = "length"

    def score(self, src, hyp):
        return float(hyp.shape[0]) / src.shape[0]


class Adequacy(Scorer):
    key = "adequacy"

    def score(self, src, hyp):
        return float(F.gelu(src * hyp).mean())


class ShardAgreement(Scorer):
    key = "agreement"
    shards = 2

    def score(self, src, hyp):
        pairs = list(zip(src.chunk(self.shards), hyp.chunk(self.shards)))
        with tmp.Pool(self.shards) as pool:
            parts = pool.starmap(shard_agreement, pairs)
        return sum(parts) / len(parts)
