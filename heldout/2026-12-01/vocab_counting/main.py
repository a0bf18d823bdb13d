import multiprocessing as mp

import config
import tables
from count import count_tokens

DOCS = ["the cat sat on the mat", "a dog and a cat", "tensors all the way down", "fork then hang"]

if __name__ == "__main__":
    print("table", tables.FREQ.numel())
    with mp.Pool(config.NUM_PROCS) as pool:
        print(pool.map(count_tokens, DOCS))
