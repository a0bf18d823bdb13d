import torch

import settings
from laying import lay_rope


def main():
    strands = torch.randn(settings.STRANDS, settings.FIBRES)
    print(lay_rope(strands))


if __name__ == "__main__":
    main()
