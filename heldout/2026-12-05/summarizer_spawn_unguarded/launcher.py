import torch.multiprocessing as mp

from summarize import summarize_shard


class SummaryJob:
    def __init__(self, cfg):
        self.cfg = cfg
        self.ctx = mp.get_context(cfg["start_method"])

    def launch(self):
        procs = [self.ctx.Process(target=summarize_shard,
                                  args=(s, self.cfg["docs_per_shard"], self.cfg["max_tokens"]))
                 for s in range(self.cfg["shards"])]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return [p.exitcode for p in procs]
