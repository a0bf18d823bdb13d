import multiprocessing as mp

from scoring import rerank
from scoring.encoder import PairEncoder


def main():
    enc = PairEncoder().eval()
    enc.warmup()
    rerank.ENCODER = enc
    with mp.Pool(2) as pool:
        for qid, top in pool.map(rerank.rerank, range(4)):
            print(f"query {qid}: top docs {top}")


if __name__ == "__main__":
    main()
