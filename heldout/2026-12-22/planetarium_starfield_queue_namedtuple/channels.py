from typing import NamedTuple

import torch.multiprocessing as tmp


class Channels(NamedTuple):
    tiles: object
    done: object

    @classmethod
    def open(cls):
        return cls(tmp.Queue(), tmp.Event())
