"""Distributed DQN data collection (Ape-X style, CPU).

Actors push transitions into a shared queue; the learner owns the replay
buffer.  Optionally the buffer is pre-filled with rollouts of the initial
policy (prefill_with_policy) instead of uniform-random actions.
"""
import argparse
import json
import multiprocessing as mp

import torch

from dqn.network import QNetwork
from dqn.replay import ReplayBuffer
from dqn.actor import actor_process


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.json")
    cfg = json.load(open(ap.parse_args().config))

    torch.manual_seed(0)
    buffer = ReplayBuffer(cfg["buffer_size"], cfg["obs_dim"])
    q = QNetwork(cfg["obs_dim"], cfg["hidden"], cfg["n_actions"])
    if cfg["prefill_with_policy"]:
        obs = torch.randn(cfg["prefill_steps"], cfg["obs_dim"])
        with torch.no_grad():
            actions = q(obs).argmax(-1)
        buffer.add_batch(obs, actions, torch.zeros(len(obs)))
    else:
        for _ in range(32):
            buffer.add(torch.randn(cfg["obs_dim"]), int(torch.randint(cfg["n_actions"], ())), 0.0)

    queue = mp.Queue()
    actors = [mp.Process(target=actor_process, args=(i, cfg, queue), daemon=True) for i in range(cfg["n_actors"])]
    for a in actors:
        a.start()
    for _ in range(cfg["n_actors"]):
        obs, actions, rewards = queue.get(timeout=120)
        buffer.add_batch(torch.as_tensor(obs), torch.as_tensor(actions), torch.as_tensor(rewards))
    for a in actors:
        a.join()
    print(f"replay buffer holds {len(buffer)} transitions")


if __name__ == "__main__":
    main()
