import torch

from mixins import SharpnessMixin, ParallelMixin


def make_previews(shard, frames):
    previews = torch.nn.functional.avg_pool2d(torch.sigmoid(frames * 4 - 2), 2)
    print(f"[shard {shard}] previews {tuple(previews.shape)}", flush=True)


class ShootCuller(SharpnessMixin, ParallelMixin):
    def __init__(self, keep_ratio, shards):
        self.keep_ratio = keep_ratio
        self.shards = shards

    def cull(self, frames):
        score = self.sharpness(frames)
        keep = score.argsort(descending=True)[: int(len(frames) * self.keep_ratio)]
        kept = frames[keep.sort().values]
        codes = self.fan_out(make_previews, kept.chunk(self.shards))
        return {"kept": keep.sort().values.tolist(), "exit": codes}
