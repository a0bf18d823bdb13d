import multiprocessing as mp


def index_queries(normalizer, queries, out):
    vocab = sorted({w for q in queries for w in normalizer(q)})
    out.put(vocab)


class QueryLogIndexer:
    def __init__(self, normalizer, start_method="forkserver"):
        self.normalizer = normalizer
        self.ctx = mp.get_context(start_method)

    def run(self, queries):
        out = self.ctx.Queue()
        proc = self.ctx.Process(target=index_queries, args=(self.normalizer, queries, out))
        proc.start()
        vocab = out.get()
        proc.join()
        return vocab
