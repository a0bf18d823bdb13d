import torch
import torch.nn.functional as F


def load_frames(scene):
    gen = torch.Generator().manual_seed(len(scene))
    return torch.rand(32, 1, 240, 320, generator=gen)


def origin_estimate(frames):
    heat = F.avg_pool2d(frames, 8).mean(dim=0)[0]
    return divmod(int(heat.argmax()), heat.shape[1])
