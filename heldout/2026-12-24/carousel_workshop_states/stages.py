import multiprocessing as mp

import torch
import torch.nn.functional as F


def strip(shop):
    shop.log.append("stripped")
    return "sand"


def sand(shop):
    grain = torch.randn(shop.cfg["sanding"]["rows"], shop.cfg["sanding"]["width"])
    shop.smooth = F.layer_norm(grain, grain.shape[-1:])
    return "paint"


def _coat(size):
    layer = torch.randn(size, size)
    print("coat", float((layer @ layer).std()), flush=True)


def paint(shop):
    spec = shop.cfg["painting"]
    brushes = [mp.Process(target=_coat, args=(spec["size"],)) for _ in range(spec["painters"])]
    for b in brushes:
        b.start()
    for b in brushes:
        b.join()
    return "done"
