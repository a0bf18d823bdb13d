import os
from multiprocessing import Process

import torch


class ShardedSampler:
    def __init__(self, net, alphas_bar, steps, size):
        self.net, self.alphas_bar, self.steps, self.size = net, alphas_bar, steps, size

    @torch.no_grad()
    def ddim(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        x = torch.randn(n, 3, self.size, self.size, generator=g)
        ts = torch.linspace(999, 0, self.steps).long()
        for i, t in enumerate(ts):
            a = self.alphas_bar[t]
            a_prev = self.alphas_bar[ts[i + 1]] if i + 1 < len(ts) else torch.tensor(1.0)
            eps = self.net(x, t.expand(n))
            x0 = (x - (1 - a).sqrt() * eps) / a.sqrt()
            x = a_prev.sqrt() * x0 + (1 - a_prev).sqrt() * eps
        return x.clamp(-1, 1)

    def _shard(self, idx, n, path):
        torch.save(self.ddim(n, seed=idx), path)

    def run(self, num_samples, shards, out_dir):
        per = -(-num_samples // shards)
        procs, paths = [], []
        for s in range(shards):
            path = os.path.join(out_dir, f"shard_{s:02d}.pt")
            p = Process(target=self._shard, args=(s, per, path))
            p.start()
            procs.append(p)
            paths.append(path)
        for p in procs:
            p.join()
            if p.exitcode:
                raise RuntimeError(f"sampler shard failed ({p.exitcode})")
        return paths
