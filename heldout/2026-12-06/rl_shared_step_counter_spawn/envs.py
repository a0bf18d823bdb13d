import multiprocessing as mp

import torch


def run_env(counter, env_id, steps):
    g = torch.Generator().manual_seed(env_id)
    state = torch.rand(8, generator=g)
    for _ in range(steps):
        state = (state + torch.rand(8, generator=g)).clamp(max=4)
        with counter.get_lock():
            counter.value += 1


class EnvFleet:
    def __init__(self, counter, num_envs, steps):
        self.counter = counter
        self.num_envs = num_envs
        self.steps = steps
        self.ctx = mp.get_context("spawn")

    def run(self):
        procs = [self.ctx.Process(target=run_env, args=(self.counter, i, self.steps))
                 for i in range(self.num_envs)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
