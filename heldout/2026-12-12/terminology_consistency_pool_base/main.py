from consistency import ConsistencyJob, term_vectors

GLOSSARY_TERMS = 512
DOCUMENTS = [101, 102, 103, 104]


def main():
    glossary = term_vectors(0, GLOSSARY_TERMS)
    overlap = (glossary @ glossary.T).fill_diagonal_(0).max()
    print(f"glossary max cross-similarity {float(overlap):.3f}")
    for doc, score in ConsistencyJob(glossary).run(DOCUMENTS):
        print(f"doc {doc}: consistency {score:.4f}")


if __name__ == "__main__":
    main()
