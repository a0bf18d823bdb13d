import re
from collections import Counter
from multiprocessing import Pool

WORD = re.compile(r"[a-z]+")
SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ze", "po"]


def synth_document(doc_id, words=200):
    out = []
    x = doc_id * 7919 + 1
    for _ in range(words):
        x = (x * 1103515245 + 12345) % 2**31
        out.append(SYLLABLES[x % 10] + SYLLABLES[(x // 10) % 10])
    return " ".join(out)


def count_shard(doc_ids):
    c = Counter()
    for d in doc_ids:
        c.update(WORD.findall(synth_document(d)))
    return c


def count_corpus(n_docs, shards=4, workers=2):
    chunks = [range(s, n_docs, shards) for s in range(shards)]
    total = Counter()
    with Pool(workers) as pool:
        for c in pool.imap_unordered(count_shard, chunks):
            total.update(c)
    return total
