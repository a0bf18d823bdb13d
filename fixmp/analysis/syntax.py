"""Questions the program run (``fixmp.analysis.effects``) asks of the program's syntax, not of its values:
which names a ``global`` statement declares, where a statement sits (in a loop's body, inside a function,
after a fork's parent branch), which calls a node makes, what a ``try`` tolerates, which fields a dataclass
declares."""

from __future__ import annotations

from collections import Counter
from typing import FrozenSet, List, Optional, Set, Union

import libcst as cst

from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.sites import dotted_name, is_scope_boundary
from fixmp.parse.walk import TRIVIA, leave_nothing, walk

# The exceptions an ``except`` may name that catch the ``RuntimeError`` a second ``set_start_method`` raises.
TOLERATING = {"RuntimeError", "Exception", "BaseException"}

def leaves(orelse: Union[cst.If, cst.Else]) -> bool:
    """The ``else`` branch ends in a ``return`` too: after ``if ...: return a`` / ``else: return b`` the
    function has left."""
    if isinstance(orelse, cst.If):
        return False
    body = orelse.body
    last = body.body[-1] if isinstance(body, cst.IndentedBlock) and body.body else None
    return isinstance(last, cst.SimpleStatementLine) and any(isinstance(small, cst.Return) for small in last.body)


def calls_within(index: ModuleIndex, node: cst.CSTNode) -> List[cst.Call]:
    """Every call under ``node``, nested functions included."""
    def compute() -> List[cst.Call]:
        found: List[cst.Call] = []

        def on_visit(visited: cst.CSTNode) -> bool:
            if isinstance(visited, cst.Call):
                found.append(visited)
            return True

        walk(node, on_visit, leave_nothing, TRIVIA)
        return found

    return index.derived(("calls within", id(node)), compute)


def inside_a_function(index: ModuleIndex, node: cst.CSTNode) -> bool:
    current = index.parent(node)
    while current is not None and not isinstance(current, cst.Module):
        if isinstance(current, (cst.FunctionDef, cst.Lambda)):
            return True
        current = index.parent(current)
    return False


def inside_a_tolerating_try(index: ModuleIndex, node: cst.CSTNode) -> bool:
    """The call cannot stop the program: inside a ``try`` whose handler catches RuntimeError, or under
    an ``if`` that tests the start method (``if mp.get_start_method(allow_none=True) is None:``)."""
    for ancestor in index.ancestors(node):
        if isinstance(ancestor, cst.Try) and any(map(catches_runtime_error, ancestor.handlers)):
            return True
        if isinstance(ancestor, cst.If) and "get_start_method" in index.module.code_for_node(ancestor.test):
            return True
        if is_scope_boundary(ancestor):
            break
    return False


def catches_runtime_error(handler: cst.ExceptHandler) -> bool:
    if handler.type is None:
        return True
    caught = [element.value for element in handler.type.elements] if isinstance(handler.type, cst.Tuple) \
        else [handler.type]
    return any((dotted_name(name) or "").rpartition(".")[2] in TOLERATING for name in caught)


def rebound(index: ModuleIndex, name: str) -> bool:
    """A module-level name bound more than once at the top (``DIM += 1``, a loop over it, a second
    assignment in an ``if``) or by a function's ``global DIM``: its value where it is read is not
    the one assignment fixmp would read."""
    # (Asked at each read of a module's global: counted once per module, DiffDock's program runs walked
    # every top-level statement at each read, a third of their time.)
    return name in index.derived(("names rebound at the top",), lambda: _rebound_names(index))


def _rebound_names(index: ModuleIndex) -> FrozenSet[str]:
    """The names bound more than once at the module's top, and those a function declares ``global``."""
    bound = Counter(node.value for statement in index.module.body for node in targets_in(statement)
                    if isinstance(node, cst.Name))
    declared_global = {name for declared in index.declarations.values() for name, how in declared.items()
                       if how == "global"}
    return frozenset(name for name, times in bound.items() if times > 1) | declared_global


def targets_in(statement: cst.CSTNode) -> List[cst.CSTNode]:
    """The names compound statements at a module's top bind (loop targets, ``as`` names, assignments)."""
    found: List[cst.CSTNode] = []

    def on_visit(node: cst.CSTNode) -> bool:
        if isinstance(node, cst.AssignTarget):
            found.append(node.target)
        elif isinstance(node, (cst.AugAssign, cst.For)):
            found.append(node.target)
        elif isinstance(node, cst.AsName):
            found.append(node.name)
        return not isinstance(node, (cst.FunctionDef, cst.ClassDef))

    walk(statement, on_visit, leave_nothing, TRIVIA)
    return found


def after_parent_branch(index: ModuleIndex, fork: cst.Call) -> List[cst.BaseStatement]:
    """``pid = os.fork()`` then ``if pid: ... return`` (the parent's branch leaves): the statements after
    that ``if``, which only the child runs. Empty where the code says otherwise."""
    name = index.bound_name(fork)
    statement = index.enclosing_statement(fork)
    block = index.parent(statement)
    if name is None or not isinstance(block, cst.IndentedBlock) or statement not in block.body:
        return []
    body = list(block.body)
    for position in range(body.index(statement) + 1, len(body)):
        later = body[position]
        if not isinstance(later, cst.If):
            continue
        test = later.test
        parent_when_true = (isinstance(test, cst.Name) and test.value == name) or (
            isinstance(test, cst.Comparison) and isinstance(test.left, cst.Name) and test.left.value == name
            and len(test.comparisons) == 1 and isinstance(test.comparisons[0].operator, (cst.GreaterThan, cst.NotEqual))
            and isinstance(test.comparisons[0].comparator, cst.Integer) and test.comparisons[0].comparator.value == "0")
        leaves = isinstance(later.body, cst.IndentedBlock) and later.body.body and isinstance(
            later.body.body[-1], cst.SimpleStatementLine) and any(
            isinstance(small, (cst.Return, cst.Raise)) for small in later.body.body[-1].body)
        if parent_when_true and leaves and later.orelse is None:
            return body[position + 1:]
        return []
    return []


def in_a_loop_body(statement: cst.CSTNode, index: ModuleIndex) -> bool:
    """Whether ``statement`` is one of a loop body's own statements: a ``try`` there whose handler goes
    on reaches the next iteration."""
    block = index.parent(statement)
    return isinstance(block, cst.IndentedBlock) and isinstance(index.parent(block), (cst.For, cst.While))


def declared_global(index: ModuleIndex, function: cst.FunctionDef) -> Set[str]:
    """The names a ``global`` statement of ``function`` (not of a function nested in it) declares."""
    if function not in index.scope_parents:
        raise ValueError(f"function {function.name.value} is not of the module {index.path}")
    return {name for name, kind in index.declarations.get(function, {}).items() if kind == "global"}


def unpacked_from(assignment: cst.CSTNode, name: str) -> Optional[int]:
    """Where ``name`` sits in a tuple target (``a, b = f()``), else None."""
    targets: List[cst.CSTNode] = []
    if isinstance(assignment, cst.Assign):
        targets = [target.target for target in assignment.targets]
    for target in targets:
        if isinstance(target, (cst.Tuple, cst.List)):
            for position, element in enumerate(target.elements):
                if isinstance(element.value, cst.Name) and element.value.value == name:
                    return position
    return None


def is_dataclass(node: cst.ClassDef) -> bool:
    return any(dotted_name(d.decorator.func if isinstance(d.decorator, cst.Call) else d.decorator)
               in ("dataclass", "dataclasses.dataclass") for d in node.decorators)


def annotated_names(node: cst.ClassDef) -> List[str]:
    """A dataclass's fields, in order (its generated ``__match_args__``)."""
    return [small.target.value for statement in node.body.body if isinstance(statement, cst.SimpleStatementLine)
            for small in statement.body if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name)]


def index_kind(element: cst.SubscriptElement) -> str:
    """A subscript's position: "new" (``None``, a new dimension of 1), "rest" (``...``), or "one"."""
    if isinstance(element.slice, cst.Index):
        if isinstance(element.slice.value, cst.Name) and element.slice.value.value == "None":
            return "new"
        if isinstance(element.slice.value, cst.Ellipsis):
            return "rest"
    return "one"
