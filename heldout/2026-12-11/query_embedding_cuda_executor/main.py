from embedder import QueryEmbedder


def main():
    emb = QueryEmbedder(dim=256)
    print("warm-up norm:", emb.warm_up())
    print("embedded chunks:", emb.embed_all(n_queries=4096, chunks=4))


if __name__ == "__main__":
    main()
