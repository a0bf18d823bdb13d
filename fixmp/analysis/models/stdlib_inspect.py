"""``inspect``: a module's members (a test harness running every ``check_*`` function in order) and a
function's signature (a dependency injector building a constructor's arguments from their types)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import (
    MAX_ITEMS,
    UNKNOWN,
    Arguments,
    ClassVal,
    Const,
    FunctionVal,
    MappingVal,
    ModuleVal,
    Qualified,
    Seq,
    Val,
)

LIBRARY = "inspect"

# ``inspect.getmembers(module, inspect.isfunction)``: what each predicate keeps.
MEMBER_PREDICATES = {"inspect.isfunction": (FunctionVal,), "inspect.isroutine": (FunctionVal,),
                     "inspect.isclass": (ClassVal,)}


def _members(module: ModuleVal, predicate: Optional[Val]) -> Val:
    """A project module's top-level names and what they are bound to, sorted by name, as
    ``inspect.getmembers`` lists them (a test harness running every ``check_*`` function in order)."""
    if predicate is not None and not (isinstance(predicate, Qualified) and predicate.name in MEMBER_PREDICATES):
        return UNKNOWN
    kinds = MEMBER_PREDICATES[predicate.name] if predicate is not None else None
    members = sorted((name, value) for name, value in module.scope.values.items()
                     if kinds is None or isinstance(value, kinds))
    return Seq([Seq([Const(name), value]) for name, value in members[:4 * MAX_ITEMS]],
               len(members) <= 4 * MAX_ITEMS)


def _getmembers(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if not args or not isinstance(args[0], ModuleVal):
        return None
    return _members(args[0], args[1] if len(args) > 1 else kwargs.get("predicate"))


def _signature(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if not args or not isinstance(args[0], FunctionVal):
        return None
    # ``inspect.signature(cls.__init__).parameters``: each parameter's name and annotation (a
    # dependency injector building a constructor's arguments from their types).
    return Arguments({"parameters": MappingVal(dict(evaluation.annotations_of(args[0])))}, parser=False)


MODELS: Dict[str, Model] = {
    "inspect.getmembers": _getmembers,
    "inspect.signature": _signature,
}
