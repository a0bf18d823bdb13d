from concurrent.futures import ProcessPoolExecutor

import torch
import torch.nn.functional as F


class FeatureMixin:
    def prepare(self, grid):
        grid = super().prepare(grid)
        return F.layer_norm(grid, grid.shape[-1:])


def _aspect_risk(args):
    aspect, block = args
    loading = torch.sigmoid(block @ block.T / block.shape[1] ** 0.5)
    return aspect, float(loading.mean())


class FanOutMixin:
    def score(self, features):
        aspects = self.cfg["aspects"]
        blocks = features.chunk(len(aspects))
        with ProcessPoolExecutor(max_workers=self.cfg["workers"]) as ex:
            return dict(ex.map(_aspect_risk, zip(aspects, blocks)))
