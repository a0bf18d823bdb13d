import torch
import torch.nn.functional as F


def random_resized_crop(img, out=48):
    _, h, w = img.shape
    s = int(torch.randint(out, h + 1, (1,)))
    top = int(torch.randint(0, h - s + 1, (1,)))
    left = int(torch.randint(0, w - s + 1, (1,)))
    crop = img[:, top:top + s, left:left + s]
    return F.interpolate(crop[None], size=(out, out), mode="bilinear", align_corners=False)[0]


def augment_batch(batch):
    torch.manual_seed(len(batch))
    views = torch.stack([random_resized_crop(x) for x in batch])
    jitter = torch.tanh(views * 1.5)
    return jitter.mean().item()
