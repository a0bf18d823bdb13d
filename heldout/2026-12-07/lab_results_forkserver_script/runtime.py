import torch.multiprocessing as mp


def use_forkserver():
    mp.set_start_method("forkserver", force=True)
    return mp
