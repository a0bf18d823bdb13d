import multiprocessing

import torch
import torch.nn as nn


def infer_shard(shard_id):
    device = torch.device("cuda")
    torch.manual_seed(shard_id)
    model = nn.Linear(512, 10).to(device)
    with torch.no_grad():
        logits = model(torch.randn(64, 512, device=device))
    return shard_id, int(logits.argmax(dim=1).sum().item())


def infer_all(shards, processes=2):
    with multiprocessing.Pool(processes) as pool:
        return pool.map(infer_shard, shards)
