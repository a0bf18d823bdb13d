import random


def make_corpus(n, seed=0):
    rng = random.Random(seed)
    return [[int(rng.paretovariate(1.2)) % 5000 for _ in range(rng.randint(5, 60))] for _ in range(n)]
