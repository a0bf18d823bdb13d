import torch.multiprocessing as tmp

from vision import embed_images


class EmbeddingService:
    def __init__(self, workers=2):
        self.ctx = tmp.get_context("spawn")
        self.workers = workers

    def embed(self, seeds):
        with self.ctx.Pool(self.workers) as pool:
            return sorted(pool.map(embed_images, seeds))
