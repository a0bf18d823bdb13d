import torch

from ema import EMA
from model import build_model
from snapshot import BackgroundSnapshot


def main():
    model = build_model()
    ema = EMA(model)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    g = torch.Generator().manual_seed(1)
    for step in range(1, 4):
        x = torch.randn(16, 512, generator=g)
        loss = model(x).pow(2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        ema.update(model)
        with BackgroundSnapshot(ema, step) as snap:
            pass
        print(f"step {step} loss {loss.item():.4f} snapshot {snap.summary}")


if __name__ == "__main__":
    main()
