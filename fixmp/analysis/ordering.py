"""How the program run orders the values it knows: what ``heapq.heappop``, a ``PriorityQueue``'s ``get``,
``sorted`` and ``sched`` take first (numbers, strings, readings of the program's clock, tuples item by
item, a dataclass by its first field)."""

from __future__ import annotations

from typing import Any, List, Optional, cast

from fixmp.analysis.values import ClockReading, Const, Foreign, Instance, Seq, Val

# The program's clocks (``time.monotonic()``): what ``sched`` events are timed from.
CLOCKS = ("time.monotonic", "time.time", "time.perf_counter")


def least_position(items: List[Val]) -> Optional[int]:
    """Where the least of ``items`` is (what ``heappop`` or a ``PriorityQueue``'s ``get`` takes), where each
    item's order is known; None otherwise."""
    keys = [order_key(item) for item in items]
    if None in keys or len({type(key) for key in keys}) > 1:
        return None
    try:
        return min(range(len(keys)), key=lambda position: cast(Any, keys[position]))
    except TypeError:
        return None  # tuples whose items of one place differ in type (2 against "a")


def order_key(value: Val) -> Optional[object]:
    """How ``value`` sorts, where fixmp knows it: a number or a string, or a dataclass's first field."""
    if isinstance(value, Const) and isinstance(value.value, (int, float, str)) and not isinstance(value.value, bool):
        return value.value
    if isinstance(value, Foreign) and value.name.startswith(CLOCKS):
        # ``start + 2`` against ``start``: readings of the program's clock, ordered by their offsets.
        return value.offset if isinstance(value, ClockReading) else 0.0
    if isinstance(value, Instance) and value.attributes:
        first = next(iter(value.attributes.values()))
        return order_key(first) if isinstance(first, Const) else None
    if isinstance(value, Seq) and value.complete and value.items:
        # A tuple ``(priority, job, arg)``: ordered item by item.
        keys = [order_key(item) for item in value.items]
        return None if None in keys else tuple(keys)
    return None
