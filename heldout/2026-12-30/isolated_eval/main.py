import torch
import torch.nn as nn

from tasks.probe import linear_probe


def extract_features(n=1024, dim=384):
    backbone = nn.Sequential(nn.Linear(dim, dim), nn.LayerNorm(dim), nn.GELU())
    with torch.no_grad():
        return backbone(torch.randn(n, dim))


def main():
    feats = extract_features()
    labels = torch.randint(0, 10, (feats.shape[0],))
    print(f"linear probe loss: {linear_probe(feats, labels):.4f}")


if __name__ == "__main__":
    main()
