from .policy import AugmentPolicy, OPS
