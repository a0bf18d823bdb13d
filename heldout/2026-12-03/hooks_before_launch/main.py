import torch

import dedup
from launcher import launch


def main():
    g = torch.Generator().manual_seed(5)
    state = {"ids": torch.randint(0, 1000, (400000,), generator=g), "log": []}
    results = launch(state)
    print("\n".join(state["log"]), "via", dedup.__name__)
    for worker, hist in results:
        print(worker, hist)


if __name__ == "__main__":
    main()
