"""Program analysis shared by every rule: names, process starts, and what runs before them.

One ``ModuleIndex`` is built per parsed file, in one pass over the tree, and every
rule reads it. Names are resolved from the module's own import statements, which
give every alias fixmp needs (``import torch.multiprocessing as mp``,
``from multiprocessing import Process``, ``from torch import multiprocessing``...)
at a fraction of the cost of libcst's ``QualifiedNameProvider`` (see PERF-NOTES).
"""

from __future__ import annotations

import ast
import bisect
import functools
import warnings
from collections import defaultdict
from dataclasses import dataclass
from typing import (
    Any,
    Callable,
    Collection,
    Dict,
    Generic,
    Hashable,
    Iterable,
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
from libcst.metadata import CodeRange, MetadataWrapper, PositionProvider

from fixmp.analysis.facts import Input, ModuleFacts, ProjectModules, RemoteStart
from fixmp.guards import STOP, OverBudget, Stopping
from fixmp.model import GuardStatus, ProcessKind, StartMethod
from fixmp.positions import LocalPositions
from fixmp.walk import TRIVIA, walk

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
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ast.literal_eval(source)


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


class ModuleIndex:
    """What the rules need to know about one module, gathered in a single walk."""

    def __init__(self, module: cst.Module, path: str = "<string>", source: Optional[bytes] = None):
        self.module = module
        self.path = path
        # The bytes the module was parsed from, where given: positions are then found statement by
        # statement (``fixmp.positions``) instead of by generating the whole module's code.
        self.source = source
        self._local_positions: Optional[LocalPositions] = None
        # The project around the file (fixmp/analysis/project.py), where the engine gives one: what the
        # functions and classes other modules define do when called here; and where the file lies
        # (absolute: what its imports are looked up from, whatever folder this process runs in).
        self.project: Optional[ProjectModules] = None
        self.location = ""
        # What this analysis read of other files: each lookup of a project module and each summary used.
        self.consulted: Set[Input] = set()
        # The modules whose summaries it used that fixmp gave up on, with why (``ModuleFacts.gave_up``).
        self.gave_up: Set[Tuple[str, str]] = set()
        self.star_imports: List[str] = []  # modules `from M import *` brings names from (not multiprocessing)
        self.parents: Dict[cst.CSTNode, cst.CSTNode] = {}
        self.aliases: Dict[str, str] = {}
        self.functions: Dict[str, cst.FunctionDef] = {}
        self.classes: Dict[str, cst.ClassDef] = {}
        self.calls: List[cst.Call] = []
        # Calls that run when the node runs (nested functions, classes and lambdas excluded).
        self.calls_under: Dict[cst.CSTNode, List[cst.Call]] = defaultdict(list)
        self.assignments: Dict[str, List[Tuple[Value, cst.CSTNode]]] = defaultdict(list)
        # Names a tuple target binds (``preds, labels = train()``), by scope: the value unpacked, and
        # the assignment (``assignments`` holds plain names only).
        self.unpacked: Dict[Tuple[cst.CSTNode, str], List[Tuple[Value, cst.CSTNode]]] = defaultdict(list)
        self.names_used: Set[str] = set()
        self.global_writes: Set[str] = set()
        # Scopes, gathered in the same walk (libcst's ScopeProvider costs about four parses):
        # the scope around each function, lambda, class and comprehension; the names each
        # scope binds in any way (parameters, loops, imports, ``with ... as``...); its
        # ``global`` / ``nonlocal`` declarations; and the scope each assignment in
        # ``assignments`` is written in (before those declarations are applied).
        self.scope_parents: Dict[cst.CSTNode, BindingScope] = {}
        self.bound_names: Dict[cst.CSTNode, Set[str]] = defaultdict(set)
        self.declarations: Dict[cst.CSTNode, Dict[str, str]] = defaultdict(dict)
        self.parameters: Dict[cst.CSTNode, Set[str]] = defaultdict(set)
        # The functions with a ``yield`` of their own (not one of a function, class or lambda nested in them).
        self.generators: Set[cst.FunctionDef] = set()
        self.assignment_scopes: Dict[cst.CSTNode, BindingScope] = {}
        self._bindings_by_scope: Optional[Dict[Tuple[cst.CSTNode, str], List[Tuple[Value, cst.CSTNode]]]] \
            = None
        self.loops: List[cst.For] = []
        # ``a @ b`` runs a matmul: parallel work that no Call shows.
        self.matmuls_under: Dict[cst.CSTNode, List[cst.BinaryOperation]] = defaultdict(list)
        # Where each function's calls lie in ``calls`` (document order): ``calls[start:end]``.
        self.call_spans: Dict[cst.CSTNode, Tuple[int, int]] = {}
        _IndexBuilder(self).build()
        self._positions: Optional[Mapping[cst.CSTNode, CodeRange]] = None
        self._process_sites: Dict[str, List[ProcessSite]] = {}
        # Answers computed once and shared by every start and rule: each would otherwise be
        # recomputed per start, which makes a module with many starts or a dense call graph
        # cost the square (or, through callers of callers, a higher power) of its size.
        self._set_start_method_calls: Optional[List[cst.Call]] = None
        self._calls_by_name: Optional[Dict[str, List[cst.Call]]] = None
        self._calls_by_method: Optional[Dict[str, List[cst.Call]]] = None
        self._calls_on_self: Optional[Dict[Tuple[str, str], List[cst.Call]]] = None
        self._calls_of: Dict[cst.CSTNode, List[cst.Call]] = {}
        self._call_positions: Optional[Dict[int, int]] = None
        self._guard_statuses: Dict[Tuple[cst.CSTNode, int], GuardStatus] = {}
        self._instance_calls: Dict[cst.CSTNode, Optional[cst.Call]] = {}
        self._constructions_of: Dict[cst.CSTNode, List[cst.Call]] = {}
        self._loops_by_scope: Optional[Dict[cst.CSTNode, List[cst.For]]] = None
        self._method_calls_in: Dict[cst.CSTNode, Dict[str, List[cst.Call]]] = {}
        self._found: Dict[Tuple[int, Classify, int, bool], Tuple[Found, ...]] = {}
        self._classified: Dict[Tuple[int, Classify], Optional[str]] = {}
        self._parts_before: Dict[Tuple[int, int], Tuple[PathPart, ...]] = {}
        self._site_paths: Dict[Tuple[ProcessSite, int], ExecutionPath] = {}
        self._block_positions: Dict[int, Dict[int, int]] = {}
        self._outside_guards: Optional[Tuple[Statements, ...]] = None
        # Payloads differ by what the table is for (the first item of its key names that).
        self._statement_tables: Dict[Tuple[Hashable, ...], _StatementsTable[Any]] = {}
        self._derived: Dict[Hashable, object] = {}
        # Steps of analysis taken (``spend``): what the budget per file counts, and the cost tests
        # count, instead of timing. None: no budget.
        self.analysis_steps = 0
        self.step_budget: Optional[int] = None
        self.searches = 0  # how many times a piece's calls were classified and followed (not read from the memo)

    def spend(self, steps: int) -> None:
        """Count ``steps`` of work (nodes classified, path parts read); past the budget, raise
        ``OverBudget``. Counted where the analysis can grow faster than the file (paths through
        callers, searches through called functions), so the count, unlike a time, is the same for the
        same code on any machine."""
        self.analysis_steps += steps
        if self.step_budget is not None and self.analysis_steps > self.step_budget:
            raise OverBudget()
        if STOP.is_set():
            raise Stopping()

    def derived(self, key: Hashable, compute: Callable[[], T]) -> T:
        """A fact a rule derives from this module, computed once for every start and rule that asks.
        ``key`` names the fact and what it is about (``("globals read by", id(function))``)."""
        if key not in self._derived:
            self._derived[key] = compute()
        return self._derived[key]  # type: ignore[return-value]

    # -- positions -------------------------------------------------------------------------
    def position(self, node: cst.CSTNode) -> CodeRange:
        if self._positions is None and self.source is not None:
            if self._local_positions is None:
                self._local_positions = LocalPositions(self.module, self.source, self.parents)
            found = self._local_positions.position(node)
            if found is not None:
                return found
        if self._positions is None:
            wrapper = MetadataWrapper(self.module, unsafe_skip_copy=True)
            self._positions = wrapper.resolve(PositionProvider)
        return self._positions[node]

    def line(self, node: cst.CSTNode) -> int:
        return self.position(node).start.line

    # -- tree navigation ----------------------------------------------------------------
    def parent(self, node: cst.CSTNode) -> Optional[cst.CSTNode]:
        return self.parents.get(node)

    def ancestors(self, node: cst.CSTNode) -> Iterator[cst.CSTNode]:
        ancestor = self.parents.get(node)
        while ancestor is not None:
            yield ancestor
            ancestor = self.parents.get(ancestor)

    def enclosing_statement(self, node: cst.CSTNode) -> cst.BaseStatement:
        """The statement of a block (``SimpleStatementLine`` or compound) that holds ``node``."""
        current = node
        while not (
            isinstance(current, (cst.SimpleStatementLine, cst.BaseCompoundStatement))
            and isinstance(self.parent(current), (cst.IndentedBlock, cst.Module))
        ):
            parent = self.parent(current)
            if parent is None:
                raise ValueError("node is not inside a statement of this module")
            current = parent
        return current

    def enclosing_scope(self, node: cst.CSTNode) -> ScopeNode:
        for ancestor in self.ancestors(node):
            if isinstance(ancestor, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
                return ancestor
        return self.module

    def enclosing_function(self, node: cst.CSTNode) -> Optional[cst.FunctionDef]:
        for ancestor in self.ancestors(node):
            if isinstance(ancestor, cst.FunctionDef):
                return ancestor
        return None

    def block_owner(self, block: cst.CSTNode) -> Optional[cst.CSTNode]:
        """The compound statement a block belongs to (through ``else``/``except``/``finally``)."""
        node = self.parent(block)
        while node is not None and not isinstance(node, (cst.BaseCompoundStatement, cst.Module)):
            node = self.parent(node)
        return node

    def main_guard_of(self, node: cst.CSTNode) -> Optional[cst.If]:
        for ancestor in self.ancestors(node):
            if isinstance(ancestor, cst.If) and is_main_guard(ancestor) \
                    and isinstance(self.parent(ancestor), cst.Module):
                return ancestor
        return None

    # -- names ----------------------------------------------------------------------------
    def qualified_name(self, expr: cst.CSTNode) -> Optional[str]:
        """The dotted name an expression refers to through this module's imports, else None."""
        name = dotted_name(expr)
        if name is None:
            return None
        head, _, rest = name.partition(".")
        if head not in self.aliases:
            return None
        target = self.aliases[head]
        return f"{target}.{rest}" if rest else target

    def project_facts(self, func: cst.CSTNode, starts_only: bool = False) -> Optional[Tuple[ModuleFacts, str]]:
        """For a call of a function or class another module of the project defines, that module's
        summary and the name called; None elsewhere (no project, not imported from one). With
        ``starts_only``, only a module whose bytes name a process start is summarised (asked of every
        call in a file, a summary of each module it imports would cost a parse each)."""
        if self.project is None:
            return None
        sources = self._imported_from(func)
        for module, name in sources:
            self._consult(module)  # what it says now (no start, no such name) is an answer too
            if starts_only and not self.project.may_start_processes(self.location, module):
                continue
            if starts_only and len(sources) == 1 and name not in self.project.start_names(self.location, module):
                # Named by its import, not a star's: what its bytes say it may start (never fewer than its
                # summary's starts) has no start of this name, so the summary would answer none. Asked of
                # every call, that summary is a parse of the module, and through it of the modules its
                # calls name: a cycle of a large package's modules summarised round after round.
                continue
            facts = self.project.facts(self.location, module, light=starts_only)
            if facts is not None:
                self.consulted |= facts.consulted
                self.gave_up |= facts.gave_up
            if facts is not None and name in facts.names:
                return facts, name
        return None

    def _imported_from(self, expr: cst.CSTNode) -> List[Tuple[str, str]]:
        """The modules (as this file imports them) and names ``expr`` may come from: ``("utils",
        "run_workers")`` for ``from utils import run_workers``; each star-imported module for a name
        this file neither imports nor assigns. Not torch's or the standard library's."""
        qualified = self.qualified_name(expr)
        if qualified is not None and "." in qualified.lstrip("."):
            module, _, name = qualified.rpartition(".")
            if module.split(".")[0] not in ("torch", "multiprocessing", "concurrent", "os", "sys"):
                return [(module, name)]
        elif isinstance(expr, cst.Name) and expr.value not in self.assignments:
            return [(star, expr.value) for star in self.star_imports]
        return []

    def calls_the_project_or_a_start(self, call: cst.Call) -> bool:
        """A call of a function or class this module defines or imports from a module of the project, or
        of multiprocessing's or an executor's API (``main()``, ``run_pipeline()``, ``mp.spawn(...)``); not
        a library's (``logging.getLogger(__name__)``, ``TypeVar("T")``)."""
        func = call.func
        while isinstance(func, cst.Call):
            func = func.func
        root = func
        while isinstance(root, (cst.Attribute, cst.Subscript, cst.Call)):
            # (``PressRoom(...).run()``: a method of what a class of the project makes.)
            root = root.func if isinstance(root, cst.Call) else root.value
        if isinstance(root, cst.Name) and (root.value in self.functions or root.value in self.classes):
            return True
        if self.mp_api(func) is not None or self.qualified_name(func) in PROCESS_POOL_EXECUTORS:
            return True
        if self.project is None:
            return False
        # (``COMMANDS[name](args)``: a table the project's module holds; ``RosterJob.from_defaults()``: a
        # class it defines.)
        candidates = [func, root] if isinstance(func, cst.Attribute) and root is not func else \
            [root if isinstance(func, cst.Subscript) else func]
        for candidate in candidates:
            for module, _ in self._imported_from(candidate):
                self._consult(module)  # a module added later changes the answer: a cached result must see it
                if self.project.find(self.location, module) is not None:
                    return True
        # ``bottler = importlib.import_module(f"bottlers.{name}")``, then ``bottler.bottle(...)``: a module of
        # the project imported by a name made at run time (which one is the program run's to read).
        return isinstance(root, cst.Name) and any(
            self._imports_by_a_made_name(value) for value, _ in self.assignments.get(root.value, ()))

    def _imports_by_a_made_name(self, value: object) -> bool:
        """``importlib.import_module(name)`` / ``__import__(name)``, or ``getattr`` of one (the function a
        ``module:function`` spec names)."""
        if not isinstance(value, cst.Call):
            return False
        called = self.qualified_name(value.func) or dotted_name(value.func)
        if called in ("getattr", "builtins.getattr") and value.args:
            return self._imports_by_a_made_name(value.args[0].value)
        return called in DYNAMIC_IMPORTS

    def imports_single_threaded(self, statement: cst.CSTNode) -> bool:
        """Whether an import statement imports a project module (or a package of it: ``import pkg.sub``
        runs ``pkg/__init__.py`` first) that sets ``OMP_NUM_THREADS`` to 1 before it imports torch."""
        if self.project is None or not isinstance(statement, cst.SimpleStatementLine):
            return False
        modules: List[str] = []
        for small in statement.body:
            if isinstance(small, cst.Import):
                modules.extend(name for alias in small.names if (name := dotted_name(alias.name)) is not None)
            elif isinstance(small, cst.ImportFrom) and small.module is not None and not small.relative:
                name = dotted_name(small.module)
                if name is not None:
                    modules.append(name)
        for module in modules:
            parts = module.split(".")
            for depth in range(1, len(parts) + 1):
                self._consult(".".join(parts[:depth]))
                if self.project.sets_single_thread_env(self.location, ".".join(parts[:depth])):
                    return True
        return False

    def _consult(self, module: str) -> None:
        """Note what looking ``module`` up read (where it was looked for, what was found): a cached
        result holds while all of it is unchanged, whatever the answer was."""
        assert self.project is not None
        self.consulted.update(self.project.lookup_inputs(self.location, module))

    def imported_by_a_program_beside(self) -> bool:
        """Whether a program beside this module imports it (``Project.programs_importing``): then it is
        that program's own code, not a library of other people's programs."""
        if self.project is None:
            return False
        programs, inputs = self.project.programs_importing(self.location)
        self.consulted.update(inputs)
        return bool(programs)

    def imported_constant(self, name: cst.Name) -> Optional[int]:
        """The integer a project module binds ``name`` to, once, at its top (``DIM = 512``), where
        this file imports it from there (``from config import DIM``, ``from common import *``)."""
        if self.project is None:
            return None
        for module, imported in self._imported_from(name):
            self._consult(module)
            value = self.project.int_constant(self.location, module, imported)
            if value is not None:
                return value
        return None

    def attach_project(self, project: ProjectModules, location: str) -> None:
        """Read this module as the file at ``location`` (absolute) of ``project``: its imports of the
        project's modules are looked up there, and the names its star imports bring are taken."""
        self.project, self.location = project, location
        self.adopt_star_imports()

    def adopt_star_imports(self) -> None:
        """Take the names a ``from common import *`` of a project module brings in through that
        module's own imports (``mp`` for its ``import multiprocessing as mp``), as if imported here.
        This file's own imports and assignments win. Needs the project; call before the rules run."""
        if self.project is None:
            return
        for module in self.star_imports:
            self._consult(module)
            facts = self.project.facts(self.location, module, light=True)
            if facts is None:
                continue
            self.consulted |= facts.consulted
            self.gave_up |= facts.gave_up
            self.aliases.update({local: target for local, target in facts.exports.items()
                                 if local not in self.aliases and local not in self.assignments})

    def imported_as(self, qualified: str) -> Optional[str]:
        """The local name the module's imports bind to ``qualified`` (``th`` for ``import torch as th``)."""
        return next((local for local, target in self.aliases.items() if target == qualified), None)

    def mp_api(self, expr: cst.CSTNode) -> Optional[str]:
        """``Process`` for ``mp.Process`` / ``multiprocessing.pool.Pool`` / a from-import; else None."""
        name = self.qualified_name(expr)
        if name is None:
            return None
        for module in MP_MODULES:
            if name.startswith(module + "."):
                rest = name[len(module) + 1:]
                first, _, last = rest.partition(".")
                if not last:
                    return first
                if first in MP_SUBMODULES and "." not in last:
                    return last
        return None

    def mp_module_expression(self, expr: cst.CSTNode) -> Optional[str]:
        """The multiprocessing module an API call comes from: ``torch.multiprocessing`` or ``multiprocessing``."""
        name = self.qualified_name(expr)
        if name is None:
            return None
        for module in MP_MODULES:
            if name.startswith(module + "."):
                return module
        return None

    def values_of(self, name: str, near: Optional[cst.CSTNode] = None) -> List[Value]:
        """The values assigned to ``name``: the binding the code at ``near`` sees, else every one in the module."""
        if near is None:
            return [value for value, _ in self.assignments.get(name, ())]
        return [value for value, _ in self.bindings(name, near)]

    # -- scopes ---------------------------------------------------------------------------
    def scope_of(self, node: cst.CSTNode) -> BindingScope:
        """The innermost scope whose code holds ``node``.

        A function's decorators and defaults, a class's bases and the first iterable
        of a comprehension are evaluated in the scope around them.
        """
        grandchild: Optional[cst.CSTNode] = None
        child = node
        for ancestor in self.ancestors(node):
            if isinstance(ancestor, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
                if child is ancestor.body:
                    return ancestor
            elif isinstance(ancestor, COMPREHENSIONS):
                if not (child is ancestor.for_in and grandchild is ancestor.for_in.iter):
                    return ancestor
            grandchild, child = child, ancestor
        return self.module

    def never_runs(self, node: cst.CSTNode) -> bool:
        """``node`` lies in an arm of an ``if`` that a literal decides never runs: ``if False:``, or a flag its
        function binds once, to a literal, and in no other way (``fork_for_search = False`` above ``if
        fork_for_search:``). A module's flag is not read so: another module may set it."""
        inner = node
        for ancestor in self.ancestors(node):
            if isinstance(ancestor, cst.If):
                truth = self._literal_truth(ancestor.test)
                if (truth is False and inner is ancestor.body) or (truth is True and inner is ancestor.orelse):
                    return True
            inner = ancestor
        return False

    def _literal_truth(self, test: cst.BaseExpression) -> Optional[bool]:
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            inner = self._literal_truth(test.expression)
            return None if inner is None else not inner
        if isinstance(test, cst.Name) and test.value in ("True", "False", "None"):
            return test.value == "True"
        if isinstance(test, (cst.Integer, cst.SimpleString)):
            return bool(literal_value(test.value))
        if not isinstance(test, cst.Name):
            return None
        scope = self.binding_scope(test.value, test)
        if not isinstance(scope, cst.FunctionDef) or self.is_parameter(test.value, scope):
            return None
        bound = self.bindings_in(scope, test.value)
        if len(bound) != 1 or not isinstance(bound[0][0], (cst.Name, cst.Integer, cst.SimpleString)) \
                or isinstance(bound[0][0], cst.Name) and bound[0][0].value not in ("True", "False", "None"):
            return None
        if _bound_otherwise(scope, test.value):
            return None
        return self._literal_truth(bound[0][0])

    def binding_scope(self, name: str, near: cst.CSTNode) -> BindingScope:
        """The scope whose binding of ``name`` the code at ``near`` sees.

        Python's rule: a name bound anywhere in a function (or lambda, or comprehension)
        is local to all of it, unless it is declared ``global`` (the module's) or
        ``nonlocal`` (an enclosing function's); a name it does not bind is looked up in
        the enclosing functions, then the module. A class body's names are seen by the
        code directly in it, not by its methods.
        """
        return self._resolve(name, self.scope_of(near))

    def _resolve(self, name: str, scope: BindingScope) -> BindingScope:
        innermost = True
        while scope is not self.module:
            declared = self.declarations[scope].get(name) if scope in self.declarations else None
            if declared == "global":
                return self.module
            if declared is None and name in self.bound_names.get(scope, ()) \
                    and (innermost or not isinstance(scope, cst.ClassDef)):
                return scope
            scope = self.scope_parents[scope]
            innermost = False
        return self.module

    def scope_written(self, name: str, assignment: cst.CSTNode) -> BindingScope:
        """The scope whose ``name`` an assignment of ``assignments`` writes (``global``/``nonlocal`` applied)."""
        return self._resolve(name, self.assignment_scopes.get(assignment, self.module))

    def is_parameter(self, name: str, scope: BindingScope) -> bool:
        """``name`` is a parameter of the function or lambda ``scope`` (its value comes from the callers)."""
        return name in self.parameters.get(scope, ())

    def bindings(self, name: str, near: cst.CSTNode) -> List[Tuple[Value, cst.CSTNode]]:
        """The ``(value, assignment)`` pairs of ``name`` in the scope the code at ``near`` sees it in.

        A parameter holds what the callers pass, which fixmp does not follow: for one,
        every assignment of the name in the module counts (callers mostly pass a variable
        of the same name, ``run(ctx)``). A name bound by something else that is not an
        assignment (a loop, an import, ``with ... as``) has no value fixmp knows.
        """
        scope = self.binding_scope(name, near)
        if self.is_parameter(name, scope):
            return list(self.assignments.get(name, ()))
        return self.bindings_in(scope, name)

    def may_be_same_variable(self, one: cst.Name, other: cst.Name) -> bool:
        """Two uses of a name may hold the same object: they see the same binding, or one is a
        parameter (which holds what its callers pass)."""
        if one.value != other.value:
            return False
        scope, other_scope = self.binding_scope(one.value, one), self.binding_scope(other.value, other)
        return scope is other_scope or self.is_parameter(one.value, scope) \
            or self.is_parameter(other.value, other_scope)

    def bindings_in(self, scope: BindingScope, name: str) -> List[Tuple[Value, cst.CSTNode]]:
        if self._bindings_by_scope is None:
            # Built once: every assignment goes to the scope its ``global``/``nonlocal`` make it write.
            by_scope: Dict[Tuple[cst.CSTNode, str], List[Tuple[Value, cst.CSTNode]]] = defaultdict(list)
            for assigned, entries in self.assignments.items():
                for value, where in entries:
                    by_scope[(self.scope_written(assigned, where), assigned)].append((value, where))
            self._bindings_by_scope = by_scope
        return self._bindings_by_scope.get((scope, name), [])

    # -- start methods --------------------------------------------------------------------
    def get_context_call(self, expr: cst.CSTNode, _depth: int = 0) -> Optional[cst.Call]:
        """The ``get_context(...)`` call a context expression comes from (through a variable)."""
        if isinstance(expr, cst.Call) and self.mp_api(expr.func) == "get_context":
            return expr
        if isinstance(expr, cst.Name) and _depth < 3:
            for value in self.values_of(expr.value, expr):
                found = self.get_context_call(value, _depth + 1)
                if found is not None:
                    return found
        if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name) and expr.value.value == "self" \
                and _depth < 3:
            # ``self.ctx.Process(...)`` with ``self.ctx = mp.get_context("fork")`` set once in the class.
            cls = next((node for node in self.ancestors(expr) if isinstance(node, cst.ClassDef)), None)
            values = self._self_attribute_values(cls, expr.attr.value) if cls is not None else []
            if len(values) == 1:
                return self.get_context_call(values[0], _depth + 1)
        return None

    def _self_attribute_values(self, cls: cst.ClassDef, name: str) -> List[cst.BaseExpression]:
        """The values ``self.name = value`` assigns in the methods of ``cls`` (not in nested functions)."""
        def collect() -> Dict[str, List[cst.BaseExpression]]:
            found: Dict[str, List[cst.BaseExpression]] = {}
            for method in cls.body.body:
                if not isinstance(method, cst.FunctionDef):
                    continue
                for statement in method.body.body:
                    for small in statement.body if isinstance(statement, cst.SimpleStatementLine) else ():
                        if not isinstance(small, (cst.Assign, cst.AnnAssign, cst.AugAssign)) or small.value is None:
                            continue
                        targets = [target.target for target in small.targets] if isinstance(small, cst.Assign) \
                            else [small.target]
                        for target in targets:
                            if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) \
                                    and target.value.value == "self":
                                # An augmented assignment's value is no context: it only makes two values.
                                found.setdefault(target.attr.value, []).append(small.value)
            return found

        return list(self.derived(("self attributes of", id(cls)), collect).get(name, ()))

    def set_start_method_calls(self) -> List[cst.Call]:
        if self._set_start_method_calls is None:
            self._set_start_method_calls = [
                call for call in self.calls if self.mp_api(call.func) == "set_start_method"
            ]
        return list(self._set_start_method_calls)

    def start_method_value(self, expr: Optional[cst.BaseExpression]) -> Optional[str]:
        """A start method given as a literal, or as a name bound once, in the same scope, to a literal."""
        value = string_value(expr)
        if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name) and expr.value.value == "self":
            return self._class_constant(expr)
        if value is not None or not isinstance(expr, cst.Name):
            return value
        bindings = self.bindings(expr.value, expr)
        scope = self.scope_of(expr)
        if isinstance(scope, cst.FunctionDef):
            params = (*scope.params.posonly_params, *scope.params.params, *scope.params.kwonly_params)
            param = next((param for param in params if param.name.value == expr.value), None)
            if param is not None:
                if bindings or param.default is None:
                    return None  # rebound in the function, or always the caller's
                # ``def launch(fn, start_method="fork")``: what a caller that passes none gets.
                default = param.default
                if isinstance(default, cst.Name):
                    values = self.values_of(default.value, default)
                    return string_value(values[0]) if len(values) == 1 else None
                return string_value(default)
        if len(bindings) != 1:
            return None
        bound, _ = bindings[0]
        if self.binding_scope(expr.value, expr) is not scope:
            return None  # a global or an enclosing function's variable: something else may rebind it
        return string_value(bound)

    def _class_constant(self, expr: cst.Attribute) -> Optional[str]:
        """``self.start_method`` where the class sets ``start_method = "fork"`` in its body once and no
        method assigns it (a subclass of another module may still override it: read as written)."""
        cls = next((node for node in self.ancestors(expr) if isinstance(node, cst.ClassDef)), None)
        if cls is None or self._self_attribute_values(cls, expr.attr.value):
            return None
        found = [small.value for statement in cls.body.body if isinstance(statement, cst.SimpleStatementLine)
                 for small in statement.body if isinstance(small, cst.Assign) and len(small.targets) == 1
                 and isinstance(small.targets[0].target, cst.Name) and small.targets[0].target.value == expr.attr.value]
        return string_value(found[0]) if len(found) == 1 else None

    def default_start_method(self, target_default: str, at: cst.CSTNode) -> str:
        """The default context's start method when ``at`` runs: what the ``set_start_method`` calls the
        parent runs before it decide (``method_set_before``), else ``target_default``."""
        method = self.method_set_before(at)
        return target_default if method is None else method

    def method_set_before(self, node: cst.CSTNode, depth: int = 2) -> Optional[str]:
        """The start method the ``set_start_method`` calls that run before ``node`` leave in force; None
        where none runs before it. "unknown" where it is not a literal, or where the callers of the
        function around ``node`` reach it with different methods.

        In the order the parent runs them, not the order they are written in: the earlier
        statements of each enclosing block (and of the module's functions they call), outermost
        first; for a function, what runs before each of its calls here (``depth`` levels of
        callers), or, for one nothing here calls, the module's top-level statements (they ran at
        import). The first call sets the method; a later one changes it only with ``force=True``
        (without it, it raises "context has already been set"). A definition that nothing calls
        sets nothing, wherever it is written.
        """
        return self._method_in_force(node, depth)[0]

    def method_chooser_before(self, node: cst.CSTNode, depth: int = 2) -> Optional[cst.Call]:
        """The ``set_start_method`` call whose method is in force when ``node`` runs (see
        ``method_set_before``); None where none is, or where different callers reach it with different
        ones. What a fix changes to change the method of a start: never a call that runs after it."""
        return self._method_in_force(node, depth)[1]

    def _method_in_force(self, node: cst.CSTNode, depth: int) -> MethodInForce:
        key = ("method in force", id(node), depth)
        return self.derived(key, lambda: self._find_method_in_force(node, depth))

    def _find_method_in_force(self, node: cst.CSTNode, depth: int) -> MethodInForce:
        blocks: List[Tuple[Block, int]] = []  # the blocks around ``node``, innermost first, with its place in each
        current: cst.CSTNode = self.enclosing_statement(node)
        in_force: MethodInForce = (None, None)
        while True:
            block = self.parent(current)
            assert isinstance(block, (cst.Module, cst.IndentedBlock))
            blocks.append((block, self._position_in_block(block, current)))
            if isinstance(block, cst.Module):
                break
            owner = self.block_owner(block)
            assert owner is not None  # an IndentedBlock lies in a compound statement
            if isinstance(owner, cst.FunctionDef):
                in_force = self._method_entering(owner, depth)
                break
            current = owner
            while isinstance(self.parent(current), cst.If):  # an `elif`: climb to its `if`
                current = self.parent(current)  # type: ignore[assignment]
        for block, end in reversed(blocks):
            in_force = self._after_set_calls(in_force, [Statements(block, 0, end)], depth)
        return in_force

    def method_set_at_import(self) -> Optional[str]:
        """The start method this module's top-level statements leave in force once it is imported
        (``if __name__ == "__main__":`` blocks aside); None where they set none."""
        return self.derived("method set at import",
                            lambda: self._after_set_calls((None, None), self._module_outside_guards(), 2)[0])

    def _method_entering(self, function: cst.FunctionDef, depth: int) -> MethodInForce:
        """The method in force when ``function`` starts running (see ``method_set_before``)."""
        callers = [call for call in self.calls_of(function) if self.enclosing_function(call) is not function]
        if depth > 0 and callers:
            reached = {self._method_in_force(call, depth - 1) for call in callers}
            return reached.pop() if len(reached) == 1 else ("unknown", None)
        return self._after_set_calls((None, None), self._module_outside_guards(), depth)

    def _after_set_calls(self, in_force: MethodInForce, pieces: Iterable[PathPart], depth: int) -> MethodInForce:
        for found in self.find_on_path(pieces, self._sets_start_method, depth):  # type: ignore[arg-type]
            call = found.call
            assert isinstance(call, cst.Call)
            if in_force[0] is None or forces_start_method(call):
                chosen = self.start_method_value(call_arg(call, 0, "method"))
                in_force = (chosen if chosen in START_METHODS else "unknown", call)
        return in_force

    def _sets_start_method(self, node: cst.CSTNode) -> Optional[str]:
        """A classifier for ``find_on_path``: the ``set_start_method`` calls."""
        if isinstance(node, cst.Call) and self.mp_api(node.func) == "set_start_method":
            return "set_start_method"
        return None

    def context_method(self, get_context: cst.Call, target_default: str) -> str:
        method_arg = call_arg(get_context, 0, "method")
        if method_arg is None or (isinstance(method_arg, cst.Name) and method_arg.value == "None"):
            return self.default_start_method(target_default, get_context)
        method = self.start_method_value(method_arg)
        return method if method in START_METHODS else "unknown"

    # -- process starts -------------------------------------------------------------------
    def process_sites(self, target_default: str) -> List[ProcessSite]:
        """Every place the module starts processes (computed once per start-method default; rules share it).
        A start in an arm a literal decides never runs (``never_runs``) starts nothing."""
        if target_default not in self._process_sites:
            sites = []
            for call in self.calls:
                site = self._process_site(call, target_default)
                if site is not None and not all(self.never_runs(start) for start in site.start_calls or (call,)):
                    sites.append(site)
            self._process_sites[target_default] = sites
        return list(self._process_sites[target_default])

    def remote_process_sites(self, target_default: str) -> List[ProcessSite]:
        """Every call of a function or class of another module of the project that starts processes
        there (``run_workers(fn, 4)`` with ``run_workers`` in ``utils.py``); needs the project."""
        def compute() -> List[ProcessSite]:
            found = (self._remote_site(call, target_default) for call in self.calls if not self.never_runs(call))
            return [site for site in found if site is not None]

        return list(self.derived(("remote process sites", target_default), compute))

    def _remote_start(self, func: cst.BaseExpression) -> Tuple[Optional[RemoteStart], Optional[cst.ClassDef]]:
        """The start a called function or class of another module makes: ``run_workers``; a Process
        subclass ``Worker``; or ``trainer.collect`` / ``Trainer(...).collect`` for a method of a
        project class, where ``trainer`` is bound once, here, to ``Trainer(...)``. Also a method a
        class of this module inherits from one of another module (``MyTrainer(...).train()``,
        ``self.train()`` in a method of ``MyTrainer``), with that class (else None)."""
        found = self.project_facts(func, starts_only=True)
        if found is not None:
            facts, name = found
            return facts.starts.get(name), None
        if not isinstance(func, cst.Attribute):
            return None, None
        instance = func.value
        if isinstance(instance, cst.Name) and instance.value == "self":
            cls = next((a for a in self.ancestors(func) if isinstance(a, cst.ClassDef)), None)
            if cls is None or self.classes.get(cls.name.value) is not cls:
                return None, None
            return self.inherited_starts(cls).get(func.attr.value), cls
        if isinstance(instance, cst.Name):
            values = self.values_of(instance.value, instance)
            instance = values[0] if len(values) == 1 and isinstance(values[0], cst.Call) else instance
        if not isinstance(instance, cst.Call):
            return None, None
        if isinstance(instance.func, cst.Name) and instance.func.value in self.classes:
            cls = self.classes[instance.func.value]
            return self.inherited_starts(cls).get(func.attr.value), cls
        found = self.project_facts(instance.func, starts_only=True)
        if found is None:
            return None, None
        facts, name = found
        return facts.starts.get(f"{name}.{func.attr.value}"), None

    def inherited_starts(self, cls: cst.ClassDef) -> Dict[str, RemoteStart]:
        """The methods ``cls`` (a top-level class of this module) inherits from a class of another module
        of the project that start processes there: ``{"train": ...}`` for ``class MyTrainer(BaseTrainer)``
        with ``BaseTrainer.train`` in ``base_trainer.py``. Bases are read in order, through this module's
        own classes (``MAX_BASE_DEPTH`` deep); a method ``cls`` or an earlier base of this module defines is
        its own. A base fixmp cannot read (a library's, torch's ``nn.Module``) ends the search: it may
        define any method. Empty without the project, or for a class without bases."""
        if self.project is None or not cls.bases:
            return {}
        return self.derived(("inherited starts", id(cls)), lambda: self._inherited_starts(cls, MAX_BASE_DEPTH)[0])

    def _inherited_starts(self, cls: cst.ClassDef, depth: int) -> Tuple[Dict[str, RemoteStart], Set[str]]:
        """``inherited_starts``, and the methods defined on the way (they hide a later base's)."""
        defined = {item.name.value for item in cls.body.body if isinstance(item, cst.FunctionDef)}
        starts: Dict[str, RemoteStart] = {}
        for base in cls.bases:
            if base.keyword is not None or dotted_name(base.value) == "object":
                continue  # ``metaclass=...``; object defines nothing a start could hide behind
            local = self.classes.get(dotted_name(base.value) or "")
            if local is not None and local is not cls:
                if depth == 0:
                    break
                inner, inner_defined = self._inherited_starts(local, depth - 1)
                for name, start in inner.items():
                    if name not in defined and name not in starts:
                        starts[name] = start
                defined |= inner_defined
                continue
            found = self.project_facts(base.value, starts_only=True)
            if found is not None:
                facts, class_name = found
                for key, start in facts.starts.items():
                    owner, _, method = key.partition(".")
                    if owner == class_name and method and method not in defined and method not in starts:
                        starts[method] = start
                continue
            if not self.is_project_class(base.value):
                break  # a class fixmp does not read may define any method: the later bases' are hidden
        return starts, defined

    def is_project_class(self, expr: cst.BaseExpression) -> bool:
        """``expr`` names a class imported from a module of the project (one that starts nothing, or
        only through classes of its own bases: ``project_facts`` with ``starts_only`` did not read it)."""
        assert self.project is not None
        return any(self.project.find(self.location, module) is not None for module, _ in self._imported_from(expr))

    def _remote_site(self, call: cst.Call, target_default: str) -> Optional[ProcessSite]:
        remote, subclass = self._remote_start(call.func)
        if remote is None:
            return None
        overrides: Tuple[cst.FunctionDef, ...] = ()
        if subclass is not None:
            found = (self.method(subclass, name) for name in remote.self_methods_before)
            overrides = tuple(function for function in found if function is not None)
        method = remote.start_method or StartMethod(self.default_start_method(target_default, call))
        for arg in call.args:
            # ``launch(fn, 2, start_method="spawn")``: a start method the caller hands over wins over
            # the one that function defaults to.
            passed = string_value(arg.value) if arg.keyword is not None else None
            if passed in ("fork", "spawn", "forkserver"):
                method = StartMethod(passed)
        targets: Tuple[cst.BaseExpression, ...] = ()
        if remote.target_parameter is not None:
            argument = call_arg(call, *remote.target_parameter)
            if argument is not None:
                targets = (argument,)
        if not targets and remote.kind in (ProcessKind.POOL, ProcessKind.PROCESS_POOL_EXECUTOR):
            # A pool the function hands back (``with worker_pool(2) as pool: pool.map(score, ...)``): the
            # tasks this module hands it.
            targets = tuple(first for use in self.pool_uses(call)
                            for first in (positional_arg(use, 0) or keyword_arg(use, "func") or keyword_arg(use, "fn"),)
                            if first is not None)
        known = bool(targets) or remote.child_work is not None or remote.child_single_threaded
        starts = self._start_calls(call) if remote.is_class else (call,)
        handed = tuple(arg.value for arg in call.args)
        return ProcessSite(call, remote.kind, method, "remote", None, targets, handed, known, starts,
                           remote=remote, overrides_before=overrides)

    def _process_site(self, call: cst.Call, target_default: str) -> Optional[ProcessSite]:
        func = call.func
        if self.qualified_name(func) in OS_FORKS:
            return self._os_fork_site(call)
        kind = None
        context_call = None
        imported_context = False
        if isinstance(func, cst.Attribute) and func.attr.value in PROCESS_FACTORIES:
            context_call = self.get_context_call(func.value)
            if context_call is not None:
                kind = func.attr.value
            elif self.mp_api(func) is None and self.project is not None and any(
                    self.project.find(self.location, module) is not None for module, _ in self._imported_from(func.value)):
                # ``CTX.Process(...)`` with ``CTX = get_context(...)`` in a module of the project: a start
                # whose method the program run reads from the value (``fixmp.analysis.effects``).
                kind, imported_context = func.attr.value, True
        if kind is None:
            api = self.mp_api(func)
            if api in PROCESS_FACTORIES:
                kind = api
            elif self.process_subclass(func) is not None:
                kind = "Process"
                context_call = self.subclass_context(func)
            elif self.qualified_name(func) in PROCESS_POOL_EXECUTORS:
                kind = "ProcessPoolExecutor"
            elif api == "start_processes" or self.qualified_name(func) == "torch.multiprocessing.spawn":
                kind = "start_processes"
            else:
                return None
        via = "default"
        mp_context = keyword_arg(call, "mp_context") if kind == "ProcessPoolExecutor" else None
        if imported_context:
            via, method = "context", "unknown"
        elif context_call is not None:
            via = "context"
            method = self.context_method(context_call, target_default)
        elif mp_context is not None:
            via = "mp_context"
            context_call = self.get_context_call(mp_context)
            method = self.context_method(context_call, target_default) if context_call else "unknown"
        elif kind == "ProcessPoolExecutor" and _given(keyword_arg(call, "max_tasks_per_child")):
            # Python 3.11+ (where the argument exists): "the default start method will be 'spawn'
            # rather than 'fork'", fork's workers cannot be recycled.
            via, method = "max_tasks_per_child", "spawn"
        elif kind == "start_processes":
            via = "start_method"
            method_arg = call_arg(call, 5, "start_method")  # start_processes(fn, args, nprocs, join, daemon, ...)
            method = "spawn" if method_arg is None else (self.start_method_value(method_arg) or "unknown")
        else:
            method = self.default_start_method(target_default, call)
        targets, handed, known = self._children_work(call, kind)
        if kind == "Process":
            starts = self._start_calls(call)
        elif kind == "ProcessPoolExecutor":
            # Its workers start at the first submit or map, not at the constructor: work the parent
            # does inside `with ProcessPoolExecutor() as ex:` before that still runs before the fork.
            uses = self.pool_uses(call)
            starts = (uses[0],) if uses else (call,)
        else:
            starts = (call,)
        return ProcessSite(call, ProcessKind(kind), StartMethod(method), via, context_call, targets, handed, known,
                           starts)

    def _os_fork_site(self, call: cst.Call) -> ProcessSite:
        """``pid = os.fork()``: the child is the process for which it returned 0. Its work is the calls
        of the block that ``if pid == 0:`` (``if not pid:``, or the ``else`` of ``if pid:``) runs."""
        child = self._fork_child_block(call)
        targets: Tuple[cst.BaseExpression, ...] = ()
        if child is not None:
            targets = tuple(
                found.func for statement in child.body for found in self.calls_run_by(statement)
            )
        return ProcessSite(call, ProcessKind.OS_FORK, StartMethod.FORK, "os.fork", None, targets, (),
                           child is not None, (call,), child)

    def _fork_child_block(self, call: cst.Call) -> Optional[cst.IndentedBlock]:
        # ``if os.fork() == 0:``, ``if (pid := os.fork()) == 0:``: the fork's result tested where it is made.
        tested: cst.CSTNode = call
        named = self.parent(call)
        if isinstance(named, cst.NamedExpr) and named.value is call:
            tested = named
        in_place = next((ancestor for ancestor in self.ancestors(call) if isinstance(ancestor, cst.If)
                         or isinstance(ancestor, cst.BaseStatement)), None)
        if isinstance(in_place, cst.If) and self._fork_test_holds(in_place.test, tested):
            return _child_branch(in_place, lambda node: node is tested)
        bound = self.parent(call)
        if not isinstance(bound, cst.Assign) or len(bound.targets) != 1 \
                or not isinstance(bound.targets[0].target, (cst.Name, cst.Attribute)):
            return None
        pid = bound.targets[0].target  # ``pid = os.fork()``, ``self.pid = os.fork()``
        statement = self.enclosing_statement(call)
        block = self.parent(statement)
        if not isinstance(block, (cst.IndentedBlock, cst.Module)):
            return None
        body = list(block.body)
        later = next((later for later in body[body.index(statement) + 1:] if isinstance(later, cst.If)), None) \
            if statement in body else None
        return _child_branch(later, pid.deep_equals) if later is not None else None

    @staticmethod
    def _fork_test_holds(test: cst.BaseExpression, tested: cst.CSTNode) -> bool:
        """``test`` is the fork's result itself, ``not`` it, or it compared with 0 (``_child_branch``'s forms)."""
        return test is tested or (isinstance(test, cst.UnaryOperation) and test.expression is tested) \
            or (isinstance(test, cst.Comparison) and test.left is tested)

    def _start_calls(self, creation: cst.Call) -> Tuple[cst.Call, ...]:
        """The ``.start()`` calls that start a Process made by ``creation``.

        ``Process(...).start()``; ``p = Process(...)`` then ``p.start()``; or
        ``procs = [Process(...) ...]`` / ``procs.append(p)`` then ``for q in procs: q.start()``.
        Falls back to the creation itself.
        """
        parent = self.parent(creation)
        if isinstance(parent, cst.Attribute) and parent.attr.value == "start":
            outer = self.parent(parent)
            if isinstance(outer, cst.Call):
                return (outer,)
        scope = self.enclosing_scope(creation)
        holders = set()
        name = self.bound_name(creation)
        if name is not None:
            holders.add(name)
        # A list the process is put in: `[Process(...) for ...]` or `procs.append(p)`.
        for ancestor in self.ancestors(creation):
            if isinstance(ancestor, (cst.ListComp, cst.List)):
                assign = self.parent(ancestor)
                if isinstance(assign, cst.Assign) and isinstance(assign.targets[0].target, cst.Name):
                    holders.add(assign.targets[0].target.value)
                break
            if isinstance(ancestor, cst.BaseStatement):
                break
        for call in self._method_calls(scope, "append"):
            if any(isinstance(arg.value, cst.Name) and arg.value.value in holders for arg in call.args):
                holders.add(receiver(call).value)
        loop_names = set()
        for loop in self._loops_in(scope):
            if isinstance(loop.iter, cst.Name) and loop.iter.value in holders and isinstance(loop.target, cst.Name):
                loop_names.add(loop.target.value)
        starts = []
        for call in self._method_calls(scope, "start"):
            if not call.args and receiver(call).value in holders | loop_names:
                starts.append(call)
        if name is not None:
            starts = [call for call in starts
                      if receiver(call).value != name or self._starts_this_binding(creation, name, call)]
        if not starts and name is None:  # ``self.worker = Process(...)``, started in another method
            starts = [call for call in self.self_attribute_uses(creation, ("start",)) if not call.args]
        if not starts and name is None:
            starts = self._started_from_a_list_on_self(creation)
        return tuple(starts) or (creation,)

    def _starts_this_binding(self, creation: cst.Call, name: str, start: cst.Call) -> bool:
        """``name.start()`` starts the process ``name = Process(...)`` made at ``creation`` unless the name
        is bound again between them (``p = Process(target=evaluate)``, ``p.start()``, then ``p =
        Process(target=train)``, ``p.start()``: each start is its own process's)."""
        made, started = self.line(creation), self.line(start)
        others = [self.line(where) for _, where in self.bindings_in(self.binding_scope(name, creation), name)]
        others = [line for line in others if line != made]
        if not others:
            return True
        return made <= started and not any(made < line <= started for line in others)

    def _started_from_a_list_on_self(self, creation: cst.Call) -> List[cst.Call]:
        """``self.procs = [ctx.Process(...) for ...]`` in one method, ``for p in self.procs: p.start()`` in
        another method of the same class: those ``.start()`` calls, in file order."""
        listed: Optional[cst.CSTNode] = None
        for ancestor in self.ancestors(creation):
            if isinstance(ancestor, (cst.ListComp, cst.List)):
                listed = self.parent(ancestor)
                break
            if isinstance(ancestor, cst.BaseStatement):
                return []
        if not isinstance(listed, cst.Assign) or len(listed.targets) != 1:
            return []
        target = listed.targets[0].target
        if not (isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)
                and target.value.value == "self"):
            return []
        cls = next((a for a in self.ancestors(creation) if isinstance(a, cst.ClassDef)), None)
        if cls is None:
            return []
        starts: List[cst.Call] = []
        for loop in self.loops:
            over = loop.iter
            if not (isinstance(over, cst.Attribute) and isinstance(over.value, cst.Name) and over.value.value == "self"
                    and over.attr.value == target.attr.value and isinstance(loop.target, cst.Name)
                    and cls in self.ancestors(loop)):
                continue
            starts += [call for call in self._method_calls(self.enclosing_scope(loop), "start")
                       if not call.args and receiver(call).value == loop.target.value and loop in self.ancestors(call)]
        return starts

    def _method_calls(self, scope: cst.CSTNode, method: str) -> List[cst.Call]:
        """``name.method(...)`` calls that run in ``scope`` (not in functions nested in it), in order."""
        by_method = self._method_calls_in.get(scope)
        if by_method is None:
            by_method = defaultdict(list)
            for call in self.calls_under.get(scope, ()):
                func = call.func
                if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
                    by_method[func.attr.value].append(call)
            self._method_calls_in[scope] = by_method
        return by_method.get(method, [])

    def _loops_in(self, scope: cst.CSTNode) -> List[cst.For]:
        if self._loops_by_scope is None:
            self._loops_by_scope = defaultdict(list)
            for loop in self.loops:
                self._loops_by_scope[self.enclosing_scope(loop)].append(loop)
        return self._loops_by_scope.get(scope, [])

    def _children_work(
        self, call: cst.Call, kind: str
    ) -> Tuple[Tuple[cst.BaseExpression, ...], Tuple[cst.BaseExpression, ...], bool]:
        targets: List[cst.BaseExpression] = []
        handed: List[cst.BaseExpression] = []
        known = True
        if kind == "Process" and self.process_subclass(call.func) is not None:
            # A Process subclass: the child runs its run() method, on the constructor's arguments.
            targets.append(call.func)
            handed.extend(arg.value for arg in call.args)
        elif kind == "Process":
            target = call_arg(call, 1, "target")
            if target is not None:
                targets.append(target)
            handed.extend(_elements(keyword_arg(call, "args") or positional_arg(call, 3)))
            handed.extend(_elements(keyword_arg(call, "kwargs") or positional_arg(call, 4)))
        elif kind == "start_processes":
            target = call_arg(call, 0, "fn")
            if target is not None:
                targets.append(target)
            handed.extend(_elements(keyword_arg(call, "args") or positional_arg(call, 1)))
        else:
            initializer = keyword_arg(call, "initializer")
            if initializer is not None:
                targets.append(initializer)
                handed.extend(_elements(keyword_arg(call, "initargs")))
            uses = self.pool_uses(call)
            for use in uses:
                first = positional_arg(use, 0) or keyword_arg(use, "func") or keyword_arg(use, "fn")
                if first is not None:
                    targets.append(first)
                # (``callback=`` / ``error_callback=`` run in the parent: never pickled.)
                handed.extend(arg.value for arg in use.args[1:]
                              if arg.keyword is None or arg.keyword.value not in RUN_IN_THE_PARENT)
            known = bool(uses)
        return tuple(targets), tuple(handed), known

    def process_subclass(self, func: cst.CSTNode, _depth: int = 0) -> Optional[cst.ClassDef]:
        """The class of this module that ``func`` names, where it subclasses ``Process``."""
        if not isinstance(func, cst.Name) or func.value not in self.classes or _depth > 3:
            return None
        cls = self.classes[func.value]
        for base in cls.bases:
            if self.mp_api(base.value) == "Process" or self.process_subclass(base.value, _depth + 1) is not None \
                    or self._context_process(base.value) is not None:
                return cls
        return None

    def _context_process(self, base: cst.BaseExpression) -> Optional[cst.Call]:
        """``CTX.Process`` (``CTX = get_context("forkserver")``) as a base class: the ``get_context`` call."""
        if isinstance(base, cst.Attribute) and base.attr.value == "Process":
            return self.get_context_call(base.value)
        return None

    def subclass_context(self, func: cst.CSTNode, _depth: int = 0) -> Optional[cst.Call]:
        """For a Process subclass of this module built from a context's ``Process`` (at any depth of its
        bases): that context's ``get_context`` call, which sets its start method."""
        if not isinstance(func, cst.Name) or func.value not in self.classes or _depth > 3:
            return None
        for base in self.classes[func.value].bases:
            found = self._context_process(base.value) or self.subclass_context(base.value, _depth + 1)
            if found is not None:
                return found
        return None

    def bound_name(self, call: cst.Call) -> Optional[str]:
        """The name a pool or process is bound to: ``x = Pool()``, ``with Pool() as x``."""
        parent = self.parent(call)
        if isinstance(parent, cst.Assign) and len(parent.targets) == 1:
            target = parent.targets[0].target
            return target.value if isinstance(target, cst.Name) else None
        if isinstance(parent, cst.WithItem) and parent.asname is not None:
            target = parent.asname.name
            return target.value if isinstance(target, cst.Name) else None
        return None

    def pool_uses(self, call: cst.Call) -> List[cst.Call]:
        attribute = self.parent(call)
        if isinstance(attribute, cst.Attribute) and attribute.value is call \
                and attribute.attr.value in POOL_SUBMIT_METHODS and isinstance(self.parent(attribute), cst.Call):
            return [cast(cst.Call, self.parent(attribute))]  # ``mp.Pool(2).map(work, items)``: used once, there
        name = self.bound_name(call)
        argument = self.parent(call)
        wrapper = self.parent(argument) if isinstance(argument, cst.Arg) else None
        if name is None and isinstance(wrapper, cst.Call) and (
                (isinstance(wrapper.func, cst.Attribute) and wrapper.func.attr.value == "enter_context")
                or (dotted_name(wrapper.func) or "").rpartition(".")[2] == "closing"):
            # ``ex = stack.enter_context(ProcessPoolExecutor())``, ``with closing(Pool()) as pool``: the same pool.
            name = self.bound_name(wrapper)
        if name is None:
            return self.self_attribute_uses(call, POOL_SUBMIT_METHODS)
        scope = self.enclosing_scope(call)
        methods = self._methods_called()
        uses = [
            other for method in POOL_SUBMIT_METHODS for other in methods.get(method, ())
            if receiver(other).value == name and self.enclosing_scope(other) is scope
        ]
        uses += self._pool_methods_held(name, scope)
        order = self._call_order()
        return sorted(uses, key=lambda other: order[id(other)])

    def _pool_methods_held(self, pool: str, scope: cst.CSTNode) -> List[cst.Call]:
        """Calls of a name that holds one of the pool's methods (``map_fn = pool.imap_unordered if n > 1 else
        map``, then ``map_fn(work, items)``), in the pool's scope: uses of the pool where the name holds it."""
        held: List[cst.Call] = []
        for holder, assigned in self.assignments.items():
            for value, where in assigned:
                if self.enclosing_scope(where) is not scope or not isinstance(value, cst.BaseExpression):
                    continue
                if len([other for other in assigned if self.enclosing_scope(other[1]) is scope]) != 1:
                    continue  # (bound again, to ``map`` later: its calls are not all the pool's)
                options = [value.body, value.orelse] if isinstance(value, cst.IfExp) else [value]
                if any(isinstance(option, cst.Attribute) and isinstance(option.value, cst.Name)
                       and option.value.value == pool and option.attr.value in POOL_SUBMIT_METHODS
                       for option in options):
                    held.extend(other for other in self._functions_called().get(holder, ())
                                if self.enclosing_scope(other) is scope)
        return held

    def self_attribute_uses(self, call: cst.Call, methods: Collection[str]) -> List[cst.Call]:
        """For ``self.pool = ProcessPoolExecutor()`` in a method: the calls ``self.pool.submit(...)``
        (a method in ``methods``) in any method of the same class, in file order (the class's other
        methods use what its constructor made)."""
        parent = self.parent(call)
        if not isinstance(parent, cst.Assign) or len(parent.targets) != 1:
            return []
        target = parent.targets[0].target
        if not (isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)
                and target.value.value == "self"):
            return []
        cls = next((a for a in self.ancestors(call) if isinstance(a, cst.ClassDef)), None)
        if cls is None:
            return []
        uses = []
        for method in methods:
            for other in self._self_methods_called().get((target.attr.value, method), ()):
                if cls in self.ancestors(other):
                    uses.append(other)
        order = self._call_order()
        return sorted(uses, key=lambda other: order[id(other)])

    def _self_methods_called(self) -> Dict[Tuple[str, str], List[cst.Call]]:
        """``self.attribute.method(...)`` calls of the module by (attribute, method), in order."""
        if self._calls_on_self is None:
            self._calls_on_self = defaultdict(list)
            for call in self.calls:
                func = call.func
                if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Attribute) \
                        and isinstance(func.value.value, cst.Name) and func.value.value.value == "self":
                    self._calls_on_self[(func.value.attr.value, func.attr.value)].append(call)
        return self._calls_on_self

    def method_calls(self, method: str) -> List[cst.Call]:
        """The module's calls ``name.method(...)`` of a plain name's method, in order."""
        return list(self._methods_called().get(method, ()))

    def position_in_block(self, statement: cst.CSTNode) -> int:
        """Where a statement is in the block (or module) that holds it."""
        block = self.parent(statement)
        assert isinstance(block, (cst.Module, cst.IndentedBlock)), "not a statement of a block"
        return self._position_in_block(block, statement)

    def _methods_called(self) -> Dict[str, List[cst.Call]]:
        """``name.method(...)`` calls of the module by method name, in order."""
        if self._calls_by_method is None:
            self._calls_by_method = defaultdict(list)
            for call in self.calls:
                func = call.func
                if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
                    self._calls_by_method[func.attr.value].append(call)
        return self._calls_by_method

    def _functions_called(self) -> Dict[str, List[cst.Call]]:
        """``name(...)`` calls of the module by name, in order."""
        if self._calls_by_name is None:
            self._calls_by_name = defaultdict(list)
            for call in self.calls:
                if isinstance(call.func, cst.Name):
                    self._calls_by_name[call.func.value].append(call)
        return self._calls_by_name

    def _call_order(self) -> Dict[int, int]:
        if self._call_positions is None:
            self._call_positions = {id(call): position for position, call in enumerate(self.calls)}
        return self._call_positions

    # -- functions ------------------------------------------------------------------------
    def callee(self, call: cst.Call) -> Optional[cst.FunctionDef]:
        """The function of this module a call runs: a module function, a class's ``__init__``, ``self.method``."""
        func = call.func
        if isinstance(func, cst.Name):
            if func.value in self.functions:
                return self.functions[func.value]
            if func.value in self.classes:
                return self.method(self.classes[func.value], "__init__")
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
            for ancestor in self.ancestors(call):
                if isinstance(ancestor, cst.ClassDef):
                    return self.method(ancestor, func.attr.value)
        return None

    def method(self, cls: cst.ClassDef, name: str) -> Optional[cst.FunctionDef]:
        for statement in cls.body.body:
            if isinstance(statement, cst.FunctionDef) and statement.name.value == name:
                return statement
        # Follow a base class defined in this module (``class Net(Base)``).
        for base in cls.bases:
            base_name = dotted_name(base.value)
            if base_name in self.classes and self.classes[base_name] is not cls:
                return self.method(self.classes[base_name], name)
        return None

    def _class_of(self, function: cst.FunctionDef) -> Optional[cst.ClassDef]:
        """The class whose body holds ``function`` (a method), else None."""
        block = self.parents.get(function)
        owner = self.parents.get(block) if block is not None else None
        return owner if isinstance(owner, cst.ClassDef) else None

    def _constructor_of(self, function: cst.FunctionDef) -> Optional[cst.FunctionDef]:
        """The ``__init__`` that ran before an instance method of a class could run, if any."""
        cls = self._class_of(function)
        if cls is None or function.name.value == "__init__":
            return None
        if any(dotted_name(decorator.decorator) in ("staticmethod", "classmethod") for decorator in function.decorators):
            return None
        return self.method(cls, "__init__")

    def _runs_only_while_constructing(self, method: cst.FunctionDef, init: cst.FunctionDef, depth: int = 3) -> bool:
        """Every call of ``method`` is made by ``__init__`` (or by methods only it calls): the
        path before it is then the part of ``__init__`` before that call, not all of it."""
        callers = self.calls_of(method)
        if not callers:
            return False
        for caller in callers:
            calling = self.enclosing_function(caller)
            if calling is init:
                continue
            if calling is None or calling is method or depth == 0 \
                    or not self._runs_only_while_constructing(calling, init, depth - 1):
                return False
        return True

    def _constructions(self, cls: cst.ClassDef) -> List[cst.Call]:
        """``Cls(...)`` calls in this module: where instances of ``cls`` are made."""
        if cls not in self._constructions_of:
            self._constructions_of[cls] = [
                call for call in self._functions_called().get(cls.name.value, ())
                # ``_functions_called`` gives ``name(...)`` calls only.
                if self.classes.get(cast(cst.Name, call.func).value) is cls
            ]
        return list(self._constructions_of[cls])

    def calls_of(self, function: cst.FunctionDef) -> List[cst.Call]:
        """The calls in this module that run ``function``."""
        if function not in self._calls_of:
            self._calls_of[function] = self._find_calls_of(function)
        return list(self._calls_of[function])

    def _find_calls_of(self, function: cst.FunctionDef) -> List[cst.Call]:
        owner = self._class_of(function)
        name = function.name.value
        if owner is not None:
            found = [
                call for call in self._methods_called().get(name, ())
                if receiver(call).value == "self" and owner in self.ancestors(call)
            ]
            if name == "__init__":
                found += self._constructions(owner)
                order = self._call_order()
                found.sort(key=lambda call: order[id(call)])
            return found
        if self.functions.get(name) is not function:
            return []
        return list(self._functions_called().get(name, ()))

    def function_of_target(self, target: cst.BaseExpression, depth: int = 2) -> Optional[cst.FunctionDef]:
        if isinstance(target, cst.Call) and self.qualified_name(target.func) == "functools.partial" \
                and target.args and not target.args[0].star and depth > 0:
            # ``functools.partial(work, scale)``: the child runs ``work``.
            return self.function_of_target(target.args[0].value, depth - 1)
        if isinstance(target, cst.Name) and depth > 0 and target.value not in self.functions \
                and target.value not in self.classes:
            scope = self.binding_scope(target.value, target)
            # (A parameter holds what its callers pass: not a ``partial`` some other function binds.)
            values = [] if self.is_parameter(target.value, scope) else self.bindings_in(scope, target.value)
            if len(values) == 1 and isinstance(values[0][0], cst.Call):
                return self.function_of_target(values[0][0], depth - 1)  # ``fn = functools.partial(work, 2)``
        if isinstance(target, cst.Name):
            if target.value in self.functions:
                return self.functions[target.value]
            if target.value in self.classes:
                # A Process subclass or a callable class: its run or __call__ is the work.
                cls = self.classes[target.value]
                return self.method(cls, "run") or self.method(cls, "__call__")
        if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and target.value.value == "self":
            # A bound method of the class the start is written in (spawn pickles ``self`` along).
            around = next((a for a in self.ancestors(target) if isinstance(a, cst.ClassDef)), None)
            if around is not None:
                return self.method(around, target.attr.value)
        return None

    def local_function(self, target: cst.BaseExpression, near: cst.CSTNode) -> Optional[cst.FunctionDef]:
        """A function defined inside another function that ``target`` names (pickle cannot find it)."""
        if not isinstance(target, cst.Name):
            return None
        # Only a def in a function around ``near`` is what the name means there: a def of the
        # same name in another function is another object (pytorch/rl's atari_dqn.py binds
        # ``func = functools.partial(...)`` in one method and ``def func`` in another).
        around = set(self.ancestors(near))
        for value, where in self.assignments.get(target.value, ()):
            if isinstance(where, cst.FunctionDef) and self.enclosing_function(where) in around:
                return where
        return None

    # -- what runs before a node ---------------------------------------------------------
    def path_before(self, node: cst.CSTNode, depth: int = 2) -> ExecutionPath:
        """What the parent runs before ``node`` runs, in execution order (see ``run_before``)."""
        return ExecutionPath(self._path_parts(node, depth))

    def run_before(self, node: cst.CSTNode, depth: int = 2) -> List[cst.CSTNode]:
        """Statements and expressions the parent runs before ``node`` runs.

        Earlier statements of every enclosing block, a loop's whole body (code after
        a start in a loop runs before the next iteration's start), the tests and
        headers of enclosing statements, then the same for every call of the
        enclosing function in this module (``depth`` levels). For a function that
        nothing in this module calls, the module's top-level statements (they ran
        at import).
        """
        return list(ExecutionPath(self._path_parts(node, depth)))

    def _path_parts(self, node: cst.CSTNode, depth: int) -> Tuple[PathPart, ...]:
        """``run_before`` as parts: earlier statements stay runs of their block (``Statements``), not
        copies, and a caller's parts are computed once however many starts its callees hold."""
        key = (id(node), depth)
        parts = self._parts_before.get(key)
        if parts is None:
            collected: List[PathPart] = []
            self._collect_parts(node, depth, collected)
            parts = self._parts_before[key] = tuple(collected)
        return parts

    def _collect_parts(self, node: cst.CSTNode, depth: int, parts: List[PathPart]) -> None:
        self.spend(1)
        statement = self.enclosing_statement(node)
        if statement is not node and isinstance(node, cst.Call):
            # The call's own arguments are evaluated before it starts anything.
            parts.extend(arg.value for arg in node.args)
        for ancestor in self.ancestors(node):
            # `a(); b()` on one line, or after `if x:` on its line: the earlier statements ran first.
            line = self.parent(ancestor)
            if isinstance(line, (cst.SimpleStatementLine, cst.SimpleStatementSuite)):
                body = list(line.body)
                parts.extend(body[:next(i for i, small in enumerate(body) if small is ancestor)])
            if ancestor is statement:
                break
        current: cst.CSTNode = statement
        while True:
            block = self.parent(current)
            # ``current`` is a statement of a block: the one ``enclosing_statement`` gives, then
            # the compound statements that own the blocks around it (an ``elif`` climbed to its ``if``).
            assert isinstance(block, (cst.Module, cst.IndentedBlock))
            position = self._position_in_block(block, current)
            parts.append(Statements(block, 0, position))
            if isinstance(block, cst.Module):
                return
            owner = self.block_owner(block)
            assert owner is not None  # an IndentedBlock lies in a compound statement
            if isinstance(owner, (cst.For, cst.While)) and block is owner.body:
                parts.append(Statements(block, position + 1, len(block.body)))
            if isinstance(owner, cst.For):
                parts.append(owner.iter)
            elif isinstance(owner, (cst.If, cst.While)):
                parts.append(owner.test)
            elif isinstance(owner, cst.With):
                parts.extend(item.item for item in owner.items)
            elif isinstance(owner, cst.Try) and block is not owner.body:
                parts.append(owner.body)
            self.spend(1)
            if isinstance(owner, cst.FunctionDef):
                init = self._constructor_of(owner)
                if init is not None and not self._runs_only_while_constructing(owner, init):
                    # An instance method runs on an instance: its class's __init__ ran first,
                    # and so did what ran before the instance was made.
                    parts.append(init.body)
                    cls = self._class_of(owner)
                    assert cls is not None  # ``owner`` has a constructor: it is a method
                    for construction in self._constructions(cls) if depth > 0 else ():
                        parts.extend(self._path_parts(construction, depth - 1))
                callers = self.calls_of(owner)
                if depth > 0 and callers:
                    for caller in callers:
                        parts.extend(self._path_parts(caller, depth - 1))
                elif not callers:
                    parts.extend(self._module_outside_guards())
                return
            if isinstance(owner, cst.ClassDef):
                return
            current = owner
            above = self.parent(current)
            while isinstance(above, cst.If):
                # An `elif` is an If inside the orelse of the If above it, whose test ran first.
                current = above
                parts.append(above.test)
                above = self.parent(current)

    def _position_in_block(self, block: Block, statement: cst.CSTNode) -> int:
        positions = self._block_positions.get(id(block))
        if positions is None:
            positions = self._block_positions[id(block)] = {id(item): i for i, item in enumerate(block.body)}
        return positions[id(statement)]

    def _module_outside_guards(self) -> Tuple[Statements, ...]:
        """The module's statements but its ``if __name__ == "__main__":`` blocks, as runs."""
        if self._outside_guards is None:
            runs: List[Statements] = []
            start = 0
            body = self.module.body
            for position, item in enumerate(body):
                if isinstance(item, cst.If) and is_main_guard(item):
                    if position > start:
                        runs.append(Statements(self.module, start, position))
                    start = position + 1
            if start < len(body):
                runs.append(Statements(self.module, start, len(body)))
            self._outside_guards = tuple(runs)
        return self._outside_guards

    def run_before_site(self, site: ProcessSite, depth: int = 2) -> ExecutionPath:
        """What the parent runs before any of the site's children start (union over its start calls).

        An ``ExecutionPath``: iterating it gives the pieces, each once, in order; ``find_on_path`` and
        ``first_pieces`` read its runs of statements without visiting each statement per start.
        """
        key = (site, depth)
        if key not in self._site_paths:
            parts: List[PathPart] = []
            for start in site.start_calls or (site.call,):
                parts.extend(self._path_parts(start, depth))
            if site.call not in site.start_calls:
                # The creation's own arguments run before the start too.
                parts.extend(arg.value for arg in site.call.args)
            if site.child_block is not None:
                parts = self._without_child_branch(parts, site.child_block)
            entered: Dict[int, str] = {}
            if site.remote is not None and isinstance(site.call.func, cst.Attribute) \
                    and isinstance(site.call.func.value, cst.Call):
                # ``MyTrainer(...).train()``: the instance is built (its ``__init__`` runs) before the method.
                parts.append(site.call.func.value)
            for override in site.overrides_before:
                # The other module's method calls it on ``self`` before its start: this subclass's version runs.
                parts.append(override.body)
                cls = self._class_of(override)
                entered[id(override.body)] = f"{cls.name.value + '.' if cls else ''}{override.name.value}()"
            self._site_paths[key] = ExecutionPath(tuple(parts), entered)
        return self._site_paths[key]

    def _without_child_branch(self, parts: List[PathPart], child: cst.IndentedBlock) -> List[PathPart]:
        """An ``os.fork()`` path without the branch only the child runs: in a loop of forks, the parent
        runs the ``if pid == 0:`` statement's test (and its ``else``) before the next fork, not its body."""
        branch = self.parent(child)
        if isinstance(branch, cst.Else):
            branch = self.parent(branch)
        if not isinstance(branch, cst.If):
            return parts
        parent_runs: List[PathPart] = [branch.test]
        if isinstance(branch.orelse, cst.Else) and branch.orelse.body is not child:
            parent_runs.extend(branch.orelse.body.body if isinstance(branch.orelse.body, cst.IndentedBlock) else ())
        elif isinstance(branch.orelse, cst.Else):
            parent_runs.extend(branch.body.body if isinstance(branch.body, cst.IndentedBlock) else ())
        kept: List[PathPart] = []
        for part in parts:
            if isinstance(part, Statements) and branch in part.block.body[part.start:part.end]:
                where = list(part.block.body).index(branch)
                if part.start < where:
                    kept.append(Statements(part.block, part.start, where))
                kept.extend(parent_runs)
                if where + 1 < part.end:
                    kept.append(Statements(part.block, where + 1, part.end))
            elif part is branch:
                kept.extend(parent_runs)
            else:
                kept.append(part)
        return kept

    def calls_run_by(self, piece: cst.CSTNode) -> List[cst.Call]:
        if isinstance(piece, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            return []
        calls = list(self.calls_under.get(piece, ()))
        if isinstance(piece, cst.Call):
            calls.insert(0, piece)
        return calls

    def find_on_path(
        self,
        pieces: Iterable[cst.CSTNode],
        classify: Callable[[cst.CSTNode], Optional[str]],
        depth: int = 2,
        operations: bool = False,
    ) -> List[Evidence]:
        """Calls that ``classify`` names, run by ``pieces`` or by this module's functions they call.

        With ``operations``, ``a @ b`` operations are classified too. Each call is found
        once, with the functions followed and the piece that led to it the first time a
        depth-first search over the pieces meets it. ``classify`` is called once per node
        (and kept: pass the same callable, a bound method, to share the work between paths).
        """
        found: List[Evidence] = []
        seen: Set[Hashable] = set()
        for part in pieces.parts if isinstance(pieces, ExecutionPath) else pieces:
            self.spend(1)
            if isinstance(part, Statements):
                table = self._statements_table(part.block, ("found", classify, depth, operations), functools.partial(
                    self._found_items, classify=classify, depth=depth, operations=operations))
                items = table.run(part.start, part.end)
                self.spend(len(items))
                for identity, (node, what, via), origin in items:
                    if identity not in seen:
                        seen.add(identity)
                        found.append(Evidence(node, what, via, origin))
                continue
            entered = pieces.entered.get(id(part)) if isinstance(pieces, ExecutionPath) else None
            for node, what, via, _ in self._found_under(part, classify, depth, operations):
                if id(node) not in seen:
                    seen.add(id(node))
                    found.append(Evidence(node, what, (entered, *via) if entered else via, part))
        return found

    def _found_items(
        self, statement: cst.CSTNode, classify: Classify, depth: int, operations: bool
    ) -> Tuple[Tuple[Hashable, Tuple[cst.CSTNode, str, Tuple[str, ...]]], ...]:
        return tuple((id(node), (node, what, via))
                     for node, what, via, _ in self._found_under(statement, classify, depth, operations))

    def first_pieces(
        self, path: Iterable[cst.CSTNode], keys_of: Callable[["ModuleIndex", cst.CSTNode], Iterable[K]]
    ) -> Dict[K, cst.CSTNode]:
        """For each key that ``keys_of(index, piece)`` gives for a piece of ``path``, the first such piece.

        ``keys_of`` is kept with its answers: pass the same function (a module-level one)
        every time, and a block's statements are asked once, not once per start after them.
        """
        first: Dict[K, cst.CSTNode] = {}
        for part in path.parts if isinstance(path, ExecutionPath) else path:
            if isinstance(part, Statements):
                table = self._statements_table(
                    part.block, ("keys", keys_of), lambda statement: tuple((key, key) for key in keys_of(self, statement))
                )
                for _, key, origin in table.run(part.start, part.end):  # the key is the identity and the payload
                    first.setdefault(key, origin)
                continue
            for key in keys_of(self, part):
                first.setdefault(key, part)
        return first

    def _statements_table(
        self, block: Block, what: Tuple[Hashable, ...], compute: Callable[[cst.CSTNode], Tuple[Tuple[Hashable, P], ...]]
    ) -> _StatementsTable[P]:
        key = (id(block),) + what
        table = self._statement_tables.get(key)
        if table is None:
            table = self._statement_tables[key] = _StatementsTable(block.body, compute)
        return table

    def _found_under(
        self, piece: cst.CSTNode, classify: Callable[[cst.CSTNode], Optional[str]], depth: int, operations: bool
    ) -> Tuple[Tuple[cst.CSTNode, str, Tuple[str, ...], Tuple[int, ...]], ...]:
        """``(node, what, via, chain)`` for what ``find_on_path`` finds under one piece: each call
        ``classify`` names, run by the piece or by this module's functions it calls (``depth`` levels),
        the first time a depth-first search meets it; ``chain`` holds the ids of the functions in ``via``.

        Computed once per piece and depth, so a function's body is searched once however many
        paths reach it. A chain never passes through a function twice, nor through the function
        whose body ``piece`` is: a recursive call finds nothing its function does not find first.
        Following a call spends one level of ``depth``, so the recursion ends.
        """
        key = (id(piece), classify, depth, operations)
        found = self._found.get(key)
        if found is not None:
            return found
        nodes = self._run_by(piece, operations)
        self.searches += 1
        self.spend(1 + len(nodes))
        owner = self.parent(piece)
        owner_id = id(owner) if isinstance(owner, cst.FunctionDef) and owner.body is piece else None
        items: List[Tuple[cst.CSTNode, str, Tuple[str, ...], Tuple[int, ...]]] = []
        seen: Set[int] = set()
        for node in nodes:
            what = self._classify(node, classify)
            if what:
                if id(node) not in seen:
                    seen.add(id(node))
                    items.append((node, what, (), ()))
                continue
            function = self.callee(node) if isinstance(node, cst.Call) and depth > 0 else None
            if function is not None and id(function) != owner_id:
                via = (function.name.value + "()",)
                for inner, inner_what, inner_via, inner_chain in self._found_under(
                        function.body, classify, depth - 1, operations):
                    if id(inner) not in seen and owner_id not in inner_chain:
                        seen.add(id(inner))
                        items.append((inner, inner_what, via + inner_via, (id(function),) + inner_chain))
        found = self._found[key] = tuple(items)
        return found

    def _classify(self, node: cst.CSTNode, classify: Callable[[cst.CSTNode], Optional[str]]) -> Optional[str]:
        key = (id(node), classify)
        if key in self._classified:
            return self._classified[key]
        what = self._classified[key] = classify(node)
        return what

    def _run_by(self, piece: cst.CSTNode, operations: bool) -> List[cst.CSTNode]:
        nodes: List[cst.CSTNode] = list(self.calls_run_by(piece))
        if operations and not isinstance(piece, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            nodes.extend(self.matmuls_under.get(piece, ()))
            if isinstance(piece, cst.BinaryOperation) and isinstance(piece.operator, cst.MatrixMultiply):
                nodes.append(piece)
        return nodes

    def find_in_function(
        self,
        function: Union[cst.FunctionDef, cst.Lambda],
        classify: Callable[[cst.CSTNode], Optional[str]],
        depth: int = 2,
        operations: bool = False,
    ) -> List[Evidence]:
        return self.find_on_path([function.body], classify, depth, operations)

    def instance_call(self, function: cst.FunctionDef) -> Optional[cst.Call]:
        """A call in a method that works on what the instance holds (``self.model(x)``,
        ``self.optimizer.step()``): fixmp cannot see what those attributes are."""
        if function not in self._instance_calls:
            start, end = self.call_spans.get(function, (0, 0))
            self._instance_calls[function] = next(
                (call for call in self.calls[start:end]
                 if (dotted_name(call.func) or "").startswith("self.") and self.callee(call) is None),
                None,
            )
        return self._instance_calls[function]

    def caught_around(self, node: cst.CSTNode, exceptions: Sequence[str]) -> bool:
        """``node`` runs in the body of a ``try`` (in its own scope) with a handler that catches
        one of ``exceptions`` (by its last name: ``RuntimeError``, ``Exception``) or everything."""
        child = node
        for ancestor in self.ancestors(node):
            if is_scope_boundary(ancestor):
                return False
            if isinstance(ancestor, cst.Try) and child is ancestor.body:
                for handler in ancestor.handlers:
                    if handler.type is None:
                        return True
                    names = (dotted_name(kind) or "" for kind in _elements(handler.type))
                    if any(name.rpartition(".")[2] in exceptions for name in names):
                        return True
            child = ancestor
        return False

    def guard_status(self, node: cst.CSTNode, depth: int = 3) -> GuardStatus:
        """``GUARDED`` when ``node`` only runs under ``if __name__ == "__main__":``; ``UNGUARDED`` when
        module-level code runs it on import; ``UNKNOWN`` for a function nothing here calls."""
        if self.main_guard_of(node) is not None:
            return GuardStatus.GUARDED
        function = self.enclosing_function(node)
        if function is None:
            if any(isinstance(ancestor, cst.Lambda) for ancestor in self.ancestors(node)):
                # ``BACKENDS = {"processes": lambda n: ProcessPoolExecutor(n)}``: defined at import,
                # run where the lambda is called, which fixmp does not follow here.
                return GuardStatus.UNKNOWN
            return GuardStatus.UNGUARDED
        # The status depends on the function and the depth left, not on the node: computed
        # once each (a function called from many places would otherwise be asked again per path).
        key = (function, depth)
        if key not in self._guard_statuses:
            callers = [call for call in self.calls_of(function) if self.enclosing_function(call) is not function]
            if not callers or depth == 0:
                status = GuardStatus.UNKNOWN
            else:
                statuses = {self.guard_status(call, depth - 1) for call in callers}
                if GuardStatus.UNGUARDED in statuses:
                    status = GuardStatus.UNGUARDED
                elif GuardStatus.UNKNOWN in statuses:
                    status = GuardStatus.UNKNOWN
                else:
                    status = GuardStatus.GUARDED
            self._guard_statuses[key] = status
        return self._guard_statuses[key]


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


class _IndexBuilder(cst.CSTVisitor):
    def __init__(self, index: ModuleIndex):
        self.index = index
        self.stack: List[cst.CSTNode] = []
        # The scopes around the node being visited, innermost last.
        self.scopes: List[BindingScope] = [index.module]

    def build(self) -> None:
        # Not ``module.visit(self)``: that rebuilds every node, which costs more than the parse.
        # Whitespace, comments and punctuation (two thirds of the nodes) hold no names, calls or statements.
        walk(self.index.module, self.on_visit, self.on_leave, skip=TRIVIA)

    def on_visit(self, node: cst.CSTNode) -> bool:
        stack = self.stack
        if stack:
            self.index.parents[node] = stack[-1]
        stack.append(node)
        # By exact class (libcst's node classes have no subclasses): ``isinstance`` through their
        # abstract bases costs more than the rest of the walk.
        recorder = _RECORDERS.get(type(node))
        if recorder is not None:
            recorder(self, node)
        return True

    def _name(self, node: cst.Name) -> None:
        self.index.names_used.add(node.value)

    def _under_each_ancestor(self, node: cst.CSTNode, found: Dict[cst.CSTNode, List[Any]]) -> None:
        """Record ``node`` under each node around it, up to the nearest scope boundary (what runs when it runs)."""
        stack = self.stack
        for ancestor in reversed(stack[:-1]):
            found[ancestor].append(node)
            if is_scope_boundary(ancestor):
                break

    def _call(self, node: cst.Call) -> None:
        self.index.calls.append(node)
        self._under_each_ancestor(node, self.index.calls_under)

    def _binary_operation(self, node: cst.BinaryOperation) -> None:
        if isinstance(node.operator, cst.MatrixMultiply):
            self._under_each_ancestor(node, self.index.matmuls_under)

    def _for(self, node: cst.For) -> None:
        self.index.loops.append(node)
        self._bind_target(node.target)

    def _import(self, node: cst.Import) -> None:
        index = self.index
        for alias in node.names:
            name = dotted_name(alias.name)
            if name is None:
                continue
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                index.aliases[alias.asname.name.value] = name
                self._bind(alias.asname.name.value)
            else:
                head = name.split(".")[0]
                index.aliases.setdefault(head, head)
                self._bind(head)

    def _function(self, node: cst.FunctionDef) -> None:
        index = self.index
        parent = index.parents.get(node)
        if isinstance(parent, cst.Module):
            index.functions[node.name.value] = node
        index.assignments[node.name.value].append((node, node))
        index.assignment_scopes[node] = self.scopes[-1]
        index.call_spans[node] = (len(index.calls), len(index.calls))
        self._bind(node.name.value)
        self._open_scope(node)

    def _class(self, node: cst.ClassDef) -> None:
        if isinstance(self.index.parents.get(node), cst.Module):
            self.index.classes[node.name.value] = node
        self._bind(node.name.value)
        self._open_scope(node)

    def _assign(self, node: cst.Assign) -> None:
        index = self.index
        for target in node.targets:
            if isinstance(target.target, cst.Name):
                index.assignments[target.target.value].append((node.value, node))
                index.assignment_scopes[node] = self.scopes[-1]
            elif isinstance(target.target, (cst.Tuple, cst.List)):
                for element in target.target.elements:
                    if isinstance(element.value, cst.Name):
                        index.unpacked[(self.scopes[-1], element.value.value)].append((node.value, node))
            self._bind_target(target.target)

    def _annotated_assign(self, node: cst.AnnAssign) -> None:
        index = self.index
        if isinstance(node.target, cst.Name) and node.value is not None:
            index.assignments[node.target.value].append((node.value, node))
            index.assignment_scopes[node] = self.scopes[-1]
        self._bind_target(node.target)  # `x: int` alone makes `x` local too

    def _global(self, node: cst.Global) -> None:
        index = self.index
        index.global_writes.update(item.name.value for item in node.names)
        index.declarations[self.scopes[-1]].update((item.name.value, "global") for item in node.names)

    def on_leave(self, original_node: cst.CSTNode) -> None:
        self.stack.pop()
        if original_node is self.scopes[-1]:
            self.scopes.pop()
            if isinstance(original_node, cst.FunctionDef):
                start, _ = self.index.call_spans[original_node]
                self.index.call_spans[original_node] = (start, len(self.index.calls))

    # -- scopes ---------------------------------------------------------------------------
    def _open_scope(self, node: BindingScope) -> None:
        self.index.scope_parents[node] = self.scopes[-1]
        self.scopes.append(node)

    def _bind(self, name: str, scope: Optional[cst.CSTNode] = None) -> None:
        self.index.bound_names[self.scopes[-1] if scope is None else scope].add(name)

    def _bind_target(self, target: cst.CSTNode, scope: Optional[cst.CSTNode] = None) -> None:
        for name in _bound_by_target(target):
            self._bind(name, scope)

    def _bind_param(self, node: cst.Param) -> None:
        self._bind(node.name.value)
        self.index.parameters[self.scopes[-1]].add(node.name.value)

    def _bind_as_name(self, node: cst.AsName) -> None:
        # ``with ... as x`` and ``except E as x`` bind; an import's ``as`` is bound by the import.
        if isinstance(self.index.parents.get(node), (cst.WithItem, cst.ExceptHandler, cst.ExceptStarHandler)):
            self._bind_target(node.name)

    def _bind_named_expression(self, node: cst.NamedExpr) -> None:
        # ``(x := ...)`` in a comprehension binds ``x`` in the function around it (PEP 572).
        scope = next(scope for scope in reversed(self.scopes) if not isinstance(scope, COMPREHENSIONS))
        self._bind_target(node.target, scope)

    def _bind_augmented(self, node: Union[cst.AugAssign, cst.Del, cst.CompFor]) -> None:
        self._bind_target(node.target)

    def _bind_match(self, node: Union[cst.MatchAs, cst.MatchStar]) -> None:
        if node.name is not None:
            self._bind(node.name.value)

    def _bind_match_rest(self, node: cst.MatchMapping) -> None:
        if node.rest is not None:
            self._bind(node.rest.value)

    def _note_yield(self, node: cst.Yield) -> None:
        for scope in reversed(self.scopes):
            if isinstance(scope, cst.FunctionDef):
                self.index.generators.add(scope)
            if isinstance(scope, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
                return

    def _declare_nonlocal(self, node: cst.Nonlocal) -> None:
        self.index.declarations[self.scopes[-1]].update((item.name.value, "nonlocal") for item in node.names)

    def _import_from(self, node: cst.ImportFrom) -> None:
        if not isinstance(node.names, cst.ImportStar):
            for alias in node.names:
                if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                    self._bind(alias.asname.name.value)
                elif isinstance(alias.name, cst.Name):
                    self._bind(alias.name.value)
        dots = "." * len(node.relative)
        module = dotted_name(node.module) if node.module is not None else ""
        if module is None:
            return
        # A relative import is kept as the dotted path from the importing file (`.model.Net`): only
        # the project index resolves it; no other name starts with a dot.
        module = dots + module
        if isinstance(node.names, cst.ImportStar):
            if module in MP_MODULES:
                for api in CONTEXT_PRIMITIVES + PROCESS_FACTORIES + ("get_context", "set_start_method"):
                    self.index.aliases.setdefault(api, f"{module}.{api}")
            else:
                self.index.star_imports.append(module)
            return
        for alias in node.names:
            name = dotted_name(alias.name)
            if name is None:
                continue
            local = alias.asname.name.value if alias.asname is not None and isinstance(alias.asname.name, cst.Name) else name
            self.index.aliases[local] = f"{module}.{name}" if module != dots else f"{dots}{name}"


# What the walk records at a node, by the node's class: calls, loops, imports, definitions, and what
# each binding node binds in the scope it is in. Each recorder takes a node of its key's class
# (``Any``: the dictionary pairs them, no type does).
_RECORDERS: Dict[type, Callable[[_IndexBuilder, Any], None]] = {
    cst.Name: _IndexBuilder._name,
    cst.Call: _IndexBuilder._call,
    cst.BinaryOperation: _IndexBuilder._binary_operation,
    cst.For: _IndexBuilder._for,
    cst.Import: _IndexBuilder._import,
    cst.ImportFrom: _IndexBuilder._import_from,
    cst.FunctionDef: _IndexBuilder._function,
    cst.ClassDef: _IndexBuilder._class,
    cst.Assign: _IndexBuilder._assign,
    cst.AnnAssign: _IndexBuilder._annotated_assign,
    cst.Global: _IndexBuilder._global,
    cst.Param: _IndexBuilder._bind_param,
    cst.AsName: _IndexBuilder._bind_as_name,
    cst.NamedExpr: _IndexBuilder._bind_named_expression,
    cst.AugAssign: _IndexBuilder._bind_augmented,
    cst.Del: _IndexBuilder._bind_augmented,
    cst.CompFor: _IndexBuilder._bind_augmented,
    cst.MatchAs: _IndexBuilder._bind_match,
    cst.MatchStar: _IndexBuilder._bind_match,
    cst.MatchMapping: _IndexBuilder._bind_match_rest,
    cst.Nonlocal: _IndexBuilder._declare_nonlocal,
    cst.Yield: _IndexBuilder._note_yield,
    cst.Lambda: _IndexBuilder._open_scope,
    cst.ListComp: _IndexBuilder._open_scope,
    cst.SetComp: _IndexBuilder._open_scope,
    cst.DictComp: _IndexBuilder._open_scope,
    cst.GeneratorExp: _IndexBuilder._open_scope,
}


def _given(value: Optional[cst.BaseExpression]) -> bool:
    """An argument passed, and not as ``None``."""
    return value is not None and not (isinstance(value, cst.Name) and value.value == "None")


def is_generator(index: ModuleIndex, function: cst.FunctionDef) -> bool:
    """``function`` has a ``yield`` of its own (not one of a function or class nested in it)."""
    if function not in index.scope_parents:
        raise ValueError(f"function {function.name.value} is not of the module {index.path}")
    return function in index.generators


def _bound_otherwise(function: cst.FunctionDef, name: str) -> bool:
    """``name`` is bound in ``function`` by more than one plain ``name = value``: unpacked (``a, b = ...``),
    by a loop, ``with ... as``, ``:=``, ``+=``, an import, ``except ... as``, ``del``, a ``match`` capture,
    or declared ``global``/``nonlocal`` (here or in a nested function)."""
    found = False

    def names_in(target: Optional[cst.CSTNode]) -> bool:
        if target is None:
            return False
        if isinstance(target, cst.Name):
            return target.value == name
        return any(names_in(child) for child in target.children)

    # What each kind of binding binds: the target a name may be in.
    targets: Dict[type, Callable[[Any], Optional[cst.CSTNode]]] = {
        cst.For: lambda node: node.target, cst.AsName: lambda node: node.name,
        cst.NamedExpr: lambda node: node.target, cst.AugAssign: lambda node: node.target,
        cst.AnnAssign: lambda node: node.target, cst.Del: lambda node: node.target,
        cst.ImportAlias: lambda node: node.asname.name if node.asname is not None else node.name,
        cst.MatchAs: lambda node: node.name, cst.MatchStar: lambda node: node.name,
        cst.NameItem: lambda node: node.name,  # ``global name`` / ``nonlocal name``
    }

    class Binders(cst.CSTVisitor):
        def on_visit(self, node: cst.CSTNode) -> bool:
            nonlocal found
            if isinstance(node, cst.Assign):
                found = found or any(not isinstance(t.target, cst.Name) and names_in(t.target) for t in node.targets)
            elif type(node) in targets:
                found = found or names_in(targets[type(node)](node))
            return not found

    function.body.visit(Binders())
    return found
