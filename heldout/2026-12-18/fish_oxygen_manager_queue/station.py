import multiprocessing as mp

import probes


class OxygenStation:
    def __init__(self, pens, readings):
        self.pens = pens
        self.readings = readings
        self._manager = mp.Manager()
        self.results = self._manager.Queue()

    def sample(self):
        ctx = mp.get_context("spawn")
        procs = [ctx.Process(target=probes.probe_loop, args=(pen, self.readings, self.results))
                 for pen in self.pens]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return sorted(self.results.get() for _ in procs)

    def close(self):
        self._manager.shutdown()
