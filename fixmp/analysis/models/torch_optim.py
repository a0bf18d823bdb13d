"""``torch.optim``: an optimizer holds the tensors it is handed (its ``step`` is work by their sizes); its
learning-rate schedulers and helpers are not modelled."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, NamedModel
from fixmp.analysis.values import UNKNOWN, MappingVal, Optimizer, Seq, Tensor, Val

LIBRARY = "torch.optim"


def parameters_in(params: Val) -> List[Optional[Tensor]]:
    """The tensors an optimizer is handed: ``model.parameters()``, a list of tensors, or parameter
    groups (``[{"params": ..., "lr": ...}]``); None for each fixmp cannot size."""
    if isinstance(params, Seq):
        tensors: List[Optional[Tensor]] = []
        for item in params.items:
            if isinstance(item, MappingVal):
                tensors += parameters_in(item.items.get("params", UNKNOWN))
            else:
                tensors.append(item if isinstance(item, Tensor) else None)
        return tensors if params.complete else tensors + [None]
    return [None]


def _optimizer(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
               node: cst.CSTNode) -> Optional[Val]:
    if not name.rpartition(".")[2][:1].isupper() or "lr_scheduler" in name:
        return None
    return Optimizer(parameters_in(args[0] if args else kwargs.get("params", UNKNOWN)))


BY_MODULE: Dict[str, NamedModel] = {"torch.optim.": _optimizer}
