"""``queue``: a queue of jobs between the program's own threads or functions, as a list taken from in order."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Seq, Val

LIBRARY = "queue"

# The standard library's queues, by which item ``get()`` takes.
QUEUE_CLASSES = {"queue.Queue": "fifo", "queue.SimpleQueue": "fifo", "queue.LifoQueue": "lifo",
                 "queue.PriorityQueue": "priority"}


def _queue(taken: str) -> Model:
    def model(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        return Seq([], True, taken=taken)
    return model


MODELS: Dict[str, Model] = {name: _queue(taken) for name, taken in QUEUE_CLASSES.items()}
