import torch


def pick():
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")
