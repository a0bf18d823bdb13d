import torch
import torch.multiprocessing as mp


def _shard_loss(rank, queue):
    g = torch.Generator().manual_seed(rank)
    queue.put((rank, round(torch.randn(100, generator=g).pow(2).mean().item(), 4)))


class Trainer:
    def __init__(self, args):
        self.args = args
        if args.start_method:
            mp.set_start_method(args.start_method)

    def fit(self):
        queue = mp.SimpleQueue()
        procs = [mp.Process(target=_shard_loss, args=(r, queue)) for r in range(self.args.workers)]
        for p in procs:
            p.start()
        out = sorted(queue.get() for _ in procs)
        for p in procs:
            p.join()
        return out
