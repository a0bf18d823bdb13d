import multiprocessing as mp

from postings import index_shard


class IndexCoordinator:
    def __init__(self, shards, docs, vocab):
        self.shards = shards
        self.docs = docs
        self.vocab = vocab
        self.manager = mp.Manager()
        self.results = self.manager.Queue()
        self.ctx = mp.get_context("spawn")

    def build(self):
        procs = [self.ctx.Process(target=index_shard, args=(s, self.docs, self.vocab, self.results))
                 for s in range(self.shards)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return sorted(self.results.get() for _ in procs)

    def close(self):
        self.manager.shutdown()
