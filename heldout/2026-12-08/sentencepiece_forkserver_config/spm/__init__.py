from .config import TrainerConfig
from .counts import piece_counts, count_shards
