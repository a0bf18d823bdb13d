import multiprocessing

import torch


class ScoringWorker(multiprocessing.Process):
    def __init__(self, encoder, batch_id, n_claims, codes_per_claim, centroid):
        super().__init__(name=f"scorer-{batch_id}")
        self.encoder = encoder
        self.batch_id = batch_id
        self.n_claims = n_claims
        self.codes_per_claim = codes_per_claim
        self.centroid = centroid

    def run(self):
        gen = torch.Generator().manual_seed(self.batch_id)
        codes = torch.randint(0, self.encoder.n_codes, (self.n_claims * self.codes_per_claim,), generator=gen)
        offsets = torch.arange(0, codes.numel(), self.codes_per_claim)
        emb = self.encoder.encode(codes, offsets)
        dist = (emb - self.centroid).norm(dim=1)
        print(f"batch {self.batch_id}: {int((dist > dist.mean() + 2 * dist.std()).sum())} flagged", flush=True)
