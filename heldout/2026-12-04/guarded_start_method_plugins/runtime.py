import torch.multiprocessing as mp


def ensure_start_method(method="spawn"):
    current = mp.get_start_method(allow_none=True)
    if current is None:
        mp.set_start_method(method)
    return mp.get_start_method()
