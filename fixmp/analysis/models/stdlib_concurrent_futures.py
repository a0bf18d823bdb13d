"""``concurrent.futures``: a pool of threads (each task runs on one of its threads, where it is handed),
``as_completed`` over the futures the program holds, and a pool of processes made through a value that holds
its class."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Seq, ThreadPoolVal, Val

LIBRARY = "concurrent.futures"


def thread_pool(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return ThreadPoolVal()


def pool_made(name: str) -> Model:
    """The model of the pool or executor class ``name`` (``ProcessPoolExecutor``, ``multiprocessing.Pool``): one
    made by calling a value that holds the class, where no start site of the program names it."""
    def made(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        return evaluation.pool_made(name, kwargs, node)
    return made


def _as_completed(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                  node: cst.CSTNode) -> Optional[Val]:
    return args[0] if args and isinstance(args[0], Seq) else None


MODELS: Dict[str, Model] = {
    "concurrent.futures.ThreadPoolExecutor": thread_pool,
    "concurrent.futures.thread.ThreadPoolExecutor": thread_pool,
    "concurrent.futures.as_completed": _as_completed,
    "concurrent.futures.ProcessPoolExecutor": pool_made("concurrent.futures.ProcessPoolExecutor"),
    "concurrent.futures.process.ProcessPoolExecutor": pool_made("concurrent.futures.process.ProcessPoolExecutor"),
}
