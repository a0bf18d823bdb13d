import torch.multiprocessing as mp

from shard import evaluate_shard


class Evaluator:
    def __init__(self, model, shards=2, batch=8):
        self.model = model
        self.model.share_memory()
        self.shards = shards
        self.batch = batch
        self.ctx = mp.get_context("forkserver")

    def run(self):
        procs = [self.ctx.Process(target=evaluate_shard, args=(r, self.model, self.batch))
                 for r in range(self.shards)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
