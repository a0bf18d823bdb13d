"""``torch.nn.functional``'s resizes, convolutions and linear map, reached by their short names (``torch.conv2d``
and ``torch.nn.functional.conv2d`` alike): each is work by the sizes of what it makes."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, NamedModel
from fixmp.analysis.shapes import convolved, interpolated
from fixmp.analysis.values import UNKNOWN, Tensor, Val

LIBRARY = "torch.nn.functional"


def _interpolated(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                  node: cst.CSTNode) -> Optional[Val]:
    if not args or not isinstance(args[0], Tensor):
        return None
    # Measured: parallel once its output passes the grain (64x64 scaled by 3 bilinearly, 100x100 by 2
    # bicubically do; 64x64 by 2 does not), whatever the mode.
    resized = interpolated(args[0], kwargs.get("size", args[1] if len(args) > 1 else None),
                           kwargs.get("scale_factor", args[2] if len(args) > 2 else None))
    evaluation.over_grain(resized, "an interpolate's output", node)
    return resized


def _convolved(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
               node: cst.CSTNode) -> Optional[Val]:
    if not args or not isinstance(args[0], Tensor):
        return None
    short = name.rpartition(".")[2]
    evaluation.work(f"torch.nn.functional.{short}", node)
    return Tensor(convolved(args[0], args[1] if len(args) > 1 else kwargs.get("weight", UNKNOWN), int(short[4]), kwargs))


def _linear(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
            node: cst.CSTNode) -> Optional[Val]:
    if len(args) < 2 or not isinstance(args[1], Tensor) or not args[1].shape:
        return None
    return evaluation.matmul(args[0], Tensor(tuple(reversed(args[1].shape))), node)


BY_SHORT_NAME: Dict[str, NamedModel] = {
    "torch*.interpolate": _interpolated,
    "torch*.upsample": _interpolated,
    "torch*.conv1d": _convolved,
    "torch*.conv2d": _convolved,
    "torch*.conv3d": _convolved,
    "torch*.linear": _linear,
}
