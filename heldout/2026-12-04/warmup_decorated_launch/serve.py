from multiprocessing import Pool

from jobs import encode
from warm import with_warmup

ROWS, DIM = 2048, 512


@with_warmup(rows=ROWS, dim=DIM)
def launch(seeds, workers=2):
    with Pool(workers) as pool:
        return pool.starmap(encode, [(s, 256, DIM) for s in seeds])
