from torch.utils.data import DataLoader

from dataset import MixedPatchDataset


def seed_worker(worker_id):
    import random
    random.seed(worker_id)


def make_loader(batch_size=4, workers=2):
    return DataLoader(MixedPatchDataset(), batch_size=batch_size, num_workers=workers,
                      worker_init_fn=seed_worker, shuffle=False)
