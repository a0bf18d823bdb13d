import json
import sys

import torch


def measure(name, rows, width):
    flow = torch.randn(rows, width)
    kernel = torch.randn(width, width)
    return {"probe": name, "energy": float((flow @ kernel).pow(2).mean())}


if __name__ == "__main__":
    name, rows, width = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    print(json.dumps(measure(name, rows, width)))
