import multiprocessing as mp

import projection


class Dome:
    def __init__(self, method, preload):
        self.ctx = mp.get_context(method)
        if method == "forkserver":
            self.ctx.set_forkserver_preload(preload)

    def project(self, segments, rows, width):
        out = self.ctx.Queue()
        procs = [self.ctx.Process(target=projection.project_segment, args=(s, rows, width, out))
                 for s in range(segments)]
        for p in procs:
            p.start()
        result = dict(out.get() for _ in procs)
        for p in procs:
            p.join()
        return result
