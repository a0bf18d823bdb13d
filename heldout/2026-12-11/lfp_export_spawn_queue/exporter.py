import multiprocessing as mp

from lfp import export_session


class LfpExporter:
    def __init__(self, sessions, channels, samples, start_method="spawn"):
        self.sessions = sessions
        self.shape = (channels, samples)
        self.ctx = mp.get_context(start_method)
        self.done = self.ctx.Queue()

    def run(self):
        procs = [self.ctx.Process(target=export_session, args=(s, self.shape, self.done)) for s in self.sessions]
        for p in procs:
            p.start()
        out = dict(self.done.get() for _ in procs)
        for p in procs:
            p.join()
        return out
