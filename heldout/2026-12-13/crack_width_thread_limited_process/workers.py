import multiprocessing as mp

import torch

from imaging import edge_strength, load_tiles


class PierInspector(mp.Process):
    def __init__(self, pier, tiles, size, out):
        super().__init__(name=f"pier-{pier}")
        self.pier, self.tiles, self.size, self.out = pier, tiles, size, out

    def run(self):
        torch.set_num_threads(1)
        edges = edge_strength(load_tiles(self.tiles, self.size, self.pier))
        self.out.put((self.pier, float((edges > 2.5).float().mean())))
