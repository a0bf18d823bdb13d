import torch

from config import CorpusConfig
from encode import encode_corpus
from subword import TOKENIZERS


def load_corpus_ids(cfg):
    g = torch.Generator().manual_seed(0)
    return torch.randint(0, cfg.vocab_size, (cfg.corpus_tokens,), generator=g)


def main():
    cfg = CorpusConfig()
    tokenizer = TOKENIZERS[cfg.tokenizer](cfg.vocab_size, cfg.keep_top)
    tokenizer.fit(load_corpus_ids(cfg))
    print("kept", len(tokenizer.kept))
    print("shards", encode_corpus(tokenizer, cfg))


if __name__ == "__main__":
    main()
