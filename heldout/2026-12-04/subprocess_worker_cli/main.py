import torch

from dispatch import run_isolated


def main():
    gen = torch.Generator().manual_seed(0)
    ref = torch.randn(256, 256, generator=gen)
    print("reference trace", round(float((ref @ ref.T).trace()), 1))
    for r in run_isolated([{"seed": s, "dim": 256} for s in range(2)]):
        print(r)


if __name__ == "__main__":
    main()
