import torch


def whiten_chunk(chunk_id, mean, components, variances, out_q=None, n=2048):
    g = torch.Generator().manual_seed(chunk_id)
    x = torch.randn(n, mean.shape[1], generator=g)
    z = (x - mean) @ components / variances.sqrt()
    result = (chunk_id, z.pow(2).mean().item())
    if out_q is not None:
        out_q.put(result)
    return result
