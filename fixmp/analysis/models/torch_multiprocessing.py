"""``torch.multiprocessing``: ``multiprocessing`` with torch's reductions registered; its start method,
contexts, ``Process``, SemLock primitives and ``Pool`` are ``multiprocessing``'s (``stdlib_multiprocessing``)."""

from __future__ import annotations

from typing import Dict

from fixmp.analysis.models.evaluation import Model
from fixmp.analysis.models.stdlib_multiprocessing import starts_and_contexts

LIBRARY = "torch.multiprocessing"

MODELS: Dict[str, Model] = starts_and_contexts(LIBRARY)
