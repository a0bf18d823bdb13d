import torch

import separations


def worker_entry(ink, out):
    torch.set_num_threads(1)
    out.put((ink, separations.plate_density(ink)))
