import torch


def select_device():
    if not torch.cuda.is_available():
        return "cpu"
    probe = torch.zeros(1, device="cuda")
    torch.cuda.synchronize()
    del probe
    return "cuda"
