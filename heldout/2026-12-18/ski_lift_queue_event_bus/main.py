import json

import torch

import bus
import dispatch  # noqa: F401  (registers queue.forecast handler)
import forecast  # noqa: F401  (registers queue.sampled handler)


def main():
    with open("lifts.json") as f:
        cfg = json.load(f)
    gen = torch.Generator().manual_seed(cfg["seed"])
    scores = torch.rand(cfg["skiers_per_window"], cfg["wait_buckets"], generator=gen)
    bus.publish("queue.sampled", {"lifts": cfg["lifts"], "scores": scores})


if __name__ == "__main__":
    main()
