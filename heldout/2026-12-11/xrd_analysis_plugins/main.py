import sys

import torch

import xrd  # noqa: F401  (registers "xrd")
from registry import ANALYSES


def main(argv):
    name = argv[0] if argv else "xrd"
    patterns = torch.rand(1024, 512)
    analysis = ANALYSES[name]()
    peaks = analysis.run(patterns)
    print(name, "peaks per chunk:", [p.shape for p in peaks])


if __name__ == "__main__":
    main(sys.argv[1:])
