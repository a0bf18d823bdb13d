from .structures import random_backbones, contact_maps
