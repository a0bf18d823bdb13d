import json

import torch

from parallel import ShardedStage
from stages import GCWindow, OneHot

SETTINGS = json.loads('{"window": 50, "reads": 512, "read_len": 1000, "shards": 2}')


def main():
    gc = OneHot() | GCWindow(SETTINGS["window"])
    g = torch.Generator().manual_seed(0)
    reference = torch.randint(0, 4, (SETTINGS["reads"], SETTINGS["read_len"]), generator=g)
    baseline = gc(reference).mean().item()
    print("reference GC", round(baseline, 4))
    sharded = ShardedStage(gc, SETTINGS["shards"], SETTINGS["reads"], SETTINGS["read_len"])
    print("shards", sharded(None))


if __name__ == "__main__":
    main()
