import torch.multiprocessing as mp

import render


class PreviewService:
    start_method = "spawn"

    def __init__(self, pages):
        mp.set_start_method(self.start_method)
        self.pages = list(pages)

    def render(self):
        with mp.Pool(2) as pool:
            return pool.map(render.page_checksum, self.pages)
