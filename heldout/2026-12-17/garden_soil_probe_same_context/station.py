import multiprocessing as mp

from probes import read_probe


class ProbeStation:
    def __init__(self, method="spawn"):
        self.ctx = mp.get_context(method)
        self.readings = self.make_queue()

    def make_queue(self):
        return self.ctx.Queue()

    def poll(self, probe_ids):
        procs = [self.ctx.Process(target=read_probe, args=(p, self.readings)) for p in probe_ids]
        for p in procs:
            p.start()
        got = dict(self.readings.get() for _ in procs)
        for p in procs:
            p.join()
        return got
