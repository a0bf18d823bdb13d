import torch


def evaluate_shard(rank, model, batch):
    with torch.no_grad():
        logits = model(torch.randn(batch, 512))
    print(f"shard {rank}: {logits.mean().item():.4f}", flush=True)
