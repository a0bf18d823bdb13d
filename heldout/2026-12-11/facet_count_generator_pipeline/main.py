from pipeline import facet_counts, normalized
from shards import product_shards

N_FACETS = 64


def main():
    stream = normalized(product_shards(n_shards=3, rows=20000, dim=N_FACETS))
    counts = facet_counts(stream)
    print("products per facet (shard 0):", counts[0][:8])


if __name__ == "__main__":
    main()
