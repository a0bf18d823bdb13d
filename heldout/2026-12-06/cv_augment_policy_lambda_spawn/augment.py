import torch


class AugmentPolicy:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, images):
        for op in self.ops:
            images = op(images)
        return images


def build_policy(cfg):
    ops = []
    if cfg.get("hflip"):
        ops.append(lambda x: x.flip(-1))
    if cfg.get("jitter"):
        strength = cfg["jitter"]
        ops.append(lambda x: (x * (1 + strength)).clamp(0, 1))
    return AugmentPolicy(ops)
