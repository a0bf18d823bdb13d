import torch.multiprocessing as tmp


class Launcher:
    def __init__(self, start_method):
        self.ctx = tmp.get_context(start_method)
        self.procs = []

    def submit(self, fn, *args):
        p = self.ctx.Process(target=fn, args=args)
        p.start()
        self.procs.append(p)

    def wait(self):
        codes = []
        for p in self.procs:
            p.join()
            codes.append(p.exitcode)
        return codes
