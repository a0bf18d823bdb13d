import multiprocessing

import torch

from stages import stage


@stage
def render(cfg):
    g = torch.Generator().manual_seed(4)
    frames = torch.rand(cfg["frames"], cfg["fixtures"], generator=g)
    cfg["mix"] = frames.T @ frames / cfg["frames"]
    return cfg


def cue_power(cue, mix):
    g = torch.Generator().manual_seed(cue)
    levels = torch.rand(512, mix.shape[0], generator=g) @ mix
    return cue, round(float(levels.mean()) / 100, 2)


@stage
def fan_out(cfg):
    with multiprocessing.Pool(cfg["workers"]) as pool:
        cfg["power"] = pool.starmap(cue_power, [(c, cfg["mix"]) for c in range(1, cfg["cues"] + 1)])
    return cfg


@stage
def peak(cfg):
    return max(cfg["power"], key=lambda cp: cp[1])
