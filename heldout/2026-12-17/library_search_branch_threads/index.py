import torch


class CatalogueIndex:
    def __init__(self, titles=20000, dim=64, seed=5):
        gen = torch.Generator().manual_seed(seed)
        self.vectors = torch.rand(titles, dim, generator=gen)

    def similar(self, query):
        sims = torch.nn.functional.cosine_similarity(self.vectors, query.unsqueeze(0), dim=1)
        return sims
