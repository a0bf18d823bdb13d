import json

import torch

from casebound import CaseBound


def main():
    with open("binding.json") as f:
        cfg = json.load(f)
    book = CaseBound(cfg)
    block = book.prepare(torch.randn(cfg["sheets"], cfg["width"]))
    print(book.steps, float(block.mean()))
    print("signatures", book.finish())


if __name__ == "__main__":
    main()
