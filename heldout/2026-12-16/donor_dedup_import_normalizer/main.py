import torch.multiprocessing as tmp

from features import NORMALIZER, donor_matrix
from dedup import near_duplicates


if __name__ == "__main__":
    donors = (donor_matrix(4096) - NORMALIZER["mean"]) / NORMALIZER["std"]
    shards = list(donors.chunk(4))
    with tmp.Pool(2) as pool:
        counts = pool.map(near_duplicates, shards)
    print("near-duplicate donor pairs per shard", counts)
