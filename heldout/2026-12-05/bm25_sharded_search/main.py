import torch

from index import BM25Index
from search import search_all
from settings import SearchSettings


def main():
    s = SearchSettings.load()
    g = torch.Generator().manual_seed(0)
    corpus = torch.randint(0, s.vocab, (s.docs, s.doc_len), generator=g)
    index = BM25Index(s).fit(corpus)
    print(search_all(index, s))


if __name__ == "__main__":
    main()
