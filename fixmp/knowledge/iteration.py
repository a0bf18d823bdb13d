"""Standard-library helpers that call a function they are handed on each item of an iterable, as rows of
data: adding one is one entry here and its examples in the tests (the program run applies each the same
way, ``Effects.applied``). Parent work inside ``itertools.starmap(prep, shapes)`` is the parent's work, as
the same list comprehension's is."""

from dataclasses import dataclass
from typing import Dict


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
