import multiprocessing as mp

from basket import weigh


class Launch:
    def __init__(self, ctx, crew, rows, cols):
        self.ctx, self.crew, self.rows, self.cols = ctx, crew, rows, cols

    def run(self):
        procs = [self.ctx.Process(target=weigh, args=(m, self.rows, self.cols))
                 for m in range(self.crew)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return [p.exitcode for p in procs]


class LaunchBuilder:
    def __init__(self):
        self._method, self._crew, self._shape = "fork", 1, (8, 8)

    def start_method(self, method):
        self._method = method
        return self

    def crew(self, n):
        self._crew = n
        return self

    def load(self, rows, cols):
        self._shape = (rows, cols)
        return self

    def build(self):
        return Launch(mp.get_context(self._method), self._crew, *self._shape)
