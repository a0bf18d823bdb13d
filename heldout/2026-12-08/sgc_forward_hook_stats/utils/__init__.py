from .hooks import attach_stats
from .graph import random_adjacency
