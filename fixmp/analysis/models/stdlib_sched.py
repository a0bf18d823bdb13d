"""``sched``: a scheduler of the program's events (``enter``, ``run``: ``fixmp.analysis.effects``' methods
of a ``SchedulerVal``)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import SchedulerVal, Val

LIBRARY = "sched"


def _scheduler(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return SchedulerVal()


MODELS: Dict[str, Model] = {
    "sched.scheduler": _scheduler,
}
