import functools
import random

import numpy as np
import torch
from torch.utils.data import DataLoader


def seed_worker(worker_id, base_seed):
    seed = base_seed + worker_id
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def make_loader(dataset, batch_size=2, num_workers=2, base_seed=1234):
    return DataLoader(dataset, batch_size=batch_size, num_workers=num_workers,
                      worker_init_fn=functools.partial(seed_worker, base_seed=base_seed))
