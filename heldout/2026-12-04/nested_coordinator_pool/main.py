import torch

from coordinator import launch_coordinator


def main():
    torch.manual_seed(0)
    budget = torch.tensor([4.0, 2.0]).sum()
    results = launch_coordinator(int(budget.item()))
    for r in results:
        print(r)


if __name__ == "__main__":
    main()
