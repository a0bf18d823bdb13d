from context import CTX
from ranking import rerank


class RerankService:
    def __init__(self, shards=2):
        self.shards = shards

    def run(self):
        pipes, procs = [], []
        for shard in range(self.shards):
            parent_end, child_end = CTX.Pipe(duplex=False)
            proc = CTX.Process(target=rerank, args=(child_end, shard))
            proc.start()
            child_end.close()
            pipes.append(parent_end)
            procs.append(proc)
        results = [p.recv() for p in pipes]
        for proc in procs:
            proc.join()
        return sorted(results)
