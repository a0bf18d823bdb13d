"""``platform``: what the functions that name the platform return on Linux (``fixmp.knowledge.platform``'s
``LINUX_RESULTS``, called without arguments), so that a test of the platform is decided as on Linux."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Const, Val
from fixmp.knowledge.platform import LINUX_RESULTS

LIBRARY = "platform"


def _on_linux(result: str) -> Model:
    def model(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        return Const(result) if not args and not kwargs else None
    return model


MODELS: Dict[str, Model] = {name: _on_linux(result) for name, result in LINUX_RESULTS.items()}
