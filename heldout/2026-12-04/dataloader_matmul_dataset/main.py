import torch

from loaders import make_loader


def main():
    torch.manual_seed(0)
    head = torch.randn(128, 128)
    gram = head @ head.T
    print("head gram trace", round(float(gram.trace()), 1))
    total = 0.0
    for feats, idx in make_loader():
        total += float((feats @ head).abs().mean())
    print("mean activation", round(total / 4, 4))


if __name__ == "__main__":
    main()
