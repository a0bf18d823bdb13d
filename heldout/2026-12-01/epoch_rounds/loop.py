import multiprocessing as mp

from validate import validate
from work import epoch_worker


class EpochRunner:
    def __init__(self, workers=2):
        self.workers = workers

    def _launch_round(self, epoch):
        procs = []
        for rank in range(self.workers):
            p = mp.Process(target=epoch_worker, args=(epoch, rank))
            p.start()
            procs.append(p)
        for p in procs:
            p.join()

    def run(self, epochs=2):
        for epoch in range(epochs):
            self._launch_round(epoch)
            print(f"epoch {epoch} val {validate():.4f}", flush=True)
