import torch
from torch import multiprocessing as mp


class Actor(mp.Process):
    def __init__(self, actor_id, policy, obs_dim, out_queue, steps=8, envs=32):
        super().__init__(daemon=True)
        self.actor_id = actor_id
        self.policy = policy
        self.obs_dim = obs_dim
        self.out_queue = out_queue
        self.steps = steps
        self.envs = envs

    def run(self):
        gen = torch.Generator().manual_seed(100 + self.actor_id)
        total = 0.0
        with torch.no_grad():
            for _ in range(self.steps):
                obs = torch.randn(self.envs, self.obs_dim, generator=gen)
                probs = self.policy(obs).softmax(dim=-1)
                total += float(probs.max(dim=-1).values.mean())
        self.out_queue.put({"actor": self.actor_id, "return": round(total, 3)})


def run_fleet(policy, obs_dim, n_actors):
    queue = mp.Queue()
    actors = [Actor(i, policy, obs_dim, queue) for i in range(n_actors)]
    for actor in actors:
        actor.start()
    rollouts = [queue.get() for _ in actors]
    for actor in actors:
        actor.join()
    return sorted(rollouts, key=lambda r: r["actor"])
