"""``logging``: a record at a level (its message is rendered, and its arguments' ``__str__`` run, where the
level shows) and ``basicConfig(level=...)``, which sets the root logger's level."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Const, Qualified, Val

LIBRARY = "logging"

# A logger's methods and the level each records at (``log(level, ...)`` names its own).
LOG_LEVELS = {"debug": 10, "info": 20, "warning": 30, "warn": 30, "error": 40, "exception": 40, "critical": 50,
              "fatal": 50, "log": 0}


def log_level(value: Val) -> Optional[int]:
    """``logging.INFO``, ``20`` or ``"INFO"`` as a number; None where fixmp cannot read it."""
    name = value.name.rpartition(".")[2] if isinstance(value, Qualified) else \
        value.value if isinstance(value, Const) and isinstance(value.value, str) else None
    if isinstance(value, Const) and isinstance(value.value, int) and not isinstance(value.value, bool):
        return value.value
    levels = {"DEBUG": 10, "INFO": 20, "WARNING": 30, "WARN": 30, "ERROR": 40, "CRITICAL": 50, "FATAL": 50,
              "NOTSET": 0}
    return levels.get(name.upper()) if name is not None else None


def _logged_at(method: str) -> Model:
    def model(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        evaluation.logged(method, args, node)
        return Const(None)
    return model


def _basic_config(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if "level" not in kwargs:
        return None
    evaluation.log_level = log_level(kwargs["level"])
    return Const(None)


MODELS: Dict[str, Model] = {
    **{f"logging.{method}": _logged_at(method) for method in LOG_LEVELS},
    "logging.basicConfig": _basic_config,
}
