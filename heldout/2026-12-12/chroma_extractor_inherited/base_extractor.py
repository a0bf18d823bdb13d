import multiprocessing as mp


class BaseExtractor:
    """Runs `extract_one` for every track in its own worker process."""

    n_workers = 2

    def extract_one(self, track):
        raise NotImplementedError

    def _worker(self, tracks, out):
        for t in tracks:
            out.put((t.name, self.extract_one(t)))

    def launch(self, tracks):
        out = mp.Queue()
        shards = [tracks[i::self.n_workers] for i in range(self.n_workers)]
        procs = [mp.Process(target=self._worker, args=(s, out)) for s in shards]
        for p in procs:
            p.start()
        results = dict(out.get() for _ in tracks)
        for p in procs:
            p.join()
        return results
