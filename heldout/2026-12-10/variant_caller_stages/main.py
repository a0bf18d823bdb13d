import json

import torch

from stages import STAGES


def main(path="pipeline.json"):
    spec = json.load(open(path))
    g = torch.Generator().manual_seed(9)
    ctx = dict(spec, coverage=torch.rand(spec["reads"], spec["positions"], generator=g) * 40)
    for name in spec["stages"]:
        ctx = STAGES[name]().run(ctx)
    for sample, calls in ctx["calls"]:
        print("sample", sample, calls)


if __name__ == "__main__":
    main()
