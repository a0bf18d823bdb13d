import torch


def get_device(prefer="cuda"):
    if prefer == "cuda" and torch.cuda.is_available():
        return torch.device("cuda", 0)
    raise SystemExit("this example needs a CUDA device")
