import torch.multiprocessing as mp

import hparams
from workers import train

print("launching", hparams.WORLD_SIZE, "workers")
mp.spawn(train, args=(hparams.STEPS,), nprocs=hparams.WORLD_SIZE)
print("all ranks done")
