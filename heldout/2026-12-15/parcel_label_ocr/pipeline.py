import torch
import torch.multiprocessing as tmp

from ocr import read_labels


class OcrPipeline:
    def __init__(self, lanes, start_method="spawn"):
        tmp.set_start_method(start_method)
        self.lanes = lanes

    def run(self, images):
        with tmp.Pool(self.lanes) as pool:
            return pool.map(read_labels, torch.chunk(images, self.lanes))
