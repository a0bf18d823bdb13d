import configparser

import torch


class Runtime:
    def __init__(self, path):
        self.cfg = configparser.ConfigParser(inline_comment_prefixes=(";",))
        self.cfg.read(path)

    def apply(self):
        threads = self.cfg.getint("runtime", "intra_op_threads")
        if threads:
            torch.set_num_threads(threads)
        return self

    @property
    def workers(self):
        return self.cfg.getint("runtime", "workers")

    def volume(self, key):
        return self.cfg.getint("volumes", key)
