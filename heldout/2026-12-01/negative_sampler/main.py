from sampler import NegativeSampler
from server import serve
from vocab import make_table

if __name__ == "__main__":
    table = make_table()
    sampler = NegativeSampler(table)
    print("negatives", tuple(sampler.negatives.shape))
    serve(table)
