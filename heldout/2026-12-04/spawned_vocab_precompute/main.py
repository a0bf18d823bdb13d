import multiprocessing as mp

from precompute import codebook_in_subprocess
from quantize import quantize_shard


def main():
    codes = codebook_in_subprocess(mp.get_context("spawn"), n_codes=256)
    print("codebook", tuple(codes.shape))
    with mp.Pool(2) as pool:
        for shard_id, used in pool.starmap(quantize_shard, [(i, codes) for i in range(4)]):
            print(shard_id, used)


if __name__ == "__main__":
    main()
