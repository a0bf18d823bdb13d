"""``asyncio``: a coroutine of the program runs where it is called (what it returned is the future's
value); ``to_thread`` runs its function on a thread of its own."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import FutureVal, Seq, Val

LIBRARY = "asyncio"


def _to_thread(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if not args:
        return None
    return FutureVal(evaluation.run_on_a_thread(args[0], list(args[1:]), dict(kwargs), node))


def _run(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if not args:
        return None
    # (A coroutine of the program ran where it was called: this is what it returned.)
    return args[0].value if isinstance(args[0], FutureVal) else args[0]


def _scheduled(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    """``create_task``, ``ensure_future``, ``wait_for``: a future of what the coroutine returned."""
    if not args:
        return None
    return FutureVal(args[0]) if not isinstance(args[0], FutureVal) else args[0].value


def _gather(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return Seq([arg.value if isinstance(arg, FutureVal) else arg for arg in args], True)


MODELS: Dict[str, Model] = {
    "asyncio.to_thread": _to_thread,
    "asyncio.run": _run,
    "asyncio.create_task": _scheduled,
    "asyncio.ensure_future": _scheduled,
    "asyncio.wait_for": _scheduled,
    "asyncio.gather": _gather,
}
