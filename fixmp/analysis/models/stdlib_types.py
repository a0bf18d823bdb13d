"""``types``: a ``SimpleNamespace`` holds its keyword arguments as attributes, as ``argparse``'s namespace does."""

from __future__ import annotations

from typing import Dict

from fixmp.analysis.models.evaluation import Model
from fixmp.analysis.models.stdlib_argparse import namespace

LIBRARY = "types"

MODELS: Dict[str, Model] = {
    "types.SimpleNamespace": namespace,
}
