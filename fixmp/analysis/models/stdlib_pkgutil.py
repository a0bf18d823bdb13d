"""``pkgutil``: ``iter_modules(folders, prefix)`` lists the project's modules in those folders (a plugin
registry importing each)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Const, Val

LIBRARY = "pkgutil"


def _iter_modules(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if not args:
        return None
    return evaluation.listed_modules(args[0], kwargs.get("prefix", args[1] if len(args) > 1 else Const("")))


MODELS: Dict[str, Model] = {
    "pkgutil.iter_modules": _iter_modules,
}
