"""What the index records and the small readers of call syntax every part uses: the process sites and the
evidence for them, execution paths, and the names, literals and arguments of a call.
"""

from __future__ import annotations

import ast
import bisect
import warnings
from dataclasses import dataclass
from typing import (
    Callable,
    Dict,
    Generic,
    Hashable,
    Iterator,
    List,
    Mapping,
    Optional,
    Sequence,
    Set,
    Tuple,
    TypeVar,
    Union,
    cast,
)

import libcst as cst

from fixmp.analysis.facts import RemoteStart
from fixmp.model import ProcessKind, StartMethod

MP_MODULES = ("torch.multiprocessing", "multiprocessing")
# Submodules whose public classes multiprocessing re-exports; a name reached
# through them is the same API (``multiprocessing.pool.Pool`` is ``Pool``).
MP_SUBMODULES = ("context", "pool", "queues", "synchronize", "managers", "process", "sharedctypes", "connection")
PROCESS_POOL_EXECUTORS = (
    "concurrent.futures.ProcessPoolExecutor",
    "concurrent.futures.process.ProcessPoolExecutor",
)
# Everything a process may be handed that belongs to one context: a SemLock-based
# primitive made by the fork context and handed to a spawn process dies with
# "A SemLock created in a fork context is being shared with a process in a spawn context".
CONTEXT_PRIMITIVES = (
    "Queue", "SimpleQueue", "JoinableQueue", "Pipe", "Lock", "RLock", "Event", "Semaphore",
    "BoundedSemaphore", "Condition", "Barrier", "Value", "Array", "RawValue", "RawArray", "Manager",
)
PROCESS_FACTORIES = ("Process", "Pool")
# Calls that fork the calling process directly (pre-fork servers).
OS_FORKS = ("os.fork", "os.forkpty")
POOL_SUBMIT_METHODS = (
    "map", "map_async", "imap", "imap_unordered", "starmap", "starmap_async", "apply", "apply_async", "submit",
)
START_METHODS = ("fork", "spawn", "forkserver")
# How far a chain of base classes is followed (``class A(B)``, ``class B(C)``...): classes of one module
# (``ModuleIndex.inherited_starts``), modules read from their bytes (``Project.start_names``).
MAX_BASE_DEPTH = 4
DYNAMIC_IMPORTS = frozenset({"importlib.import_module", "builtins.__import__", "__import__"})
# Keywords of a pool's task calls (``apply_async(f, args, callback=...)``) whose values the parent runs with
# each result: not pickled for the workers.
RUN_IN_THE_PARENT = frozenset({"callback", "error_callback"})

T = TypeVar("T")
ScopeNode = Union[cst.Module, cst.FunctionDef, cst.ClassDef, cst.Lambda]
COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)
# A scope names are bound in: a comprehension binds its loop variables in a scope of its own.
BindingScope = Union[ScopeNode, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp]
# A block of statements: what ``Statements`` runs through, what holds each statement ``enclosing_statement`` gives.
Block = Union[cst.Module, cst.IndentedBlock]
# What an assignment of ``ModuleIndex.assignments`` binds: an expression, or the function a ``def`` makes.
Value = Union[cst.BaseExpression, cst.FunctionDef]
# What ``find_on_path`` asks of each node: what the node does, in words, or None.
Classify = Callable[[cst.CSTNode], Optional[str]]
# ``(node, what, via, chain)``: one thing ``_found_under`` finds (see there).
Found = Tuple[cst.CSTNode, str, Tuple[str, ...], Tuple[int, ...]]
P = TypeVar("P")
K = TypeVar("K", bound=Hashable)


def _child_branch(statement: cst.If, is_pid: Callable[[cst.CSTNode], bool]) -> Optional[cst.IndentedBlock]:
    """The block of ``statement`` only a forked child runs, given how to recognise the fork's result
    (``pid``): the body of ``if pid == 0:`` / ``if pid is 0:`` / ``if not pid:``, the ``else`` of ``if pid:``."""
    test = statement.test
    child_when_true = (
        isinstance(test, cst.Comparison) and is_pid(test.left)
        and len(test.comparisons) == 1 and isinstance(test.comparisons[0].operator, (cst.Equal, cst.Is))
        and isinstance(test.comparisons[0].comparator, cst.Integer) and test.comparisons[0].comparator.value == "0"
    ) or (
        isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not) and is_pid(test.expression)
    )
    if child_when_true and isinstance(statement.body, cst.IndentedBlock):
        return statement.body
    if is_pid(test) and isinstance(statement.orelse, cst.Else) and isinstance(statement.orelse.body, cst.IndentedBlock):
        return statement.orelse.body
    return None


def dotted_name(expr: cst.CSTNode) -> Optional[str]:
    """``a.b.c`` for a Name/Attribute chain, else None."""
    if isinstance(expr, cst.Name):
        return expr.value
    if isinstance(expr, cst.Attribute):
        head = dotted_name(expr.value)
        return f"{head}.{expr.attr.value}" if head else None
    return None


def literal_value(source: str) -> object:
    """The value of a literal's source (``"\\d+"``, ``0x10``), as ``ast.literal_eval`` gives it, without the
    warning an invalid escape gives (which ``-W error`` makes an error): the scanned code's, not fixmp's."""
    plain = _plain_string(source)
    if plain is not None:
        return plain
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ast.literal_eval(source)


def _plain_string(source: str) -> Optional[str]:
    """A string literal's value where its source is the value between its quotes: no prefix but ``r``, no
    backslash, no quote of its kind inside (most of a program's strings; ``literal_eval`` parses the rest)."""
    body = source[1:] if source[:1] in ("r", "R") else source
    for quote in ('"""', "'''", '"', "'"):
        if len(body) >= 2 * len(quote) and body.startswith(quote) and body.endswith(quote):
            inside = body[len(quote):-len(quote)]
            if "\\" in inside or quote[0] in inside or "\r" in inside or ("\n" in inside and len(quote) == 1):
                return None
            return inside
    return None


def string_value(expr: Optional[cst.CSTNode]) -> Optional[str]:
    """The value of a plain string literal, else None."""
    if isinstance(expr, cst.SimpleString):
        try:
            value = literal_value(expr.value)
        except (ValueError, SyntaxError):
            return None
        return value if isinstance(value, str) else None
    if isinstance(expr, cst.ConcatenatedString):
        left, right = string_value(expr.left), string_value(expr.right)
        return left + right if left is not None and right is not None else None
    return None


def keyword_arg(call: cst.Call, name: str) -> Optional[cst.BaseExpression]:
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == name:
            return arg.value
    return None


def positional_arg(call: cst.Call, index: int) -> Optional[cst.BaseExpression]:
    positional = [arg.value for arg in call.args if arg.keyword is None and not arg.star]
    return positional[index] if index < len(positional) else None


def call_arg(call: cst.Call, index: int, name: str) -> Optional[cst.BaseExpression]:
    return keyword_arg(call, name) or positional_arg(call, index)


def forces_start_method(call: cst.Call) -> bool:
    """A ``set_start_method(method, force=False)`` call that passes ``force=True``, by keyword or as its
    second positional argument (``set_start_method("spawn", True)``): it replaces a method already set
    instead of raising "context has already been set"."""
    force = keyword_arg(call, "force")
    if force is None:
        for position, arg in enumerate(call.args):
            if arg.star or arg.keyword is not None:
                break  # after ``*args`` a position is unknown; keywords come after the positional ones
            if position == 1:
                force = arg.value
                break
    return isinstance(force, cst.Name) and force.value == "True"


def is_main_guard(node: cst.CSTNode) -> bool:
    """``if __name__ == "__main__":`` (either operand order)."""
    if not isinstance(node, cst.If) or not isinstance(node.test, cst.Comparison):
        return False
    test = node.test
    if len(test.comparisons) != 1 or not isinstance(test.comparisons[0].operator, cst.Equal):
        return False
    operands = {dotted_name(test.left), dotted_name(test.comparisons[0].comparator)}
    strings = {string_value(test.left), string_value(test.comparisons[0].comparator)}
    return "__name__" in operands and "__main__" in strings


def is_scope_boundary(node: cst.CSTNode) -> bool:
    """Code inside these does not run where it is written."""
    return isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda))


@dataclass(frozen=True, eq=False)
class ProcessSite:
    """A place where the parent starts child processes."""

    call: cst.Call
    kind: ProcessKind
    start_method: StartMethod
    # How the start method was chosen: "default", "context" (a get_context(...)
    # the call goes through), "mp_context", "start_method" (a keyword argument).
    via: str
    # The get_context(...) call that chose it, where one did.
    context_call: Optional[cst.Call]
    targets: Tuple[cst.BaseExpression, ...]  # the functions the children run
    handed: Tuple[cst.BaseExpression, ...]  # the values the children are given
    targets_known: bool  # False where the children's work could not be found (a pool used elsewhere)
    # Where the children really start: ``p.start()`` for a Process (the fork happens
    # there, not at ``Process(...)``), the first ``submit`` / ``map`` for a
    # ProcessPoolExecutor (its workers start then), the constructor itself for pools.
    start_calls: Tuple[cst.Call, ...] = ()
    # For ``os.fork()``: the block only the child runs (``if pid == 0:``), where fixmp found it.
    child_block: Optional[cst.IndentedBlock] = None
    # Where the start is inside a function or class of another module that ``call`` calls.
    remote: Optional[RemoteStart] = None
    # For a method inherited from a class of another module (``MyTrainer(...).train()``): the methods
    # of this module's subclass that override ones it calls on ``self`` before its start
    # (``RemoteStart.self_methods_before``). They run in the parent before the children start.
    overrides_before: Tuple[cst.FunctionDef, ...] = ()

    @property
    def forks(self) -> bool:
        return self.start_method is StartMethod.FORK

    @property
    def reported_at(self) -> cst.Call:
        """Where a finding about this start points: a Process's first ``.start()`` (the fork, and a
        spawn's pickling, happen there, not at ``Process(...)``), a ProcessPoolExecutor's first task
        (its workers start there), else the call itself."""
        if self.kind in (ProcessKind.PROCESS, ProcessKind.PROCESS_POOL_EXECUTOR) and self.start_calls:
            return self.start_calls[0]
        return self.call

    @property
    def described(self) -> str:
        """What starts the children, for a message: ``Process``, or ``run_workers() (its Process at
        utils.py:12)`` where the start is in another module."""
        if self.remote is None:
            return str(self.kind)
        if self.remote.is_class:
            return f"{self.remote.name} (a {self.kind} subclass, {self.remote.where})"
        return f"{self.remote.name}() (its {self.kind} at {self.remote.where})"


@dataclass(frozen=True, eq=False)
class Evidence:
    """A call found on a path, with the functions followed to reach it."""

    call: cst.CSTNode  # a Call, or a ``@`` operation
    what: str
    via: Tuple[str, ...]  # the functions followed, outermost first (none: the call is on the path itself)
    origin: cst.CSTNode  # the statement or expression on the path that leads to it
    # ``what`` names its own place in another file (``a matmul at model.py:17``); ``call`` is this file's
    # statement that reaches it, whose line the message gives as where it is reached.
    elsewhere: bool = False

    def describe(self, line: Optional[int] = None) -> str:
        where = (f", reached at line {line}" if self.elsewhere else f" at line {line}") if line else ""
        chain = f" (via {' -> '.join(self.via)})" if self.via else ""
        return f"{self.what}{where}{chain}"


@dataclass(frozen=True, eq=False)
class Statements:
    """``block.body[start:end]``: statements of one block that run, in order, on a path."""

    block: Union[cst.Module, cst.IndentedBlock]
    start: int
    end: int


PathPart = Union[cst.CSTNode, Statements]
# The start method in force at a point, and the ``set_start_method`` call that chose it (None: none ran).
MethodInForce = Tuple[Optional[str], Optional[cst.Call]]


class ExecutionPath:
    """What the parent runs before a start: pieces (statements and expressions) and runs of a
    block's statements. Iterating gives the pieces, each once, in order. ``entered``: for a piece
    that is the body of a function no call of this module leads to (a subclass's override that a
    method of another module calls), the function's name, which evidence found in it is ``via``."""

    def __init__(self, parts: Tuple[PathPart, ...], entered: Optional[Mapping[int, str]] = None):
        self.parts = parts
        self.entered: Mapping[int, str] = entered or {}
        self._positions: Optional[Dict[int, int]] = None  # piece identity -> where it runs, when first asked

    def __iter__(self) -> Iterator[cst.CSTNode]:
        seen: Set[int] = set()
        for part in self.parts:
            for piece in part.block.body[part.start:part.end] if isinstance(part, Statements) else (part,):
                if id(piece) not in seen:
                    seen.add(id(piece))
                    yield piece

    def position(self, piece: cst.CSTNode) -> Optional[int]:
        """Where ``piece`` runs on this path (0: first), or None when it is not one of its pieces.

        The order in which the parent runs the pieces, whatever the lines they are written on: a
        helper defined below ``main()`` still runs where ``main()`` calls it.
        """
        if self._positions is None:
            self._positions = {id(each): number for number, each in enumerate(self)}
        return self._positions.get(id(piece))

    def precedes(self, first: cst.CSTNode, second: cst.CSTNode) -> bool:
        """``first`` runs before ``second`` on this path (both pieces of it)."""
        a, b = self.position(first), self.position(second)
        return a is not None and b is not None and a < b


class _StatementsTable(Generic[P]):
    """What ``compute`` gives for each statement of one block, ``(identity, payload)`` items, read by runs.

    A run from the block's first statement is a slice of the items in the order they first
    appear, so a thousand starts in one block do not each read the statements before them
    again; a run that starts later reads only the statements that gave something. Statements
    are computed as far as a run asks, once.
    """

    def __init__(
        self, body: Sequence[cst.BaseStatement], compute: Callable[[cst.CSTNode], Tuple[Tuple[Hashable, P], ...]]
    ):
        self.body = body
        self.compute = compute
        self.per_statement: List[Tuple[Tuple[Hashable, P], ...]] = []
        self.giving: List[int] = []  # positions of the statements that gave items
        self.firsts: List[Tuple[Hashable, P, cst.CSTNode]] = []  # each identity once, first statement first
        self.counts: List[int] = [0]  # counts[k]: how many of ``firsts`` statements [0, k) gave
        self.seen: Set[Hashable] = set()

    def run(self, start: int, end: int) -> List[Tuple[Hashable, P, cst.CSTNode]]:
        """``(identity, payload, statement)`` for the statements ``[start, end)``, in order; from the
        first statement each identity once, else as they come (the caller keeps the first)."""
        while len(self.per_statement) < end:
            statement = self.body[len(self.per_statement)]
            items = self.compute(statement)
            if items:
                self.giving.append(len(self.per_statement))
            self.per_statement.append(items)
            for identity, payload in items:
                if identity not in self.seen:
                    self.seen.add(identity)
                    self.firsts.append((identity, payload, statement))
            self.counts.append(len(self.firsts))
        if start == 0:
            return self.firsts[:self.counts[end]]
        giving = self.giving[bisect.bisect_left(self.giving, start):bisect.bisect_left(self.giving, end)]
        return [(identity, payload, self.body[position])
                for position in giving for identity, payload in self.per_statement[position]]


def receiver(call: cst.Call) -> cst.Name:
    """``name`` in ``name.method(...)``: every call ``ModuleIndex.method_calls`` gives has that form."""
    return cast(cst.Name, cast(cst.Attribute, call.func).value)


def _elements(expr: Optional[cst.BaseExpression]) -> List[cst.BaseExpression]:
    if expr is None:
        return []
    if isinstance(expr, (cst.Tuple, cst.List)):
        return [element.value for element in expr.elements]
    if isinstance(expr, cst.Dict):
        return [element.value for element in expr.elements if isinstance(element, cst.DictElement)]
    return [expr]


def _bound_by_target(target: cst.CSTNode) -> Iterator[str]:
    """The names an assignment target binds: ``a``, ``a, (b, *c)``; not ``a.b`` or ``a[0]``."""
    if isinstance(target, cst.Name):
        yield target.value
    elif isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            yield from _bound_by_target(element.value)
    elif isinstance(target, cst.StarredElement):
        yield from _bound_by_target(target.value)


def _given(value: Optional[cst.BaseExpression]) -> bool:
    """An argument passed, and not as ``None``."""
    return value is not None and not (isinstance(value, cst.Name) and value.value == "None")
