"""``itertools``: the helpers that call a function they are handed on each item of an iterable, as rows of
data (``APPLIES_TO_EACH_ITEM``: parent work inside ``itertools.starmap(prep, shapes)`` is the parent's
work, as the same list comprehension's is), and ``chain``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import MAX_ITEMS, UNKNOWN, Seq, Val

LIBRARY = "itertools"


@dataclass(frozen=True)
class AppliesToEachItem:
    function: int  # the position of the function among the call's arguments
    items: int  # the position of the iterable
    spread: bool  # each item is a tuple of arguments (``starmap``), not one argument


APPLIES_TO_EACH_ITEM: Dict[str, AppliesToEachItem] = {
    "itertools.starmap": AppliesToEachItem(function=0, items=1, spread=True),
    "itertools.filterfalse": AppliesToEachItem(function=0, items=1, spread=False),
    "itertools.takewhile": AppliesToEachItem(function=0, items=1, spread=False),
    "itertools.dropwhile": AppliesToEachItem(function=0, items=1, spread=False),
}


def _applies_to_each_item(applier: AppliesToEachItem) -> Model:
    """Called on the items in order where fixmp holds them (at most ``MAX_ITEMS``), else once on an unknown
    item; what it gives back is not known item by item (a predicate's helpers keep or drop items)."""
    def model(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        if len(args) <= max(applier.function, applier.items):
            return None
        function, items = args[applier.function], args[applier.items]
        rows = items.items[:MAX_ITEMS] if isinstance(items, Seq) and items.items else [UNKNOWN]
        for row in rows:
            if applier.spread:
                evaluation.call(function, list(row.items) if isinstance(row, Seq) else [], {}, node)
            else:
                evaluation.call(function, [row], {}, node)
        return Seq([UNKNOWN], False)
    return model


def _chain(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    chained = [arg for arg in args if isinstance(arg, Seq)]
    if not args or len(chained) != len(args):
        return None
    # ``chain([first], items)`` after peeking the first item: the items in order.
    return Seq([item for arg in chained for item in arg.items], all(arg.complete for arg in chained))


MODELS: Dict[str, Model] = {
    **{name: _applies_to_each_item(applier) for name, applier in APPLIES_TO_EACH_ITEM.items()},
    "itertools.chain": _chain,
}
