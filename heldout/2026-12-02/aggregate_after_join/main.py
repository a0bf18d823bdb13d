import multiprocessing

from merge import average_weights
from shards import train_shard


def main():
    with multiprocessing.Pool(2) as pool:
        weights = pool.map(train_shard, range(2))
    merged = average_weights(weights)
    check = merged @ merged.T
    print("merged:", tuple(merged.shape), "trace sign:", float(check.trace()) > 0)


if __name__ == "__main__":
    main()
