import torch.multiprocessing as tmp

from margin import embed, margin_scores
from settings import Settings

S = Settings.next_to(__file__)


def score_shard(shard):
    src = embed(S.sentences // S.shards, S.dim, seed=100 + shard)
    tgt = embed(S.sentences, S.dim, seed=7)
    return float((margin_scores(src, tgt, S.k) > 1.06).float().mean())


def main():
    src = embed(S.sentences, S.dim, seed=1)
    print(f"{S.pair}: {S.sentences} sentences, dim {S.dim}, norm check {float(src[0].norm()):.3f}")
    with tmp.Pool(S.workers) as pool:
        kept = pool.map(score_shard, range(S.shards))
    print("kept fraction per shard:", [round(k, 3) for k in kept])


if __name__ == "__main__":
    main()
