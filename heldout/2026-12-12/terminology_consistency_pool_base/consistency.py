import torch

from workerpool import PooledJob

DIM = 128


def term_vectors(doc_id, n_terms):
    g = torch.Generator().manual_seed(doc_id)
    return torch.nn.functional.normalize(torch.randn(n_terms, DIM, generator=g), dim=1)


class ConsistencyJob(PooledJob):
    def __init__(self, glossary):
        self.glossary = glossary

    def process(self, doc_id):
        vecs = term_vectors(doc_id, 8192)
        sim = vecs @ self.glossary.T
        return doc_id, float(sim.max(dim=1).values.mean())
