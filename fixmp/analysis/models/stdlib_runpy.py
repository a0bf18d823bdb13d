"""``runpy``: ``run_path`` runs a file of the project as a script, in globals that start with ``init_globals``."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Val

LIBRARY = "runpy"


def _run_path(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if not args:
        return None
    return evaluation.run_path(args[0], kwargs.get("init_globals", args[1] if len(args) > 1 else None), node)


MODELS: Dict[str, Model] = {
    "runpy.run_path": _run_path,
}
