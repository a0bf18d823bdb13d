import torch.multiprocessing as tmp

SETTINGS = {}


def setup(cfg):
    tmp.set_start_method(cfg["start_method"])
    SETTINGS.update(cfg)


def summarise(rows):
    return ", ".join(f"rack {r}: {d} days" for r, d in rows)
