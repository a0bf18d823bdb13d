"""``importlib``: ``import_module("pkg.plugins.resnet")`` imports as the import statement does (a plugin
registry's modules run their import-time code)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Const, Val

LIBRARY = "importlib"


def _import_module(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                   node: cst.CSTNode) -> Optional[Val]:
    if not (args and isinstance(args[0], Const) and isinstance(args[0].value, str)
            and not args[0].value.startswith(".")):
        return None
    return evaluation.imported_by_name(args[0].value, node)


MODELS: Dict[str, Model] = {
    "importlib.import_module": _import_module,
}
