"""``heapq`` over a list: pushed at the end, and the least item popped, where each item's order is known
(``fixmp.analysis.ordering``): a scheduler running its jobs in order of their due time."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.ordering import least_position
from fixmp.analysis.values import MAX_ITEMS, UNKNOWN, Seq, Val

LIBRARY = "heapq"


def _heappush(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if not args or not isinstance(args[0], Seq):
        return None
    heap, pushed = args[0], args[1:]
    if pushed and len(heap.items) < 4 * MAX_ITEMS:
        heap.items.append(pushed[0])
    return UNKNOWN


def _heappop(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if not args or not isinstance(args[0], Seq):
        return None
    heap = args[0]
    if not heap.items:
        return UNKNOWN
    least = least_position(heap.items)
    if least is None:
        return UNKNOWN
    return heap.items.pop(least) if heap.complete and not evaluation.muted else heap.items[least]


MODELS: Dict[str, Model] = {
    "heapq.heappush": _heappush,
    "heapq.heappop": _heappop,
}
