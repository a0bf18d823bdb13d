import torch


def pick_device():
    if torch.cuda.is_available():
        probe = torch.ones(1, device="cuda")
        torch.cuda.synchronize()
        if float(probe.sum()) == 1.0:
            return "cuda"
    return "cpu"
