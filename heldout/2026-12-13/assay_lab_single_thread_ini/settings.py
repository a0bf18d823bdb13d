import configparser

import torch


class LabSettings:
    def __init__(self, path="lab.ini"):
        self.cp = configparser.ConfigParser()
        self.cp.read(path)

    def apply(self):
        threads = self.cp.getint("compute", "intra_op_threads", fallback=0)
        if threads > 0:
            torch.set_num_threads(threads)
        return self

    @property
    def shape(self):
        return self.cp.getint("batch", "samples"), self.cp.getint("batch", "elements")
