import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from feats.mfcc import frame_energy

ctx = mp.get_context("spawn")
with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
    for seed, e in ex.map(frame_energy, range(4)):
        print(seed, round(e, 3))
