import multiprocessing as mp

import torch


class EnvWorker(mp.Process):
    """Base rollout worker: per-process setup, then the rollout proper."""

    def __init__(self, worker_id, policy, envs, horizon, results):
        super().__init__(daemon=True)
        self.worker_id = worker_id
        self.policy = policy
        self.envs = envs
        self.horizon = horizon
        self.results = results

    def setup(self):
        torch.set_num_threads(1)
        torch.manual_seed(self.worker_id)

    def run(self):
        self.setup()
        self.results.put(self.rollout())

    def rollout(self):
        raise NotImplementedError


class GreedyWorker(EnvWorker):
    def rollout(self):
        obs = torch.rand(self.envs, self.horizon, self.policy.obs_dim)
        with torch.no_grad():
            actions = self.policy(obs).argmax(dim=1)
        return self.worker_id, int(actions.sum())
