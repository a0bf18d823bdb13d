import torch


def pick_device():
    if torch.cuda.is_available():
        dev = torch.device("cuda")
        torch.ones(1, device=dev)
        torch.cuda.synchronize()
        return dev
    return torch.device("cpu")
