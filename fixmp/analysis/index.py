"""Program analysis shared by every rule: names, process starts, and what runs before them.

One ``ModuleIndex`` is built per parsed file, in one pass over the tree, and every
rule reads it. Names are resolved from the module's own import statements, which
give every alias fixmp needs (``import torch.multiprocessing as mp``,
``from multiprocessing import Process``, ``from torch import multiprocessing``...)
at a fraction of the cost of libcst's ``QualifiedNameProvider`` (see PERF-NOTES).

``ModuleIndex`` is assembled from parts (mixins over ``index_state.IndexState``): ``start_sites`` (start
methods and process starts) and ``paths`` (calls and what runs before a node); names, scopes and
bindings are its own, here, with the walk that fills it. ``sites`` holds the records and readers they share.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Callable, Dict, Hashable, Iterable, Iterator, List, Optional, Tuple, Union

import libcst as cst
from libcst.metadata import CodeRange, MetadataWrapper, PositionProvider

from fixmp.analysis.facts import ModuleFacts, ProjectModules
from fixmp.analysis.paths import ExecutionPaths
from fixmp.analysis.sites import (
    COMPREHENSIONS,
    CONTEXT_PRIMITIVES,
    DYNAMIC_IMPORTS,
    MP_MODULES,
    MP_SUBMODULES,
    PROCESS_FACTORIES,
    PROCESS_POOL_EXECUTORS,
    BindingScope,
    ExecutionPath,
    K,
    ScopeNode,
    Statements,
    T,
    Value,
    _bound_by_target,
    dotted_name,
    is_main_guard,
    is_scope_boundary,
    literal_value,
)
from fixmp.analysis.start_sites import StartSites
from fixmp.parse.guards import STOP, OverBudget, Stopping
from fixmp.parse.positions import LocalPositions
from fixmp.parse.walk import TRIVIA, leave_nothing, walk


class ModuleIndex(StartSites, ExecutionPaths):
    """What the rules need to know about one module, gathered in a single walk."""

    def __init__(self, module: cst.Module, path: str = "<string>", source: Optional[bytes] = None):
        super().__init__(module, path, source)
        _IndexBuilder(self).build()

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
            if not starts_only and module in self.star_imports and not self._star_import_defines(module, name):
                continue
            facts = self.project.facts(self.location, module, light=starts_only, name=None if starts_only else name)
            if facts is not None:
                self.consulted |= facts.consulted
                self.gave_up |= facts.gave_up
            if facts is not None and name in facts.names:
                return facts, name
        return None

    def _star_import_defines(self, module: str, name: str) -> bool:
        """Whether the star-imported ``module`` defines ``name``, by its light summary (made when the star import
        was read: ``adopt_star_imports``). A name this file neither imports nor assigns is looked for in each
        module it star-imports, ``len`` and ``print`` too: a summary of one name each would be an index each."""
        assert self.project is not None
        light = self.project.facts(self.location, module, light=True)
        if light is None:
            return False
        self.consulted |= light.consulted
        self.gave_up |= light.gave_up
        return name in light.names

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

    def first_pieces(
        self, path: Iterable[cst.CSTNode], keys_of: Callable[[ModuleIndex, cst.CSTNode], Iterable[K]]
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

    def on_visit(node: cst.CSTNode) -> bool:
        nonlocal found
        if isinstance(node, cst.Assign):
            found = found or any(not isinstance(t.target, cst.Name) and names_in(t.target) for t in node.targets)
        elif type(node) in targets:
            found = found or names_in(targets[type(node)](node))
        return not found

    walk(function.body, on_visit, leave_nothing, TRIVIA)
    return found
