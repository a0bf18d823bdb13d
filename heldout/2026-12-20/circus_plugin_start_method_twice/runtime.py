import configparser

import torch.multiprocessing as tmp


class Runtime:
    def __init__(self, path):
        self.cfg = configparser.ConfigParser()
        self.cfg.read(path)

    def prepare(self):
        tmp.set_start_method(self.cfg.get("runtime", "start_method"))
        return self

    def acts(self):
        return [a.strip() for a in self.cfg.get("acts", "enabled").split(",")]
