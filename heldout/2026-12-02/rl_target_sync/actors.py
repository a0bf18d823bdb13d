import multiprocessing as mp

import torch

from policy import QNetwork, act


def actor_loop(actor_id, n_steps, results):
    torch.manual_seed(100 + actor_id)
    net = QNetwork()
    total = 0
    for _ in range(n_steps):
        obs = torch.randn(8, 64)
        total += int(act(net, obs).sum())
    results.put((actor_id, total))


class ActorPool:
    def __init__(self, n_actors=2, n_steps=5):
        self.n_actors = n_actors
        self.n_steps = n_steps
        self.results = mp.Queue()
        self.procs = []

    def start(self):
        for i in range(self.n_actors):
            p = mp.Process(target=actor_loop, args=(i, self.n_steps, self.results), daemon=True)
            p.start()
            self.procs.append(p)

    def collect(self):
        out = sorted(self.results.get() for _ in self.procs)
        for p in self.procs:
            p.join()
        return out
