"""Grooming route planner: piste graph embedding and route scoring."""
import torch
from torch import nn

EMBED_DIM = 512
PISTES = 384


def piste_embedding(seed=5):
    torch.manual_seed(seed)
    table = torch.empty(EMBED_DIM, EMBED_DIM)
    nn.init.orthogonal_(table)          # keeps groomer headings decorrelated
    return table[:PISTES]


def score_route(args):
    route_id, legs = args
    heading = torch.tanh(legs.T @ legs)
    return route_id, float(heading.diagonal().sum())
