import torch

from model import make_encoder


def encode_job(rank):
    enc = make_encoder()
    print(f"job {rank} ok", flush=True)
