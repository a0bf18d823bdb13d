"""``typing``: ``get_type_hints(function)``, each parameter's annotation by its name."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Arguments, FunctionVal, MappingVal, Val

LIBRARY = "typing"


def _get_type_hints(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                    node: cst.CSTNode) -> Optional[Val]:
    if not args or not isinstance(args[0], FunctionVal):
        return None
    annotated = evaluation.annotations_of(args[0])
    return MappingVal({key: parameter.values["annotation"] for key, parameter in annotated.items()
                       if isinstance(parameter, Arguments)})


MODELS: Dict[str, Model] = {
    "typing.get_type_hints": _get_type_hints,
}
