import multiprocessing as mp

from backbone import make_backbone, warmup
from infer import infer_worker


class Server:
    def __init__(self, workers=2):
        self.procs = [mp.Process(target=infer_worker, args=(r,)) for r in range(workers)]

    def start(self):
        for p in self.procs:
            p.start()
        # the parent's own model is warmed while the workers come up
        print("parent warm", warmup(make_backbone()))

    def stop(self):
        for p in self.procs:
            p.join()
