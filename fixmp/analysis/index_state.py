"""The state one module's index keeps (``ModuleIndex``), and what each part of the index asks of the others:
the parts are mixins of ``ModuleIndex``, each in its own module, and a method one part calls in another
is declared here, so that each part is checked on its own.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import defaultdict
from typing import Any, Callable, Dict, Hashable, Iterable, Iterator, List, Mapping, Optional, Set, Tuple

import libcst as cst
from libcst.metadata import CodeRange

from fixmp.analysis.facts import Input, ModuleFacts, ProjectModules
from fixmp.analysis.sites import (
    BindingScope,
    Block,
    Classify,
    Evidence,
    ExecutionPath,
    Found,
    PathPart,
    ProcessSite,
    ScopeNode,
    Statements,
    T,
    Value,
    _StatementsTable,
)
from fixmp.model import GuardStatus
from fixmp.parse.positions import LocalPositions


class IndexState(ABC):
    """What one module's index holds, shared by its parts (filled by ``ModuleIndex``'s walk)."""

    def __init__(self, module: cst.Module, path: str = "<string>", source: Optional[bytes] = None):
        self.module = module
        self.path = path
        # The bytes the module was parsed from, where given: positions are then found statement by
        # statement (``fixmp.parse.positions``) instead of by generating the whole module's code.
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

    # -- ModuleIndex (fixmp.analysis.index) ------------------------------------------------------------
    @abstractmethod
    def spend(self, steps: int) -> None:
        ...

    @abstractmethod
    def derived(self, key: Hashable, compute: Callable[[], T]) -> T:
        ...

    @abstractmethod
    def line(self, node: cst.CSTNode) -> int:
        ...

    @abstractmethod
    def parent(self, node: cst.CSTNode) -> Optional[cst.CSTNode]:
        ...

    @abstractmethod
    def ancestors(self, node: cst.CSTNode) -> Iterator[cst.CSTNode]:
        ...

    @abstractmethod
    def enclosing_statement(self, node: cst.CSTNode) -> cst.BaseStatement:
        ...

    @abstractmethod
    def enclosing_scope(self, node: cst.CSTNode) -> ScopeNode:
        ...

    @abstractmethod
    def enclosing_function(self, node: cst.CSTNode) -> Optional[cst.FunctionDef]:
        ...

    @abstractmethod
    def block_owner(self, block: cst.CSTNode) -> Optional[cst.CSTNode]:
        ...

    @abstractmethod
    def main_guard_of(self, node: cst.CSTNode) -> Optional[cst.If]:
        ...

    @abstractmethod
    def qualified_name(self, expr: cst.CSTNode) -> Optional[str]:
        ...

    @abstractmethod
    def project_facts(self, func: cst.CSTNode, starts_only: bool = False) -> Optional[Tuple[ModuleFacts, str]]:
        ...

    @abstractmethod
    def _imported_from(self, expr: cst.CSTNode) -> List[Tuple[str, str]]:
        ...

    @abstractmethod
    def mp_api(self, expr: cst.CSTNode) -> Optional[str]:
        ...

    @abstractmethod
    def values_of(self, name: str, near: Optional[cst.CSTNode] = None) -> List[Value]:
        ...

    @abstractmethod
    def scope_of(self, node: cst.CSTNode) -> BindingScope:
        ...

    @abstractmethod
    def never_runs(self, node: cst.CSTNode) -> bool:
        ...

    @abstractmethod
    def binding_scope(self, name: str, near: cst.CSTNode) -> BindingScope:
        ...

    @abstractmethod
    def is_parameter(self, name: str, scope: BindingScope) -> bool:
        ...

    @abstractmethod
    def bindings(self, name: str, near: cst.CSTNode) -> List[Tuple[Value, cst.CSTNode]]:
        ...

    @abstractmethod
    def bindings_in(self, scope: BindingScope, name: str) -> List[Tuple[Value, cst.CSTNode]]:
        ...

    @abstractmethod
    def get_context_call(self, expr: cst.CSTNode, _depth: int = 0) -> Optional[cst.Call]:
        ...

    @abstractmethod
    def _self_attribute_values(self, cls: cst.ClassDef, name: str) -> List[cst.BaseExpression]:
        ...

    # -- ExecutionPaths (fixmp.analysis.paths) ---------------------------------------------------------
    @abstractmethod
    def _methods_called(self) -> Dict[str, List[cst.Call]]:
        ...

    @abstractmethod
    def _functions_called(self) -> Dict[str, List[cst.Call]]:
        ...

    @abstractmethod
    def _call_order(self) -> Dict[int, int]:
        ...

    @abstractmethod
    def method(self, cls: cst.ClassDef, name: str) -> Optional[cst.FunctionDef]:
        ...

    @abstractmethod
    def calls_of(self, function: cst.FunctionDef) -> List[cst.Call]:
        ...

    @abstractmethod
    def _position_in_block(self, block: Block, statement: cst.CSTNode) -> int:
        ...

    @abstractmethod
    def _module_outside_guards(self) -> Tuple[Statements, ...]:
        ...

    @abstractmethod
    def calls_run_by(self, piece: cst.CSTNode) -> List[cst.Call]:
        ...

    @abstractmethod
    def find_on_path(
        self,
        pieces: Iterable[cst.CSTNode],
        classify: Callable[[cst.CSTNode], Optional[str]],
        depth: int = 2,
        operations: bool = False,
    ) -> List[Evidence]:
        ...
