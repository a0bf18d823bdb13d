import multiprocessing as mp

from rolling import roll


class RollingLine:
    def __init__(self, section):
        self.ctx = mp.get_context(section["start_method"])
        self.gate = self.ctx.BoundedSemaphore(section.getint("max_running"))
        self.charges = [c.strip() for c in section["charges"].split(",")]

    def run(self):
        procs = [self.ctx.Process(target=roll, args=(c, self.gate)) for c in self.charges]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return [p.exitcode for p in procs]
