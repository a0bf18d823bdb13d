from multiprocessing import Pool

import torch


class RetrievalService:
    def __init__(self, model, k, warmup_users):
        self.model = model
        self.k = k
        self.warmup_users = warmup_users

    def warm_up(self):
        with torch.no_grad():
            ids = torch.arange(self.warmup_users)
            return self.model.recommend(ids, self.k)

    def _serve(self, seed):
        g = torch.Generator().manual_seed(seed)
        ids = torch.randint(0, self.model.user.num_embeddings, (256,), generator=g)
        with torch.no_grad():
            return seed, self.model.recommend(ids, self.k)[:, 0].unique().numel()

    def serve_batches(self, seeds, workers=2):
        with Pool(workers) as pool:
            return pool.map(self._serve, seeds)
