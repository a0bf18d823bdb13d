import torch


async def survey(bundles, stems, length):
    reeds = torch.randn(bundles, stems, length)
    spread = torch.bmm(reeds, reeds.transpose(1, 2))
    return float(spread.diagonal(dim1=1, dim2=2).mean())
