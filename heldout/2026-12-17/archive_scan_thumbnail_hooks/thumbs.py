import multiprocessing as mp

import torch
import torch.nn.functional as F

from hooks import Callback


class ThumbWriter(mp.Process):
    def __init__(self, batch_no, pages):
        super().__init__(name=f"thumbs-{batch_no}")
        self.batch_no, self.pages = batch_no, pages

    def run(self):
        small = F.avg_pool2d(self.pages, kernel_size=4)
        levels = (small * 255).round().clamp(0, 255)
        print(f"batch {self.batch_no}: {levels.shape[0]} thumbnails, mean level {float(levels.mean()):.1f}", flush=True)


class ThumbnailCallback(Callback):
    def __init__(self):
        self.writers = []

    def on_batch(self, run, batch_no, pages):
        w = ThumbWriter(batch_no, pages)
        w.start()
        self.writers.append(w)

    def on_end(self, run):
        for w in self.writers:
            w.join()
