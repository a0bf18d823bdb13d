from encode import encode_corpus
from vocab import Tokenizer

DOCS = [
    "the quick brown fox jumps over the lazy dog",
    "multiprocessing with torch needs care",
    "forked children inherit the parent state",
    "deterministic outputs make checks easy",
]


def main():
    tok = Tokenizer()
    print("unk norm", round(tok.unk_vector.norm().item(), 4))
    for doc, sig in zip(DOCS, encode_corpus(tok, DOCS)):
        print(f"{sig:+.5f}  {doc}")


if __name__ == "__main__":
    main()
