from citations import CitationIndex


def main():
    with CitationIndex(n_docs=50000, dim=64, workers=2) as index:
        index.build()
        print("cited-by counts:", index.cited_by(n_queries=4))


if __name__ == "__main__":
    main()
