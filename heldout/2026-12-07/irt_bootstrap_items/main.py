import torch

from bootstrap import Bootstrap
from irt import item_difficulties

STUDENTS, ITEMS = 4096, 64


def main():
    g = torch.Generator().manual_seed(11)
    observed = torch.rand(STUDENTS, ITEMS, generator=g)
    diff = item_difficulties(observed)
    print("hardest item", int(diff.argmin()))
    spread = Bootstrap(4, STUDENTS, ITEMS).run()
    print("bootstrap sd range", spread[0], spread[-1])


if __name__ == "__main__":
    main()
