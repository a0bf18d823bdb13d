"""Reach plugin: projects every pending container move onto the crane reach basis."""
import torch

NAME = "reach"


def run(state):
    cfg = state["cfg"]
    gen = torch.Generator().manual_seed(7)
    moves = torch.rand(cfg["moves"], cfg["features"], generator=gen)
    basis = torch.rand(cfg["features"], cfg["features"], generator=gen) / cfg["features"]
    state["reach"] = moves @ basis
    print(f"  projected {moves.shape[0]} moves")
