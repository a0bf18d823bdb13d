import torch

from dist_utils import launch
from model_setup import build_reference
from worker import worker


def main():
    reference = build_reference()
    with torch.no_grad():
        ref_out = reference(torch.ones(1, 512, dtype=torch.float64))
    print("reference norm:", round(float(ref_out.norm()), 3))
    results = launch(worker, 2)
    print("ranks:", sorted(results.items()))


if __name__ == "__main__":
    main()
