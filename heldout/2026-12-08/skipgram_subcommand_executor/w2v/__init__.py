from .vocab import subsample_keep_prob
from .train import train_shards
