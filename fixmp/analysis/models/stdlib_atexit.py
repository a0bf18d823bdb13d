"""``atexit``: a function registered in the program run runs when its top level has finished, last
registered first, at the statement of the asking file that registered it."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import MAX_ITEMS, Val

LIBRARY = "atexit"


def _register(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if not args:
        return None
    if evaluation.running_program and not evaluation.muted and evaluation.home_statements \
            and len(evaluation.at_exit) < MAX_ITEMS:
        evaluation.at_exit.append((args[0], list(args[1:]), dict(kwargs), evaluation.home_statements[-1]))
    return args[0]  # (``@atexit.register`` leaves the function as it was)


MODELS: Dict[str, Model] = {
    "atexit.register": _register,
}
