import multiprocessing as mp

import torch


class ReserveReport:
    def __init__(self, batch_id, n_sims, horizon):
        self.batch_id = batch_id
        self.n_sims = n_sims
        self.horizon = horizon
        self._proc = None

    def _simulate(self):
        increments = torch.rand(self.n_sims, self.horizon)
        paths = increments.cumsum(dim=1)
        print(f"batch {self.batch_id}: 99.5% reserve {float(paths[:, -1].quantile(0.995)):.1f}")

    def start(self):
        self._proc = mp.Process(target=self._simulate, name=f"reserve-{self.batch_id}")
        self._proc.start()

    def join(self):
        self._proc.join()

    @property
    def exitcode(self):
        return self._proc.exitcode
