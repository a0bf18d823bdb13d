import multiprocessing as mp

import torch

from gazetteer import Gazetteer, match_shard
from settings import MatcherSettings


def main():
    cfg = MatcherSettings.from_ini("sorting.ini")
    gaz = Gazetteer(cfg)
    queries = gaz.index[:3] + 0.01
    ctx = mp.get_context(cfg.start_method)
    with ctx.Pool(cfg.processes) as pool:
        parts = pool.starmap(match_shard, [(gaz, i, cfg.shards, queries) for i in range(cfg.shards)])
    print("candidates per query", list(zip(*parts))[0])


if __name__ == "__main__":
    main()
