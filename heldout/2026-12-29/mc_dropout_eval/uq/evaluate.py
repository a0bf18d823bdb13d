import torch


@torch.no_grad()
def mc_predict(idx, model, x, samples, out):
    model.train()  # keep dropout active
    preds = torch.stack([model(x) for _ in range(samples)])
    out.put((idx, preds.std(0).mean().item()))
