import multiprocessing as mp


class IrrigationController:
    def __init__(self, zones):
        self.zones = zones
        self.commands = mp.Queue()
        self._ctx = mp.get_context("spawn")

    def run(self, target):
        procs = [self._ctx.Process(target=target, args=(z, self.commands)) for z in self.zones]
        for p in procs:
            p.start()
        out = sorted(self.commands.get() for _ in procs)
        for p in procs:
            p.join()
        return out
