import sys

from chemspace import random_fingerprints, tanimoto_matrix
from hopping import hop_all, BITS


def main(argv):
    n_queries = int(argv[1]) if len(argv) > 1 else 512
    queries = random_fingerprints(n_queries, BITS, seed=1)
    self_sim = tanimoto_matrix(queries, queries)
    print(f"query diversity: {float(self_sim.mean()):.3f}")
    scores = hop_all(queries, blocks=4)
    print(f"{sum(s > 0.2 for s in scores)} of {len(scores)} queries have a scaffold hop")


if __name__ == "__main__":
    main(sys.argv)
