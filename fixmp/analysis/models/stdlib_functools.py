"""``functools``: partials, folds, single dispatch and the decorators that memoize or leave a function as it
was. ``lru_cache(maxsize=...)`` and ``wraps(...)`` return a decorator, named by what it does
(``MADE``); calling it with the function is modelled here too."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import MAX_ITEMS, UNKNOWN, Const, Dispatch, FunctionVal, PartialVal, Qualified, Seq, Val

LIBRARY = "functools"

MEMOIZING_DECORATOR = "memoizing-decorator"
IDENTITY_DECORATOR = "identity-decorator"
# The decorators the models return, as values named by what they do, not by a library's name.
MADE = (MEMOIZING_DECORATOR, IDENTITY_DECORATOR)


def _singledispatch(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                    node: cst.CSTNode) -> Optional[Val]:
    return Dispatch(args[0]) if args and isinstance(args[0], FunctionVal) else None


def _reduce(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if len(args) < 2 or not isinstance(args[1], Seq):
        return None
    items = list(args[1].items[:MAX_ITEMS])
    folded = args[2] if len(args) > 2 else (items.pop(0) if items else UNKNOWN)
    for item in items:  # ``reduce(torch.matmul, mats)``: the function on each pair, in order
        folded = evaluation.call(args[0], [folded, item], {}, node)
    return folded


def _partial(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return PartialVal(args[0], args[1:], kwargs) if args else None


def _memoized(args: List[Val]) -> Optional[Val]:
    """``lru_cache(f)`` / ``cache(f)`` / ``lru_cache(maxsize=None)(f)``: memoized (``maxsize=0`` caches
    nothing: that one is the identity decorator)."""
    if not args or not isinstance(args[0], FunctionVal):
        return None
    function = args[0]
    return FunctionVal(function.scope, function.node, function.closure, function.bound, function.owner,
                       function.attributes, function.static, memo={})


def _lru_cache(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    memoized = _memoized(args)
    if memoized is not None:
        return memoized
    size = kwargs.get("maxsize", args[0] if args else None)
    caches = not (isinstance(size, Const) and size.value == 0)
    return Qualified(MEMOIZING_DECORATOR if caches else IDENTITY_DECORATOR)


def _cache(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    memoized = _memoized(args)
    if memoized is not None:
        return memoized
    return args[0] if args else UNKNOWN


def _memoizing_decorator(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                         node: cst.CSTNode) -> Optional[Val]:
    return _memoized(args)


def _wraps(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return Qualified(IDENTITY_DECORATOR)


def _identity_decorator(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                        node: cst.CSTNode) -> Optional[Val]:
    return args[0] if args else UNKNOWN


MODELS: Dict[str, Model] = {
    "functools.singledispatch": _singledispatch,
    "functools.reduce": _reduce,
    "functools.partial": _partial,
    "functools.lru_cache": _lru_cache,
    "functools.cache": _cache,
    "functools.wraps": _wraps,
    MEMOIZING_DECORATOR: _memoizing_decorator,
    IDENTITY_DECORATOR: _identity_decorator,
}
