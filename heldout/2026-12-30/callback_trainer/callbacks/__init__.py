from .base import Callback
from .export import AsyncExport
from .metrics import ValidationMetrics
