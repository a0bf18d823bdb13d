import torch

from .model import build_classifier


@torch.no_grad()
def eval_checkpoint(path, rank):
    device = torch.device("cuda", rank)
    model = build_classifier(num_classes=10).to(device).eval()
    model.load_state_dict(torch.load(path, map_location=device))
    x = torch.randn(256, 128, device=device)
    y = torch.randint(0, 10, (256,), device=device)
    acc = (model(x).argmax(-1) == y).float().mean().item()
    print(f"[eval] {path}: acc {acc:.3f}")
