from concurrent.futures import ProcessPoolExecutor

import torch


@torch.no_grad()
def _embed_shard(item_tower, start, stop):
    return start, item_tower(torch.arange(start, stop))


def build_index(model, n_items, shard_size=5000, workers=2):
    tower = model.item.eval()
    out = torch.empty(n_items, tower.mlp[-1].out_features)
    executor = ProcessPoolExecutor(max_workers=workers)
    try:
        futures = [executor.submit(_embed_shard, tower, s, min(s + shard_size, n_items))
                   for s in range(0, n_items, shard_size)]
        for f in futures:
            start, emb = f.result()
            out[start:start + len(emb)] = emb
    finally:
        executor.shutdown()
    return out
