import torch

from agents import fork_agents
from device import DeviceManager


def main():
    dev = DeviceManager().device
    book = torch.zeros(1024, device=dev)
    print(f"order book ready on {dev}: {book.numel()} levels")
    codes = fork_agents(n_workers=2, n_agents=100_000, n_steps=50)
    if any(codes):
        raise SystemExit(f"agent workers failed: {codes}")


if __name__ == "__main__":
    main()
