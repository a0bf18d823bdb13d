from .base import Featurizer, REGISTRY
from . import coulomb  # noqa: F401  (registers its subclasses)
