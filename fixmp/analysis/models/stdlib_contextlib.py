"""``contextlib``: an ``ExitStack`` of the managers entered into it, a generator function made a manager,
and ``closing(thing)``, which is the thing in its ``with``."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import ExitStackVal, FunctionVal, ManagerFactory, Val

LIBRARY = "contextlib"


def _exit_stack(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return ExitStackVal() if not args else None


def _contextmanager(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                    node: cst.CSTNode) -> Optional[Val]:
    return ManagerFactory(args[0]) if args and isinstance(args[0], FunctionVal) else None


def _closing(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return args[0] if args else None  # ``with closing(Pool(2)) as pool``: the pool


MODELS: Dict[str, Model] = {
    "contextlib.ExitStack": _exit_stack,
    "contextlib.contextmanager": _contextmanager,
    "contextlib.closing": _closing,
}
