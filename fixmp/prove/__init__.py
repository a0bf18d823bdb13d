"""Running programs on purpose: ``verify`` (the fixtures), ``fix --verify`` (a fix written only as a cure)
and ``run --fix``."""
