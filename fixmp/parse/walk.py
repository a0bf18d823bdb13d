"""A read-only walk over a libcst tree: the nodes ``Module.visit`` would reach, in its order, without rebuilding them.

``node.visit(visitor)`` rebuilds every node of the tree (each node's
``_visit_and_replace_children`` constructs and validates a new node) even for a
``CSTVisitor`` that changes nothing, and that costs more than the parse itself
(PERF-NOTES: "the visitor doubles the cost"). An index only reads the tree, so it
walks the children in place.

The order of a node's children is the order in which its own
``_visit_and_replace_children`` visits its fields (``visit_required(self, "body",
...)``); it is read once per node class from libcst's source (or taken from
``fixmp.parse.libcst_fields``, recorded from the same libcst version). The first node of
each class is checked against ``node.children``, and a class whose order cannot be
read, or does not match, falls back to ``node.children`` (same order, libcst's speed).

A walk may also ``skip`` node classes: two thirds of a tree's nodes are
whitespace, comments and punctuation (``TRIVIA``), which an index of names, calls
and statements never asks about.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from typing import AbstractSet, Any, Callable, Dict, List, Optional, Set, Tuple, Type

import libcst as cst

from fixmp.parse.libcst_fields import FIELD_ORDERS, LIBCST_VERSION, installed_libcst_version

# Per node class: the fields its children come from, in visiting order; None: use ``node.children``.
_FIELD_ORDER: Dict[Type[cst.CSTNode], Optional[Tuple[str, ...]]] = {}
# Whitespace, comments and punctuation: a node of these classes (and everything below it) holds no code.
TRIVIA = frozenset({
    cst.SimpleWhitespace, cst.ParenthesizedWhitespace, cst.TrailingWhitespace, cst.Newline, cst.EmptyLine,
    cst.Comment, cst.Comma, cst.Dot, cst.Colon, cst.Semicolon, cst.AssignEqual, cst.LeftParen, cst.RightParen,
    cst.LeftSquareBracket, cst.RightSquareBracket, cst.LeftCurlyBrace, cst.RightCurlyBrace,
})
_NOTHING: AbstractSet[type] = frozenset()
# Field value classes seen so far that are nodes, and that are not (None, MaybeSentinel).
_NODE_CLASSES: Set[type] = set()
_NOT_NODE_CLASSES: Set[type] = {type(None)}
_VISIT_HELPERS = ("visit_required", "visit_optional", "visit_sentinel", "visit_sequence",
                  "visit_iterable", "visit_body_sequence", "visit_body_iterable")


def _read_field_order(node_class: Type[cst.CSTNode]) -> Optional[Tuple[str, ...]]:
    try:
        source = textwrap.dedent(inspect.getsource(node_class._visit_and_replace_children))
        tree = ast.parse(source)
    except (OSError, TypeError, SyntaxError):  # no source shipped (a zipped or compiled install)
        return None
    visits: List[Tuple[int, int, str]] = []  # (line, column, field) of each visit
    for call in ast.walk(tree):
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in _VISIT_HELPERS \
                and len(call.args) >= 2:
            field = call.args[1]
            if isinstance(field, ast.Constant) and isinstance(field.value, str):
                visits.append((call.lineno, call.col_offset, field.value))
    visits.sort(key=lambda visit: (visit[0], visit[1]))
    # A field may be visited in two branches (``ImportFrom.names``: a star or a sequence).
    return tuple(dict.fromkeys(field for _, _, field in visits))


def _children_by_fields(
    node: cst.CSTNode, fields: Tuple[str, ...], skip: AbstractSet[type] = _NOTHING
) -> List[cst.CSTNode]:
    # Type lookups, not isinstance: CSTNode is an ABC, and its isinstance costs a Python call.
    children: List[cst.CSTNode] = []
    append = children.append
    for name in fields:
        value = getattr(node, name)
        kind = type(value)
        if kind is tuple or kind is list:
            for item in value:
                if type(item) not in skip:
                    append(item)
        elif kind in _NODE_CLASSES:
            if kind not in skip:
                append(value)
        elif kind not in _NOT_NODE_CLASSES:
            (_NODE_CLASSES if issubclass(kind, cst.CSTNode) else _NOT_NODE_CLASSES).add(kind)
            if kind in _NODE_CLASSES and kind not in skip:
                append(value)
    return children


# The recorded orders, where they were read from this very libcst (else each is read from its source).
_RECORDED = FIELD_ORDERS if installed_libcst_version() == LIBCST_VERSION else {}


def _field_order(node: cst.CSTNode) -> Optional[Tuple[str, ...]]:
    node_class = type(node)
    if node_class not in _FIELD_ORDER:
        recorded = _RECORDED.get(node_class.__name__) if node_class.__module__.startswith("libcst.") else None
        fields = recorded if recorded is not None else _read_field_order(node_class)
        if fields is not None:
            expected = node.children
            found = _children_by_fields(node, fields)
            if len(found) != len(expected) or any(a is not b for a, b in zip(found, expected)):
                fields = None
        _FIELD_ORDER[node_class] = fields
    return _FIELD_ORDER[node_class]


def children(node: cst.CSTNode, skip: AbstractSet[type] = _NOTHING) -> List[cst.CSTNode]:
    """``node.children`` (less those of the classes in ``skip``) without rebuilding ``node``."""
    fields = _field_order(node)
    if fields is None:
        return [child for child in node.children if type(child) not in skip]
    return _children_by_fields(node, fields, skip)


def leave_nothing(node: cst.CSTNode) -> None:
    """A walk's ``on_leave`` where leaving a node needs nothing."""


def walk(
    root: cst.CSTNode,
    on_visit: Callable[[cst.CSTNode], bool],
    on_leave: Callable[[cst.CSTNode], None],
    skip: AbstractSet[type] = _NOTHING,
) -> None:
    """Call ``on_visit`` / ``on_leave`` on every node, exactly as ``root.visit`` calls a ``CSTVisitor``'s.

    ``on_visit`` returning False skips the node's children (``on_leave`` still runs);
    a node whose class is in ``skip`` is not visited, nor anything below it.
    Iterative, so a deeply nested tree cannot exhaust the recursion limit.
    """
    leaving = object()
    # Nodes to visit, and below them each node being visited with ``leaving`` on top of it (Any: either).
    stack: List[Any] = [root]
    pop, push, extend = stack.pop, stack.append, stack.extend
    while stack:
        node = pop()
        if node is leaving:
            on_leave(pop())
            continue
        if on_visit(node):
            push(node)
            push(leaving)
            extend(reversed(children(node, skip)))
        else:
            on_leave(node)
