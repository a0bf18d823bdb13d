import math

import torch

MAX_LEN = 1024
DIM = 64


def build_sinusoid(max_len=MAX_LEN, dim=DIM):
    pe = torch.zeros(max_len, dim)
    pos = torch.arange(max_len, dtype=torch.float32).unsqueeze(1)
    div = torch.exp(torch.arange(0, dim, 2, dtype=torch.float32) * (-math.log(10000.0) / dim))
    pe[:, 0::2] = torch.sin(pos * div)
    pe[:, 1::2] = torch.cos(pos * div)
    return pe


POS_TABLE = build_sinusoid()
