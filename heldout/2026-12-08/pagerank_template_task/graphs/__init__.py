from .generators import powerlaw_graph
from .ops import normalized_adjacency, pagerank
