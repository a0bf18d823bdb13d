import torch

from envs import run_envs


def main():
    torch.manual_seed(0)
    initial = torch.randn(256, 256)  # sampled only, nothing computed on it in the parent
    print("initial states:", tuple(initial.shape))
    print("envs:", run_envs(n_envs=2, steps=3))


if __name__ == "__main__":
    main()
