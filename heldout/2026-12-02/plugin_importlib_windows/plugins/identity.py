import torch

NAME = "identity"


def featurize(signal):
    return signal[:16].clone()
