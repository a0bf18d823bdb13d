from dataclasses import dataclass

import torch.multiprocessing as tmp


@dataclass
class Control:
    stop: object

    @classmethod
    def create(cls):
        return cls(stop=tmp.Event())
