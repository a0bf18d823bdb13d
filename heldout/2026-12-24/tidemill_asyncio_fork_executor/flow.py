import asyncio

import torch
import torch.nn.functional as F


async def gauge_flow(cfg):
    await asyncio.sleep(0)
    water = torch.randn(cfg["batch"], cfg["channels"], cfg["samples"])
    wheel = torch.randn(cfg["filters"], cfg["channels"], cfg["width"])
    return F.conv1d(water, wheel).abs().mean()
