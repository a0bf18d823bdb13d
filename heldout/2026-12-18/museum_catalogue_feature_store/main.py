import torch

import features  # noqa: F401  (registers producers)
from similarity import find_duplicates
from store import store

ACCESSIONS = ["1923.4.1", "1923.4.2", "1951.12.7", "1988.3.30", "2004.1.15", "2011.9.2", "2019.6.6", "2020.2.2"]


def main():
    gen = torch.Generator().manual_seed(1923)
    images = torch.rand(len(ACCESSIONS), 3, 128, 128, generator=gen)
    palette = store.get("palette", images)
    cracks = store.get("craquelure", images)
    gallery = torch.rand(768, 512, generator=gen)
    for acc, match in sorted(find_duplicates(ACCESSIONS, palette, gallery)):
        print(f"{acc:10s} craquelure {cracks[ACCESSIONS.index(acc)]:.3f} nearest gallery item {match}")


if __name__ == "__main__":
    main()
