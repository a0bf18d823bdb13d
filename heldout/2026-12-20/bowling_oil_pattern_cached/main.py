import json
import multiprocessing
from functools import partial

from lanes import lane_hook
from oil import oil_pattern


def main():
    with open("lanes.json") as f:
        cfg = json.load(f)
    pattern = oil_pattern(cfg["pattern"], cfg["boards"], cfg["passes"])
    print(f"pattern {cfg['pattern']}: {pattern.shape[0]} boards")
    job = partial(lane_hook, name=cfg["pattern"], boards=cfg["boards"], passes=cfg["passes"])
    with multiprocessing.Pool(2) as pool:
        for lane, board in pool.imap(job, cfg["lanes"]):
            print(f"lane {lane}: breakpoint board {board}")


if __name__ == "__main__":
    main()
