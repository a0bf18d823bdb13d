import torch.multiprocessing as mp

from handoff import prepare_for_workers
from stats import global_histogram, local_moments


def main():
    hist = global_histogram()
    print("peak bin", int(hist.argmax()), "count", int(hist.max()))
    prepare_for_workers()
    with mp.Pool(2) as pool:
        for shard_id, m in pool.map(local_moments, range(4)):
            print(shard_id, m)


if __name__ == "__main__":
    main()
