from .glue import make_split, length_stats
