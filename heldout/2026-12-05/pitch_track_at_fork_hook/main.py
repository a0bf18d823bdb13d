import runtime  # noqa: F401  (installs the fork hook)

import torch

from pitch import estimate_f0
from tracker import track_files

AUDIO = {"sr": 16000, "frame_len": 1024, "frames": 256}


def main():
    g = torch.Generator().manual_seed(0)
    calib = torch.randn(AUDIO["frames"], AUDIO["frame_len"], generator=g)
    print("calibration f0", round(float(estimate_f0(calib, AUDIO["sr"]).median()), 1))
    print(track_files(range(4), AUDIO["frames"], AUDIO["frame_len"], AUDIO["sr"]))


if __name__ == "__main__":
    main()
