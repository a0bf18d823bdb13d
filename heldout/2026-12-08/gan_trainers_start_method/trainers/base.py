import torch.multiprocessing as mp


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        mp.set_start_method(cfg.get("start_method", "spawn"))
        self.ctx = mp.get_context()

    def fit(self):
        raise NotImplementedError
