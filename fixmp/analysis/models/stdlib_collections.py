"""``collections``: the containers programs keep jobs and settings in, as the lists and mappings they hold."""

from __future__ import annotations

from typing import Dict, List, Optional, Union, cast

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import UNKNOWN, Const, FunctionVal, MappingVal, PartialVal, Qualified, Seq, Val

LIBRARY = "collections"


def _deque(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    given = args[0] if args else kwargs.get("iterable")
    if given is None:
        return Seq([], True)
    return Seq(list(given.items), given.complete) if isinstance(given, Seq) else Seq([], False)


def _defaultdict(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                 node: cst.CSTNode) -> Optional[Val]:
    factory = args[0] if args else UNKNOWN
    return MappingVal({}, default=factory.name.rpartition(".")[2] if isinstance(factory, Qualified) else "dict",
                      factory=factory if isinstance(factory, (FunctionVal, PartialVal)) else None)


def _chain_map(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if not all(isinstance(arg, MappingVal) for arg in args):
        return None
    # ``ChainMap(overrides, settings, DEFAULTS)``: a key reads from the first mapping holding it.
    # (Read as one merged mapping: a write to the chain, which goes to the first, is rare in settings.)
    maps = cast(List[MappingVal], args)
    merged: Dict[Union[str, int], Val] = {}
    for mapping in reversed(maps):
        merged.update(mapping.items)
    return MappingVal(merged, all(mapping.complete for mapping in maps))


def _ordered_dict(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                  node: cst.CSTNode) -> Optional[Val]:
    if not args:
        return MappingVal({key: value for key, value in kwargs.items()})
    if len(args) == 1 and isinstance(args[0], Seq):
        pairs = [item.items for item in args[0].items if isinstance(item, Seq) and len(item.items) == 2]
        keyed = {pair[0].value: pair[1] for pair in pairs
                 if isinstance(pair[0], Const) and isinstance(pair[0].value, (str, int))}
        return MappingVal(keyed, args[0].complete and len(keyed) == len(args[0].items))
    return None


MODELS: Dict[str, Model] = {
    "collections.deque": _deque,
    "collections.defaultdict": _defaultdict,
    "collections.ChainMap": _chain_map,
    "collections.OrderedDict": _ordered_dict,
}
