"""``copy``: a shallow or deep copy of a value (the program run's ``copied``)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Val

LIBRARY = "copy"


def _copy(deep: bool) -> Model:
    def model(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        return evaluation.copied(args[0], deep, node) if args else None
    return model


MODELS: Dict[str, Model] = {
    "copy.copy": _copy(deep=False),
    "copy.deepcopy": _copy(deep=True),
}
