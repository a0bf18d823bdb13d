"""``torch.linalg`` and torch's decompositions and products (``torch.svd``, ``torch.einsum``...): parallel work
at the sizes models use (measured; counted as ``ParallelKnowledge`` counts them), and the factors ``qr`` gives."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, NamedModel
from fixmp.analysis.parallel import LINEAR_ALGEBRA as DECOMPOSITIONS
from fixmp.analysis.shapes import qr_factors
from fixmp.analysis.values import Const, Val

LIBRARY = "torch.linalg"

__all__ = ["DECOMPOSITIONS", "decomposed"]


def decomposed(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
               node: cst.CSTNode) -> Optional[Val]:
    """A decomposition or product (``torch.linalg.svd``, ``torch.einsum``): work; ``qr``'s factors. None where
    it gives what fixmp reads as the first tensor's method gives."""
    evaluation.work(name, node)
    if name.rpartition(".")[2] == "qr" and args:
        return qr_factors(args[0], kwargs.get("mode", args[1] if len(args) > 1 else Const("reduced")))
    return None


def _linalg(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
            node: cst.CSTNode) -> Optional[Val]:
    short = name.rpartition(".")[2]
    if short == "vector_norm" or short in DECOMPOSITIONS:
        return None  # (a norm of a vector is element-wise; a decomposition's own model read it by its short name)
    return decomposed(evaluation, name, args, kwargs, node)


BY_MODULE: Dict[str, NamedModel] = {"torch.linalg.": _linalg}
