from corpus import load_corpus
from scoring import score_chunks


def main():
    corpus = load_corpus()
    print("corpus tokens:", corpus.numel(), "mean id:", round(float(corpus.mean()), 1))
    print("chunks:", score_chunks(range(4)))


if __name__ == "__main__":
    main()
