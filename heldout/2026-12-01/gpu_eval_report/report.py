import torch


def header():
    return f"evaluating on {torch.cuda.get_device_name(0)}"
