import multiprocessing as mp


def brush(binder, lock, strokes):
    with lock:
        print("binder", binder, "strokes", strokes, flush=True)


class GluePot:
    def __init__(self, start_method, binders, brushes):
        self.ctx = mp.get_context(start_method)
        self.binders = binders
        self.brushes = brushes
        self.lock = None

    def __enter__(self):
        self.lock = mp.Lock()
        return self

    def __exit__(self, *exc):
        self.lock = None
        return False

    def glue(self):
        workers = [self.ctx.Process(target=brush, args=(b, self.lock, self.brushes))
                   for b in range(self.binders)]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
