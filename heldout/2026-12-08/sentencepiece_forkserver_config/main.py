import torch

from spm import TrainerConfig, count_shards, piece_counts


def main():
    cfg = TrainerConfig()
    g = torch.Generator().manual_seed(0)
    corpus = torch.randint(0, cfg.vocab_size, (cfg.corpus_tokens,), generator=g)
    seed_counts = piece_counts(corpus, cfg.vocab_size)
    print("seed vocabulary covers", int((seed_counts > 0).sum()), "pieces")
    for seed, score in count_shards(cfg, range(4)):
        print("shard", seed, "score", score)


if __name__ == "__main__":
    main()
