import torch

from leads import analyse_leads
from steps import BaselineRemover, Pipeline, Standardizer

RECORDS, LEADS, SAMPLES = 16, 12, 2000


def main():
    g = torch.Generator().manual_seed(0)
    raw = torch.rand(RECORDS, LEADS, SAMPLES, generator=g)
    clean = Pipeline([BaselineRemover(width=51), Standardizer()]).fit_transform(raw)
    print("cleaned", tuple(clean.shape))
    codes = analyse_leads(2, RECORDS, SAMPLES)
    print("exit codes", codes)


if __name__ == "__main__":
    main()
