from .popularity import popularity_distribution
from .workers import sample_epoch
