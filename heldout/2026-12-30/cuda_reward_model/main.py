import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from rm.model import build
from rm.rollouts import score_rollout


@dataclass
class RMConfig:
    dim: int = 64
    device: str = "cuda:0"
    rollouts: int = 4


def main(cfg=RMConfig()):
    model = build(cfg)
    print("reward model ready", flush=True)
    with ProcessPoolExecutor(2, mp_context=mp.get_context("fork")) as ex:
        for seed, r in ex.map(score_rollout, [(i, cfg.dim) for i in range(cfg.rollouts)]):
            print(seed, round(r, 3))


if __name__ == "__main__":
    main()
