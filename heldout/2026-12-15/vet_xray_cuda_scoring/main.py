import torch

from model import device, load_scorer
from worklist import score_worklist

STUDIES = [101, 102, 103, 104]


def main():
    scorer = load_scorer()
    with torch.no_grad():
        probe = scorer(torch.zeros(1, 1, 128, 128, device=device()))
    print("scorer ready on", device(), "probe", float(probe))
    for study, score in score_worklist(STUDIES):
        print(f"study {study}: {score:.3f}")


if __name__ == "__main__":
    main()
