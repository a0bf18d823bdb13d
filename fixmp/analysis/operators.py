"""What Python itself makes of the program run's values (``fixmp.analysis.effects``), where the run knows
them: truth, comparisons and arithmetic of constants, a string's pure methods, and the data a settings file
holds (JSON, TOML, INI options) as values and back. Each answer is ``None`` or ``UNKNOWN`` where a part is
not known: an undecided test must stay undecided."""

from __future__ import annotations

import re
from typing import Any, List, Optional

import libcst as cst

from fixmp.analysis.values import (
    MAX_ITEMS,
    UNKNOWN,
    ClassVal,
    Const,
    FunctionVal,
    Instance,
    Layer,
    MappingVal,
    ModuleVal,
    PoolVal,
    ProcessVal,
    Sentinel,
    Seq,
    Tensor,
    ThreadVal,
    UncertainConst,
    Val,
)

# Values that are objects the program made or imported: never ``None``.
NEVER_NONE = (Instance, ClassVal, FunctionVal, Tensor, Layer, PoolVal, ProcessVal, ModuleVal, Seq, MappingVal, ThreadVal,
              Sentinel)

# Methods of str, list, dict, set and queue objects: a call of one on a value fixmp cannot read runs no torch work.
# A string's methods whose result the run computes from constants (pure, bounded by their input).
STRING_METHODS = {"partition", "rpartition", "split", "rsplit", "strip", "lstrip", "rstrip", "lower", "upper",
                  "startswith", "endswith", "removeprefix", "removesuffix", "title", "capitalize", "casefold",
                  "replace", "zfill", "find", "rfind", "count", "isdigit", "isalpha", "isalnum", "isidentifier",
                  "format", "splitlines"}


# The largest text and the widest integer the run computes; past them a value is unknown (never built:
# ``X = X ** 64`` five times, ``"{:>999999999}".format(x)``, ``"0".zfill(10 ** 9)``).
MAX_TEXT = 4096
MAX_INT_BITS = 1024
# A format field with a width or precision of five digits or more, or one given by another field.
_WIDE_FORMAT = re.compile(r"\{[^{}]*(?:\d{5}|\{)")


def string_method(text: str, name: str, args: List[object]) -> Val:
    if len(text) > MAX_TEXT or any(isinstance(arg, str) and len(arg) > MAX_TEXT for arg in args):
        return UNKNOWN
    if not _bounded_string_result(text, name, args):
        return UNKNOWN
    try:
        result = getattr(text, name)(*args)
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError):
        # ``"{normalization}".format()``: the program's own text, which would raise there too.
        return UNKNOWN
    if isinstance(result, str) and len(result) > MAX_TEXT:
        return UNKNOWN
    if isinstance(result, (str, bool, int)):
        return Const(result)
    if isinstance(result, (tuple, list)) and all(isinstance(part, str) for part in result) and len(result) <= 64:
        return Seq([Const(part) for part in result], True)
    return UNKNOWN


def _bounded_string_result(text: str, name: str, args: List[object]) -> bool:
    """Whether ``text.name(*args)`` stays within ``MAX_TEXT`` characters, judged before it is computed."""
    if name == "zfill":
        return all(not isinstance(arg, int) or arg <= MAX_TEXT for arg in args)
    if name == "format":
        return _WIDE_FORMAT.search(text) is None and all(not isinstance(arg, str) or len(arg) <= MAX_TEXT
                                                          for arg in args)
    if name == "replace" and len(args) >= 2 and isinstance(args[1], str):
        return len(text) * max(len(args[1]), 1) <= 4 * MAX_TEXT or len(args[1]) <= 1
    return True


def int_too_wide(value: object) -> bool:
    """An integer past ``MAX_INT_BITS``: the run does not compute with it."""
    return isinstance(value, int) and value.bit_length() > MAX_INT_BITS


def _result_too_wide(left: float, right: float, operator: cst.BaseBinaryOp | cst.BaseAugOp) -> bool:
    """Whether an integer result would pass ``MAX_INT_BITS``, judged from its operands' widths alone."""
    if not isinstance(left, int) or not isinstance(right, int):
        return False
    if isinstance(operator, cst.Power):
        return right > 0 and abs(left) > 1 and left.bit_length() * right > MAX_INT_BITS
    if isinstance(operator, (cst.Multiply, cst.MultiplyAssign)):
        return left.bit_length() + right.bit_length() > MAX_INT_BITS
    if isinstance(operator, (cst.LeftShift, cst.LeftShiftAssign)):
        return left.bit_length() + right > MAX_INT_BITS
    return False


def truth_of(value: Val) -> Optional[bool]:
    """Whether ``value`` is true, where fixmp knows it: a constant, or a complete collection."""
    if isinstance(value, UncertainConst):
        return None
    if isinstance(value, Const):
        try:
            return bool(value.value)
        except Exception:  # noqa: BLE001 - an odd constant: unknown
            return None
    if isinstance(value, (Seq, MappingVal)) and value.complete:
        return bool(value.items)
    if isinstance(value, Instance) and not any(
            statement.name.value in ("__bool__", "__len__") for statement in value.cls.node.body.body
            if isinstance(statement, cst.FunctionDef)) and not value.cls.node.bases:
        return True  # ``runtime or Runtime()``: an object of a plain class is true
    if isinstance(value, (FunctionVal, ClassVal, Layer, PoolVal, ProcessVal)):
        return True
    return None


def compared(left: Val, operator: cst.BaseCompOp, right: Val) -> Optional[bool]:
    """``left <op> right`` of two constants (or a constant in a complete collection of them)."""
    if isinstance(left, UncertainConst) or isinstance(right, UncertainConst):
        return None
    if isinstance(operator, (cst.In, cst.NotIn)):
        if not isinstance(left, Const) or not isinstance(right, (Seq, MappingVal)) or not right.complete:
            return None
        keys = list(right.items) if isinstance(right, MappingVal) else right.items
        if isinstance(right, Seq) and not all(isinstance(item, Const) for item in keys):
            return None
        found = any((key.value if isinstance(key, Const) else key) == left.value for key in keys)
        return found if isinstance(operator, cst.In) else not found
    if isinstance(left, Instance) and isinstance(right, Instance) \
            and isinstance(operator, (cst.Is, cst.IsNot, cst.Equal, cst.NotEqual)) \
            and (isinstance(operator, (cst.Is, cst.IsNot)) or "name" in left.attributes):
        same = left is right  # ``self is Backend.PROCESSES``: enum members are one instance each
        return same if isinstance(operator, (cst.Is, cst.Equal)) else not same
    if isinstance(operator, (cst.Is, cst.IsNot)) and (isinstance(left, Sentinel) or isinstance(right, Sentinel)) \
            and isinstance(left, NEVER_NONE + (Const,)) and isinstance(right, NEVER_NONE + (Const,)):
        same = left is right  # ``while (page := inbox.get()) is not _DONE``: only the sentinel is itself
        return same if isinstance(operator, cst.Is) else not same
    if isinstance(operator, (cst.Is, cst.IsNot)) and (left == Const(None)) != (right == Const(None)) \
            and isinstance(right if left == Const(None) else left, NEVER_NONE):
        # ``if cls._instance is None`` once the singleton is made: an object the program made is not None.
        return isinstance(operator, cst.IsNot)
    if not isinstance(left, Const) or not isinstance(right, Const):
        return None
    a: Any = left.value
    b: Any = right.value
    try:
        if isinstance(operator, cst.Equal):
            return bool(a == b)
        if isinstance(operator, cst.NotEqual):
            return bool(a != b)
        if isinstance(operator, cst.Is):
            return a is b if a is None or b is None or isinstance(a, bool) else None
        if isinstance(operator, cst.IsNot):
            return a is not b if a is None or b is None or isinstance(a, bool) else None
        if isinstance(operator, cst.LessThan):
            return bool(a < b)
        if isinstance(operator, cst.GreaterThan):
            return bool(a > b)
        if isinstance(operator, cst.LessThanEqual):
            return bool(a <= b)
        if isinstance(operator, cst.GreaterThanEqual):
            return bool(a >= b)
    except TypeError:
        return None
    return None


def arithmetic(left: object, right: object, node: cst.CSTNode) -> Val:
    if not isinstance(node, (cst.BinaryOperation, cst.AugAssign)):
        return UNKNOWN
    if isinstance(left, str) and isinstance(right, str) and isinstance(node.operator, (cst.Add, cst.AddAssign)) \
            and len(left) + len(right) <= 4096:
        return Const(left + right)  # ``"cmd_" + opts.command``: a name the program looks up
    if not (isinstance(left, (int, float)) and isinstance(right, (int, float))) \
            or isinstance(left, bool) or isinstance(right, bool):
        return UNKNOWN
    operator = node.operator
    if int_too_wide(left) or int_too_wide(right) or _result_too_wide(left, right, operator):
        return UNKNOWN
    try:
        if isinstance(operator, (cst.Add, cst.AddAssign)):
            return Const(left + right)
        if isinstance(operator, (cst.Subtract, cst.SubtractAssign)):
            return Const(left - right)
        if isinstance(operator, (cst.Multiply, cst.MultiplyAssign)):
            return Const(left * right)
        if isinstance(operator, (cst.Divide, cst.DivideAssign)):
            return Const(left / right)
        if isinstance(operator, (cst.FloorDivide, cst.FloorDivideAssign)):
            return Const(left // right)
        if isinstance(operator, cst.Power) and abs(right) <= 64:
            return Const(left ** right)
        if isinstance(operator, (cst.Modulo, cst.ModuloAssign)):
            return Const(left % right)
        if isinstance(left, int) and isinstance(right, int) and 0 <= right <= 64:
            if isinstance(operator, (cst.LeftShift, cst.LeftShiftAssign)):
                return Const(left << right)  # ``1 << 18``
            if isinstance(operator, (cst.RightShift, cst.RightShiftAssign)):
                return Const(left >> right)
    except (ZeroDivisionError, OverflowError, ValueError):  # ``2 ** -1.5`` of a negative base: complex
        return UNKNOWN
    return UNKNOWN


def data_value(data: object, depth: int = 0) -> Val:
    """A settings file's data as the evaluation's values (a dict, a list, numbers and strings)."""
    if data is None or isinstance(data, (bool, int, float, str)):
        return Const(data)
    if depth > 8:
        return UNKNOWN
    if isinstance(data, dict):
        return MappingVal({key: data_value(value, depth + 1) for key, value in data.items()
                           if isinstance(key, (str, int))})
    if isinstance(data, list):
        return Seq([data_value(value, depth + 1) for value in data[:4 * MAX_ITEMS]], len(data) <= 4 * MAX_ITEMS)
    return UNKNOWN


NOT_DATA = object()


def python_data(value: Val, depth: int = 0) -> object:
    """The data a value holds (``data_value``'s inverse): numbers, strings, complete lists and dicts
    of them; ``NOT_DATA`` where any part is unknown."""
    if isinstance(value, Const) and (value.value is None or isinstance(value.value, (bool, int, float, str))):
        return value.value
    if depth > 8:
        return NOT_DATA
    if isinstance(value, Seq) and value.complete:
        items = [python_data(item, depth + 1) for item in value.items]
        return NOT_DATA if any(item is NOT_DATA for item in items) else items
    if isinstance(value, MappingVal) and value.complete and value.default is None:
        entries = {key: python_data(item, depth + 1) for key, item in value.items.items()}
        return NOT_DATA if any(item is NOT_DATA for item in entries.values()) else entries
    return NOT_DATA


def config_value(how: str, text: Optional[Val], fallback: Optional[Val]) -> Val:
    """A configparser option's string as ``get``/``getint``/``getfloat``/``getboolean`` reads it."""
    if not isinstance(text, Const) or not isinstance(text.value, str):
        return fallback if fallback is not None else UNKNOWN
    try:
        if how == "getint":
            return Const(int(text.value))
        if how == "getfloat":
            return Const(float(text.value))
        if how == "getboolean":
            return Const(text.value.strip().lower() in ("1", "yes", "true", "on"))
    except ValueError:
        return UNKNOWN
    return text
