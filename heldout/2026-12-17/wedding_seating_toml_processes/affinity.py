"""Guest-to-guest affinity from RSVP survey answers."""
import torch


def survey(guests, traits, seed=5):
    gen = torch.Generator().manual_seed(seed)
    return torch.rand(guests, traits, generator=gen)


def affinity_matrix(answers):
    return answers @ answers.T
