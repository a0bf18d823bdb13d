import torch


def setup_device(cfg):
    torch.cuda.set_device(cfg["device_index"])
    return torch.device("cuda", cfg["device_index"])
