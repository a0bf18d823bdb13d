import torch

import quality  # noqa: F401  (registers hooks)
import thumbnails
from hooks import emit

SEGMENTS = 3
FRAMES_PER_SEGMENT = 8
HEIGHT, WIDTH = 256, 256


def decode_segment(i):
    g = torch.Generator().manual_seed(i)
    return torch.rand(FRAMES_PER_SEGMENT, 3, HEIGHT, WIDTH, generator=g)


def main():
    for i in range(SEGMENTS):
        emit("segment_ready", frames=decode_segment(i), index=i)
    print("quality", quality.QUALITY_LOG)
    print("thumbnails", thumbnails.drain())


if __name__ == "__main__":
    main()
