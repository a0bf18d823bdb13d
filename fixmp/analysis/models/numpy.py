"""``numpy``: the arrays its functions make, by their shapes (numpy's kernels are not torch's: none is work)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, NamedModel
from fixmp.analysis.shapes import numpy_call
from fixmp.analysis.values import Val

LIBRARY = "numpy"


def _array_made(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                node: cst.CSTNode) -> Optional[Val]:
    return numpy_call(name, args, kwargs)


BY_MODULE: Dict[str, NamedModel] = {"numpy.": _array_made}
