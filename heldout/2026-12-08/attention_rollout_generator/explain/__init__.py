from .rollout import attention_rollout, RolloutSettings
from .batched import iter_rollouts
