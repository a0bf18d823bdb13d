"""Actor-learner training on a toy gridworld (IMPALA-style, CPU)."""
import argparse
from dataclasses import dataclass

import torch
import torch.multiprocessing as tmp

from rl.networks import PolicyNet
from rl.learner import Learner
from rl.actors import launch_actors


@dataclass
class Config:
    obs_dim: int = 1024
    hidden: int = 1024
    n_actions: int = 6
    n_actors: int = 2
    unroll: int = 16
    updates: int = 3
    lr: float = 3e-4


def parse() -> Config:
    cfg = Config()
    p = argparse.ArgumentParser()
    for k, v in vars(cfg).items():
        p.add_argument("--" + k.replace("_", "-"), type=type(v), default=v)
    return Config(**vars(p.parse_args()))


def main():
    cfg = parse()
    torch.manual_seed(0)
    learner = Learner(PolicyNet(cfg.obs_dim, cfg.hidden, cfg.n_actions), lr=cfg.lr)
    learner.sync_target()

    queue = tmp.Queue(maxsize=8)
    done = tmp.Event()
    actors = launch_actors(learner.policy, queue, done, cfg)
    for step in range(cfg.updates * cfg.n_actors):
        batch = queue.get(timeout=120)
        loss = learner.update(batch)
        print(f"update {step} loss {loss:.3f}")
    done.set()
    for a in actors:
        a.join()


if __name__ == "__main__":
    main()
