from .factory import MODEL_REGISTRY, create
from . import gcn  # noqa: F401
