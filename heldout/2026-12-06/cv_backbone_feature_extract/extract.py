import torch
import torch.multiprocessing as tmp

from backbone import TinyBackbone


def _extract_shard(args):
    seed, shape = args
    torch.manual_seed(seed)
    images = torch.rand(*shape)
    return seed, round(float(TinyBackbone().embed(images).abs().mean()), 4)


class FeatureExtractor:
    def __init__(self, backbone=None, workers=2):
        self.backbone = backbone or TinyBackbone()
        self.workers = workers

    def warmup(self, shape):
        self.backbone.embed(torch.zeros(shape))
        return self

    def extract(self, seeds, shape):
        with tmp.Pool(self.workers) as pool:
            return pool.map_async(_extract_shard, [(s, shape) for s in seeds]).get()
