from probe import Probe
from sorter import ShardSorter
from whitening import whitening_matrix

probe = Probe.neuropixels_like()


def main():
    w = whitening_matrix(probe.n_channels, probe.n_samples)
    print("whitening diag range:", float(w.diagonal().min()), float(w.diagonal().max()))
    statuses = ShardSorter(probe).run(n_shards=2)
    print("shard statuses:", statuses)


if __name__ == "__main__":
    main()
