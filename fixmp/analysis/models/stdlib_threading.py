"""``threading``: a ``Thread`` or ``Timer`` with what it will run (it runs at ``start()``)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import UNKNOWN, MappingVal, Seq, ThreadVal, Val

LIBRARY = "threading"


def _thread(timer: bool) -> Model:
    """``Thread(group, target, name, args, kwargs)``, ``Timer(interval, function, args, kwargs)``."""
    def model(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        target = kwargs.get("function" if timer else "target", args[1] if len(args) > 1 else None)
        handed = kwargs.get("args", args[2 if timer else 3] if len(args) > (2 if timer else 3) else Seq([]))
        keywords = kwargs.get("kwargs", args[3 if timer else 4] if len(args) > (3 if timer else 4) else MappingVal({}))
        if target is None or not isinstance(handed, Seq) or not isinstance(keywords, MappingVal):
            return UNKNOWN
        return ThreadVal(target, list(handed.items), {str(key): value for key, value in keywords.items.items()})
    return model


MODELS: Dict[str, Model] = {
    "threading.Thread": _thread(timer=False),
    "threading.Timer": _thread(timer=True),
}
