import torch


def palette_summary(batches):
    counts = torch.tensor([float(b["tiles"]) for b in batches])
    return {"batches": len(batches), "tiles": int(counts.sum())}
