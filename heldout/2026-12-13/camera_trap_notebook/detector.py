"""Classifier head outputs for camera-trap images (stand-in for a MegaDetector + species head)."""
import torch


def load_logits(n_images, n_species, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(n_images, n_species, generator=g)


def species_softmax(logits, temperature):
    return torch.softmax(logits / temperature, dim=1)
