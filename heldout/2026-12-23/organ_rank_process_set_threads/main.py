import csv

import torch
import torch.nn.functional as F

from ranks import RankVoicer


def main():
    with open("ranks.csv", newline="") as fh:
        ranks = list(csv.DictReader(fh))
    width = int(ranks[0]["width"])
    room = torch.randn(4096, width)
    print(f"room response {F.layer_norm(room, (width,)).abs().mean():.3f}")
    voicers = [RankVoicer(r["rank"], int(r["pipes"]), int(r["width"])) for r in ranks]
    for v in voicers:
        v.start()
    for v in voicers:
        v.join()


if __name__ == "__main__":
    main()
