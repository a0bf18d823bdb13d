"""``torch.nn.init``: each fills the tensor it is handed in place and returns it; ``orthogonal_`` is a QR
decomposition (parallel work), and the fills of a constant are work past the grain."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, NamedModel
from fixmp.analysis.values import UNKNOWN, Val

LIBRARY = "torch.nn.init"


def _initialised(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                 node: cst.CSTNode) -> Optional[Val]:
    short = name.rpartition(".")[2]
    if short == "orthogonal_":
        evaluation.work("torch.nn.init.orthogonal_", node)
    if short in ("zeros_", "ones_", "constant_", "eye_") and args:
        evaluation.over_grain(args[0], f"torch.nn.init.{short}", node)
    return args[0] if args else UNKNOWN


BY_MODULE: Dict[str, NamedModel] = {"torch.nn.init.": _initialised}
