from .base import ShardedTask
from .rank import PersonalizedRankTask
