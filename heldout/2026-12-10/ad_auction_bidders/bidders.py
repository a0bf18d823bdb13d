import torch
import torch.multiprocessing as tmp

BIDDERS = {}


def bidder(kind):
    def register(cls):
        BIDDERS[kind] = cls
        return cls
    return register


class Bidder(tmp.Process):
    def __init__(self, name, ad_vectors, results):
        super().__init__(name=name)
        self.ad_vectors = ad_vectors
        self.results = results

    def value(self, vecs):
        raise NotImplementedError

    def run(self):
        self.results.put((self.name, round(float(self.value(self.ad_vectors).max()), 4)))


@bidder("linear")
class LinearBidder(Bidder):
    def value(self, vecs):
        w = torch.linspace(0, 1, vecs.shape[1])
        return vecs @ w


@bidder("margin")
class MarginBidder(Bidder):
    def value(self, vecs):
        return torch.softmax(vecs, dim=1).amax(dim=1) - vecs.mean(dim=1)


class AuctionHouse:
    def __init__(self, kinds, ad_vectors):
        self.results = tmp.SimpleQueue()
        self.bidders = [BIDDERS[k](f"{k}-{i}", ad_vectors, self.results) for i, k in enumerate(kinds)]

    def __enter__(self):
        for b in self.bidders:
            b.start()
        return self

    def collect(self):
        return sorted(self.results.get() for _ in self.bidders)

    def __exit__(self, *exc):
        for b in self.bidders:
            b.join()
