import random


def synthetic_docs(n_docs, dup_rate, seed=0):
    rng = random.Random(seed)
    vocab = [f"w{i}" for i in range(300)]
    docs = []
    for i in range(n_docs):
        if docs and rng.random() < dup_rate:
            base = rng.choice(docs).split()
            base[rng.randrange(len(base))] = rng.choice(vocab)
            docs.append(" ".join(base))
        else:
            docs.append(" ".join(rng.choice(vocab) for _ in range(rng.randint(40, 80))))
    return docs
