from functools import partial

from corpus import clause_vectors
from dedup import dedup_local, dedup_sharded
from fallback import first_that_fits

SETTINGS = {"clauses": 20000, "dim": 64, "budget_mb": 512, "shards": 2}


def main(settings=SETTINGS):
    vectors = clause_vectors(settings["clauses"], settings["dim"])
    dedup = first_that_fits(
        partial(dedup_local, budget_mb=settings["budget_mb"]),
        partial(dedup_sharded, n_shards=settings["shards"]),
    )
    print("near-duplicate pairs per shard:", dedup(vectors))


if __name__ == "__main__":
    main()
