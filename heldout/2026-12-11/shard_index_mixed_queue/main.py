from builder import IndexBuilder


def main():
    builder = IndexBuilder(n_shards=2, docs_per_shard=4000)
    print("shard sizes:", builder.build())


if __name__ == "__main__":
    main()
