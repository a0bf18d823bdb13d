"""``pickle``: a value cached as bytes (at import, loaded later) keeps its shapes through ``loads``."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Pickled, Val

LIBRARY = "pickle"


def _dumps(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return Pickled(args[0]) if args else None


def _loads(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return args[0].value if args and isinstance(args[0], Pickled) else None


MODELS: Dict[str, Model] = {
    "pickle.dumps": _dumps,
    "pickle.loads": _loads,
}
