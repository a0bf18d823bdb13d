from dataclasses import dataclass

import torch
import torch.multiprocessing as mp
import torch.nn as nn

from dist.worker import train_rank


@dataclass
class DDPConfig:
    world_size: int = 2
    hidden: int = 256


def sanity_check(hidden):
    m = nn.Linear(hidden, hidden)
    nn.init.orthogonal_(m.weight)
    with torch.no_grad():
        return m(torch.randn(512, hidden)).std().item()


def main(cfg=DDPConfig()):
    print("init std", round(sanity_check(cfg.hidden), 3))
    mp.spawn(train_rank, args=(cfg.world_size, cfg.hidden), nprocs=cfg.world_size, join=True)


if __name__ == "__main__":
    main()
