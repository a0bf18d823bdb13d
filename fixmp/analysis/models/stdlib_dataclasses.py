"""``dataclasses``: ``@dataclass`` leaves the class as it was (its fields are read where it is constructed);
``@dataclass(...)`` is the decorator, named by its qualified name."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Qualified, Val

LIBRARY = "dataclasses"


def _dataclass(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return args[0] if args else Qualified("dataclasses.dataclass")


MODELS: Dict[str, Model] = {
    "dataclasses.dataclass": _dataclass,
}
