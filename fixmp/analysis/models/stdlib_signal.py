"""``signal``: handlers the program registers and signals it raises at itself (a handler runs at once, on the
main thread, where the program sends the signal to its own process)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import UNKNOWN, Const, FunctionVal, Instance, PartialVal, Qualified, Val

LIBRARY = "signal"


def signal_key(signal: Val) -> Optional[str]:
    """A signal as ``signal.signal`` and ``os.kill`` name it: ``signal.SIGUSR1``, or its number."""
    if isinstance(signal, Qualified):
        return signal.name.rpartition(".")[2]
    if isinstance(signal, Const) and isinstance(signal.value, int):
        return str(signal.value)
    return None


def raised(evaluation: Evaluation, signal: Val, node: cst.CSTNode) -> Val:
    """The process sends ``signal`` to itself: the handler the program registered for it runs now."""
    handler = evaluation.signal_handlers.get(signal_key(signal) or "")
    if handler is not None:
        evaluation.call(handler, [signal, Const(None)], {}, node)  # it runs now, on the main thread
    return Const(None)


def _signal(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if len(args) != 2:
        return None
    # A handler the program runs itself (``os.kill(os.getpid(), SIGUSR1)``): kept by its signal.
    key = signal_key(args[0])
    if key is not None and isinstance(args[1], (FunctionVal, PartialVal, Instance)):
        evaluation.signal_handlers[key] = args[1]
    return UNKNOWN


def _raise_signal(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return raised(evaluation, args[-1], node) if len(args) == 1 else None


MODELS: Dict[str, Model] = {
    "signal.signal": _signal,
    "signal.raise_signal": _raise_signal,
}
