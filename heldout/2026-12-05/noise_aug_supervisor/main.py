import sys

import torch

from noise import noise_profile
from supervisor import Supervisor

AUDIO = {"noise_clips": 64, "clip_samples": 8192, "workers": 2}


def main():
    g = torch.Generator().manual_seed(0)
    clips = torch.randn(AUDIO["noise_clips"], AUDIO["clip_samples"], generator=g)
    profile = noise_profile(clips)
    sys.exit(Supervisor(profile, AUDIO["workers"]).run())


if __name__ == "__main__":
    main()
