import torch


class BM25Index:
    def __init__(self, settings):
        self.s = settings
        self.idf = None

    def fit(self, doc_terms):
        # document frequency from the flattened posting stream
        df = torch.bincount(doc_terms.reshape(-1), minlength=self.s.vocab).float()
        n = doc_terms.shape[0]
        self.idf = torch.log((n - df + 0.5) / (df + 0.5) + 1.0)
        return self
