import multiprocessing as mp

from dryers import dry, slots


class Factory:
    def __init__(self, section):
        self.ctx = mp.get_context(section["start_method"])
        self.slot = slots(section.getint("max_running"))
        self.batches = [b.strip() for b in section["batches"].split(",")]

    def run(self):
        procs = [self.ctx.Process(target=dry, args=(b, self.slot)) for b in self.batches]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return [p.exitcode for p in procs]
