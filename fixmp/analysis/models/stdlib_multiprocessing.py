"""``multiprocessing``'s pools of threads (``multiprocessing.pool.ThreadPool``, ``multiprocessing.dummy.Pool``),
which start no process. Its processes, pools, contexts and start methods are the program run's own subject,
read in ``fixmp.analysis.effects`` (``library_call`` and ``starts``)."""

from __future__ import annotations

from typing import Dict

from fixmp.analysis.models.evaluation import Model
from fixmp.analysis.models.stdlib_concurrent_futures import thread_pool

LIBRARY = "multiprocessing"

MODELS: Dict[str, Model] = {
    "multiprocessing.pool.ThreadPool": thread_pool,
    "multiprocessing.dummy.Pool": thread_pool,
}
