import multiprocessing


class RingMaster:
    def __init__(self, start_method):
        self.ctx = multiprocessing.get_context(start_method)
        self.cues = self.ctx.Queue()

    def start(self, target, performers, minutes):
        procs = [self.ctx.Process(target=target, args=(p, minutes, self.cues)) for p in performers]
        for p in procs:
            p.start()
        return procs
