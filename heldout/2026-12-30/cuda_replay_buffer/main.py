import os
import sys

import torch

from replay.actor import spawn_actor
from replay.buffer import PinnedReplay


def main():
    buf = PinnedReplay()
    buf.add(torch.randn(8, 16))
    pids = [spawn_actor(i) for i in range(2)]
    codes = [os.waitstatus_to_exitcode(os.waitpid(p, 0)[1]) for p in pids]
    if any(codes):
        sys.exit(1)


if __name__ == "__main__":
    main()
