import multiprocessing as mp

import hparams
from workers import train

ctx = mp.get_context("fork")
procs = [ctx.Process(target=train, args=(r, hparams.STEPS)) for r in range(hparams.WORLD_SIZE)]
for p in procs:
    p.start()
for p in procs:
    p.join()
print("all ranks done")
