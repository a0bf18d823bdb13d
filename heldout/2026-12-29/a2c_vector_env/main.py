"""Synchronous A2C with environments running in subprocesses (SubprocVecEnv)."""
import argparse
import functools

import torch
import yaml

from agents.vec_env import SubprocVecEnv
from agents.env import make_env
from agents.a2c import A2C


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.yaml")
    cfg = yaml.safe_load(open(ap.parse_args().config))

    env_fns = [functools.partial(make_env, cfg["env"]["obs_dim"], cfg["env"]["episode_len"], seed)
               for seed in range(cfg["env"]["n_envs"])]
    venv = SubprocVecEnv(env_fns, start_method=cfg["runtime"]["start_method"])
    agent = A2C(cfg["env"]["obs_dim"], n_actions=2, **cfg["agent"])
    obs = venv.reset()
    for step in range(cfg["runtime"]["steps"]):
        actions = agent.act(torch.as_tensor(obs, dtype=torch.float32))
        obs, rewards, dones = venv.step(actions.tolist())
        agent.record(rewards, dones)
    print("mean reward", agent.mean_reward())
    venv.close()


if __name__ == "__main__":
    main()
