import torch

from executors import make_executor
from features import describe, normalizer

CONFIG = {"backend": "processes", "workers": 2}


def main():
    with torch.no_grad():
        probe = normalizer()(torch.randn(64, 512))
    print("probe mean", round(abs(probe.mean().item()), 3))
    with make_executor(CONFIG) as ex:
        for seed, value in sorted(ex.map(describe, range(4))):
            print(seed, value)


if __name__ == "__main__":
    main()
