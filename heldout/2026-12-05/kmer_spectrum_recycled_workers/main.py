import torch

from kmers import spectrum
from samples import compare_samples

RUN = {"k": 6, "reads": 512, "read_len": 150, "samples": [1, 2, 3, 4]}


def main():
    g = torch.Generator().manual_seed(0)
    reference = spectrum(torch.randint(0, 4, (RUN["reads"], RUN["read_len"]), generator=g), RUN["k"])
    print("distinct k-mers", int((reference > 0).sum()))
    print(compare_samples(reference, RUN["samples"], RUN["reads"], RUN["read_len"], RUN["k"]))


if __name__ == "__main__":
    main()
