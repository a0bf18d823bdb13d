import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


class Workshop:
    start_method = "fork"

    def __init__(self, cfg):
        self.cfg = cfg

    def executor(self):
        return ProcessPoolExecutor(
            self.cfg["carvers"],
            mp_context=mp.get_context(self.start_method),
            initializer=torch.set_num_threads,
            initargs=(1,),
        )
