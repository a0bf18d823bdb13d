"""Modules, imports and names; statements run in order: branches, loops to a fixed point, ``try``,
``match``, iteration, ``with`` blocks and definitions.
"""

from __future__ import annotations

import contextlib
import functools
import os
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Dict, Iterator, List, Optional, Sequence, Tuple, Union, cast

import libcst as cst

from fixmp.analysis.domain import ParentState
from fixmp.analysis.effects.state import EffectsState
from fixmp.analysis.effects.tables import (
    BUILTINS,
    ENUM_BASES,
    IN_PLACE_OPERATORS,
    LOOP_PASSES,
    MAX_CALL_DEPTH,
    MAX_STEPS,
    MEMOIZING_DECORATORS,
    NOT_PROJECT,
    STANDARD_LIBRARY,
    _absolute,
    _element,
    _fork_children,
    _is_stop_iteration,
    _lives_on_the_gpu,
)
from fixmp.analysis.facts import inert_input
from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.operators import truth_of
from fixmp.analysis.shapes import method_named
from fixmp.analysis.sites import dotted_name, is_main_guard
from fixmp.analysis.syntax import annotated_names, in_a_loop_body, is_dataclass, leaves, rebound, unpacked_from
from fixmp.analysis.values import (
    MAX_ITEMS,
    UNKNOWN,
    ClassVal,
    Const,
    Dispatch,
    ExitStackVal,
    ForkAfterWork,
    Found,
    Frame,
    FunctionVal,
    GeneratorVal,
    Instance,
    LoaderVal,
    MappingVal,
    ModuleScope,
    ModuleVal,
    PartialVal,
    PendingManager,
    Qualified,
    Seq,
    Tensor,
    Unknown,
    Val,
    _Break,
    _Continue,
    _Exhausted,
    _Raised,
    _Return,
    _Suspended,
    _Work,
    _Yielded,
)
from fixmp.knowledge.platform import LINUX_VALUES
from fixmp.parse.guards import STOP, Stopping
from fixmp.parse.trees import parse_module


class Statements(EffectsState):
    """Modules, imports, names, and statements run in order."""

    # -- modules of the project -----------------------------------------------------------------
    def _module_index(self, path: Path) -> Optional[ModuleIndex]:
        project = self.index.project
        assert project is not None
        # (One parse of a module for its summaries and its program runs.)
        return cast(Optional[ModuleIndex], project.program_index(path))

    def module_named(self, importer: ModuleScope, module: str) -> Optional[ModuleScope]:
        # Asked again at each import the run makes (each program run imports a package's modules from each of
        # them): the answer, and what it read, are those of the first ask (sentence-transformers: 13 % of a run).
        asked = (importer.location, module)
        if asked not in self.modules_named:
            self.modules_named[asked] = self._module_named(importer, module)
        return self.modules_named[asked]

    def _module_named(self, importer: ModuleScope, module: str) -> Optional[ModuleScope]:
        project = self.index.project
        if project is None or module.split(".")[0].lstrip(".") in NOT_PROJECT or not module.strip("."):
            return None
        location = importer.location
        path = project.find(location, module)
        inert = project.inert_imports(path, NOT_PROJECT) if path is not None else None
        # What the result read of the module found: its bytes, or, where it is inert, that it is and what it imports
        # (its bytes too once the program reads it: ``_index_or_none_bound``).
        found = (str(path), inert_input(project.digest(path), inert)) if path is not None and inert is not None \
            else None
        self.index.consulted.update(found if found is not None and read[0] == found[0] else read
                                    for read in project.lookup_inputs(location, module))
        if path is None:
            return None
        key = str(path)
        if key not in self.scopes:
            name = module if not module.startswith(".") else _absolute(importer, module)
            if inert is not None:  # parsed where the program reads it (``_run_inert``, ``global_value``)
                self.inert_imports[key] = inert
                scope = ModuleScope(None, os.path.basename(key), name=name, path=key,
                                    load=functools.partial(self._index_or_none_bound, path))
            else:
                index = self._module_index(path)
                if index is None:
                    return None
                scope = ModuleScope(index, os.path.basename(key), name=name)
            self.index.consulted.add(found if found is not None else (key, project.digest(path)))
            self.scopes[key] = scope
        return self.scopes[key]

    def _index_or_none_bound(self, path: Path) -> ModuleIndex:
        """An inert module's index, made where the program first reads it. One that Python parsed but libcst
        cannot binds nothing (read eagerly, it would not have been a module of the project at all)."""
        index = self._module_index(path)
        project = self.index.project
        assert project is not None
        self.index.consulted.add((str(path), project.digest(path)))  # what it binds is read now: its bytes
        if index is None:
            index = ModuleIndex(parse_module(b""), str(path), b"")
        return index

    def import_module(self, scope: ModuleScope) -> None:
        """Run a module's top level, as importing it does, once. An inert one's imports only: the rest of it
        binds its names and does nothing else, and runs where the program first reads one (``global_value``)."""
        key = scope.path
        if key in self.executed or scope is self.home or (self.muted and key in self.executed_muted):
            return
        (self.executed_muted if self.muted else self.executed).add(key)
        if key in self.inert_imports and key not in self.inert_run:
            if key not in self.inert_pending:
                self.inert_pending[key] = scope
                scope.before_read = functools.partial(self._run_inert, scope)
            self.via.append(f"import {scope.file_name}")
            try:
                for line in self.inert_imports[key]:
                    self.tick()
                    if line.base is None:
                        for name in line.names or ():
                            self._run_import(scope, name)
                    else:
                        self._run_import_from(scope, line.base, line.names)
            finally:
                self.via.pop()
            return
        self._run_top_level(scope)

    def _run_top_level(self, scope: ModuleScope) -> None:
        frame = Frame(scope, scope.values)
        self.via.append(f"import {scope.file_name}")
        self.importing += 1
        try:
            for statement in scope.index.module.body:
                if isinstance(statement, cst.If) and is_main_guard(statement):
                    continue
                self.run_statement(statement, frame)
        except _Return:
            pass
        finally:
            self.importing -= 1
            self.via.pop()

    def _run_inert(self, scope: ModuleScope) -> None:
        """An inert module imported and not run yet: its top level now, muted (it binds names and does
        nothing else; its imports ran when it was imported), before its names are first read."""
        if self.inert_pending.pop(scope.path, None) is None:
            return
        self.inert_run.add(scope.path)
        scope.before_read = None
        self.muted += 1
        try:
            self._run_top_level(scope)
        except _Raised:
            pass  # (what it bound before stays bound, as it would for the importer that catches it)
        finally:
            self.muted -= 1

    def run_every_inert_module(self) -> None:
        """Run every inert module imported and not run yet, in the order they were imported: before an
        answer that depends on every class statement run so far (``__subclasses__``)."""
        for scope in list(self.inert_pending.values()):
            self._run_inert(scope)

    def _resolve_import(self, scope: ModuleScope, target: str) -> Val:
        """What a name an import bound refers to: a project module, something one defines, or a package's."""
        head = target.lstrip(".").split(".")[0]
        if head in NOT_PROJECT or (not target.startswith(".") and (
                self.index.project is None or (head in STANDARD_LIBRARY and self.module_named(scope, head) is None))):
            return Const(LINUX_VALUES[target]) if target in LINUX_VALUES else Qualified(target)
        module = self.module_named(scope, target)
        if module is not None:
            return ModuleVal(module)
        owner, _, name = target.rpartition(".")
        if target.startswith(".") and not owner.strip("."):
            owner = target[:len(target) - len(target.lstrip("."))]  # ``.Barrel``: the dots, then the name
        if owner and owner.strip("."):
            container = self.module_named(scope, owner)
            if container is not None:
                return self.global_value(container, name)
        elif owner:  # ``from . import name``: a submodule, else a name the package binds
            container = self.module_named(scope, owner + name)
            if container is not None:
                return ModuleVal(container)
            package = _absolute(scope, owner)
            container = self.module_named(scope, package) if package else None
            if container is not None and container is not scope:
                return self.global_value(container, name)
        return UNKNOWN

    def global_value(self, scope: ModuleScope, name: str) -> Val:
        """A module-level name: what its top level bound when it ran, else what it binds it to once. (An inert
        module imported runs its top level here first: ``ModuleScope.values``.)"""
        if name in scope.values:
            return scope.values[name]
        index = scope.index
        if name in scope.resolving:
            return UNKNOWN
        scope.resolving.add(name)
        try:
            if name in index.classes:
                value: Val = ClassVal(scope, index.classes[name])
            elif name in index.functions:
                value = FunctionVal(scope, index.functions[name])
            elif name in index.aliases:
                value = self._resolve_import(scope, index.aliases[name])
            else:
                bindings = index.bindings_in(index.module, name)
                value = UNKNOWN
                if len(bindings) == 1 and isinstance(bindings[0][0], cst.BaseExpression) \
                        and not rebound(index, name):
                    self.muted += 1
                    try:
                        value = self.ev(bindings[0][0], Frame(scope, scope.values))
                    finally:
                        self.muted -= 1
                elif not bindings:
                    for star in index.star_imports:
                        module = self.module_named(scope, star)
                        if module is not None and name in module.index.functions | module.index.classes:
                            value = self.global_value(module, name)
                            break
        finally:
            scope.resolving.discard(name)
        scope.values.setdefault(name, value)
        return scope.values[name]

    # -- names ----------------------------------------------------------------------------------
    def lookup(self, name: cst.Name, frame: Frame) -> Val:
        text = name.value
        current: Optional[Frame] = frame
        while current is not None:
            if current.names is None:
                return self._static(name, current)
            if current.names is not current.scope.values and text in current.names:
                return current.names[text]
            current = current.closure
        if text in BUILTINS and text not in frame.scope.index.assignments and text not in frame.scope.index.aliases:
            return Qualified(f"builtins.{text}")
        if text == "__file__":
            return Const(os.path.abspath(frame.scope.index.location or frame.scope.index.path))
        if text == "__name__" and frame.scope.name is not None and text not in frame.scope.values:
            return Const(frame.scope.name)  # (``importlib.import_module(f"{__name__}.{name}")`` in a package)
        if text == "__path__" and os.path.basename(frame.scope.index.path) == "__init__.py" \
                and text not in frame.scope.values:
            return Seq([Const(os.path.dirname(frame.scope.index.path))], True)  # a package's own folder
        return self.global_value(frame.scope, text)

    def _static(self, name: cst.Name, frame: Frame) -> Val:
        """A name of the asking file's own code: the one value it is bound to where it is read."""
        index = self.index
        scope = index.binding_scope(name.value, name)
        if scope is index.module:
            if name.value in BUILTINS and name.value not in index.assignments and name.value not in index.aliases:
                return Qualified(f"builtins.{name.value}")
            if name.value == "__file__":
                return Const(os.path.abspath(index.location or index.path))
            return self.global_value(self.home, name.value)
        if index.is_parameter(name.value, scope):
            return self._parameter_default(name.value, scope)
        bindings = index.bindings_in(scope, name.value)
        if not bindings and name.value not in index.global_writes:
            bindings = list(index.unpacked.get((scope, name.value), ()))
        if len(bindings) != 1 or not isinstance(bindings[0][0], cst.BaseExpression):
            if not bindings and isinstance(scope, cst.FunctionDef):
                nested = next((s for s in scope.body.body if isinstance(s, (cst.FunctionDef, cst.ClassDef))
                               and s.name.value == name.value), None)
                if isinstance(nested, cst.FunctionDef):
                    return FunctionVal(self.home, nested)
                if isinstance(nested, cst.ClassDef):
                    return ClassVal(self.home, nested)
            return UNKNOWN
        value, where = bindings[0]
        assert isinstance(value, cst.BaseExpression)
        position = unpacked_from(where, name.value)
        key = id(value)
        if key not in self.statics:
            if key in self.static_asking:
                return UNKNOWN
            self.static_asking.add(key)
            self.muted += 1
            try:
                self.statics[key] = self.ev(value, frame)
            finally:
                self.muted -= 1
                self.static_asking.discard(key)
        # The value once, each name of a tuple target its own element of it.
        return _element(self.statics[key], position) if position is not None else self.statics[key]

    def _parameter_default(self, name: str, scope: object) -> Val:
        """A parameter of a function of the asking file that every call of it in the file leaves to its
        default (``def main(cfg=TrainConfig())`` called as ``main()``): the default."""
        if not isinstance(scope, cst.FunctionDef):
            return UNKNOWN
        params = [*scope.params.posonly_params, *scope.params.params]
        for position, param in enumerate(params):
            if param.name.value != name or param.default is None:
                continue
            calls = self.index.calls_of(scope)
            if not calls or any(
                len([a for a in call.args if a.keyword is None]) > position or any(a.star for a in call.args)
                or any(a.keyword is not None and a.keyword.value == name for a in call.args) for call in calls
            ):
                return UNKNOWN
            self.muted += 1
            try:
                return self.ev(param.default, Frame(self.home, None))
            finally:
                self.muted -= 1
        return UNKNOWN

    # -- the parent's state ---------------------------------------------------------------------
    def parent_state(self) -> ParentState:
        return ParentState(self.first_work, self.first_cuda, self.single_threaded, self.default_method,
                           self.method_fixed, self.children_pinned_at_fork)

    def restore_parent(self, state: ParentState) -> None:
        self.first_work, self.first_cuda, self.single_threaded = state.first_work, state.first_cuda, \
            state.single_threaded
        self.default_method, self.method_fixed = state.default_method, state.method_fixed
        self.children_pinned_at_fork = state.children_pinned

    # -- statements -----------------------------------------------------------------------------
    def tick(self) -> None:
        self.steps += 1
        self.spent[0] += 1
        if self.steps > MAX_STEPS or self.spent[0] > MAX_STEPS:
            raise _Exhausted()
        if STOP.is_set():
            raise Stopping()  # the process is stopping: its analysis thread must end first (fixmp.parse.guards)

    def run_block(self, body: Sequence[cst.BaseStatement], frame: Frame) -> None:
        for statement in body:
            self.run_statement(statement, frame)

    def run_statement(self, statement: cst.CSTNode, frame: Frame) -> None:
        if self.settings_met is not None and frame.scope is self.home:
            self.home_statements.append(statement)
            try:
                self._run_statement(statement, frame)
            finally:
                self.home_statements.pop()
            return
        self._run_statement(statement, frame)

    def _run_if(self, statement: cst.If, frame: Frame) -> None:
        taken = truth_of(self.ev(statement.test, frame))  # None: either branch may run, both are read
        if frame.names is not None and not frame.as_main and is_main_guard(statement):
            return
        # Undecided: what either branch binds may not hold after it (``UncertainConst``).
        undecided = int(taken is None)
        frame.undecided += undecided
        if undecided and not (frame.as_main and is_main_guard(statement)):
            self.approximated()  # (the program's own guard is its main: read as taken)
        # Undecided: each arm runs from the parent's state at the test, and the states of the arms that
        # go on past the ``if`` meet there (``ParentState.join``); an arm that returns meets the others
        # where the function returns (``inline``), and one that raises goes to a handler, not past it.
        reached = self.parent_state()
        went_on: List[ParentState] = []
        try:
            returned: Optional[_Return] = None
            # Undecided, with an ``else``: a GPU value the body binds stays over the ``else``'s (``if wanted
            # == "cuda" and torch.cuda.is_available(): self._device = torch.device("cuda")`` / ``else: ...
            # "cpu"``), as an undecided ``return`` does (``_on_the_gpu_if_it_may_be``).
            outer_gpu_bindings, outer_gpu_replaced = self.gpu_bindings, self.gpu_replaced
            if taken is None and statement.orelse is not None:
                self.gpu_bindings = []
            if taken is None and statement.orelse is None:
                self.gpu_replaced = []
            try:
                if id(statement.body) not in _fork_children(frame.scope.index) and taken is not False:
                    self.run_suite(statement.body, frame)  # (not ``if pid == 0:``: the forked child's)
                went_on.append(self.parent_state())
            except _Return as leaving:
                if taken is True:
                    raise
                # A branch that may not run returns early: what follows it may run too (a start
                # after ``if state.stage != "train": return``), and is read.
                returned = leaving
                if isinstance(leaving, _Raised):
                    self._may_raise(leaving.value)
                elif isinstance(leaving, (_Continue, _Break)):
                    self._leaves_the_pass(leaving)  # (its state meets the loop's at the pass's end or after it)
                else:
                    frame.maybe_returned.append(leaving.value)
                    self.left_states.setdefault(id(frame), []).append(self.parent_state())
            finally:
                gpu_bindings, self.gpu_bindings = self.gpu_bindings, outer_gpu_bindings
                gpu_replaced, self.gpu_replaced = self.gpu_replaced, outer_gpu_replaced
                for names, key, value in gpu_replaced if taken is None and gpu_replaced else ():
                    if not _lives_on_the_gpu(names.get(key, UNKNOWN)):
                        names[key] = value
            if taken is None:
                self.restore_parent(reached)
            if statement.orelse is not None and taken is not True:
                try:
                    self.run_statement(statement.orelse, frame)
                    went_on.append(self.parent_state())
                except _Raised as raised:
                    if taken is False:
                        raise
                    # ``else: raise ValueError(...)`` of a test fixmp cannot decide: it may not run.
                    self._may_raise(raised.value)
                except _Return as leaving:
                    if taken is False or not went_on:
                        raise
                    # ``else: return`` (``break``, ``continue``) of a test fixmp cannot decide: the body's path
                    # goes on past the ``if``; the else's meets it where the function returns (the pass ends).
                    if isinstance(leaving, (_Continue, _Break)):
                        self._leaves_the_pass(leaving)
                    else:
                        frame.maybe_returned.append(leaving.value)
                        self.left_states.setdefault(id(frame), []).append(self.parent_state())
                finally:
                    for names, key, value in gpu_bindings if taken is None and gpu_bindings else ():
                        if not _lives_on_the_gpu(names.get(key, UNKNOWN)):
                            names[key] = value
                            self._note_gpu_binding(names, key, value)  # for an ``if`` around this one
            elif taken is None:
                went_on.append(reached)  # (no ``else``: the test's falsehood goes straight on)
            if taken is None and went_on:
                self.restore_parent(functools.reduce(ParentState.join, went_on))
            if returned is not None and statement.orelse is not None and leaves(statement.orelse):
                raise returned
        finally:
            frame.undecided -= undecided

    def _run_statement(self, statement: cst.CSTNode, frame: Frame) -> None:
        self.tick()
        if isinstance(statement, (cst.SimpleStatementLine, cst.SimpleStatementSuite)):
            for small in statement.body:
                self.run_small(small, frame)
        elif isinstance(statement, cst.FunctionDef):
            self._define(statement, frame)
        elif isinstance(statement, cst.ClassDef):
            self._define(statement, frame)
        elif isinstance(statement, cst.If):
            self._run_if(statement, frame)
        elif isinstance(statement, cst.Else):
            if id(statement.body) not in _fork_children(frame.scope.index):
                self.run_suite(statement.body, frame)
        elif isinstance(statement, cst.For):
            with self._a_loop():
                self._run_for(statement, frame)
        elif isinstance(statement, cst.While):
            with self._a_loop():
                self._run_while(statement, frame)
        elif isinstance(statement, cst.Match):
            self._run_match(statement, frame)
        elif isinstance(statement, cst.With):
            managers: List[Tuple[Union[Instance, ExitStackVal], cst.CSTNode]] = []
            for with_item in statement.items:
                self.with_items.append((statement, with_item, frame))
                try:
                    manager = self.ev(with_item.item, frame)
                    managed = self.enter(manager, with_item.item)
                finally:
                    self.with_items.pop()
                if isinstance(manager, (Instance, ExitStackVal)):
                    managers.append((manager, with_item.item))
                if with_item.asname is not None:
                    self.bind(with_item.asname.name, managed, frame)
            self.run_suite(statement.body, frame)
            for instance, entered_at in reversed(managers):
                # The block ended normally: each manager's ``__exit__(None, None, None)`` runs, last entered
                # first (a batch whose ``__exit__`` starts the process that writes its log).
                if isinstance(instance, ExitStackVal):
                    self.close_exit_stack(instance, entered_at)
                    continue
                left = self.method_of(instance, "__exit__")
                if left is not None:
                    self.call(left, [Const(None), Const(None), Const(None)], {}, entered_at)
        elif isinstance(statement, cst.Try):
            self._run_try(statement, frame)

    def _run_for(self, statement: cst.For, frame: Frame) -> None:
        consumed: List[Val] = []
        calls_here = list(self.via)
        # The asking file's statements running the loop: a generator of that file, resumed at each
        # item, is not what leads to the body's forks (they are reported where the loop is reached).
        home_here = list(self.home_statements)

        broken: List[bool] = []

        def consume(item: Val) -> None:
            consumed.append(item)
            if len(consumed) == MAX_ITEMS + 1 and not broken:
                self.approximated()  # (a generator's items past those followed)
            if len(consumed) <= MAX_ITEMS and not broken:
                within, self.via = self.via, list(calls_here)  # the body's calls are the loop's own
                home_within, self.home_statements = self.home_statements, list(home_here)
                try:
                    self.bind(statement.target, item, frame)
                    with self._a_pass():
                        self.run_suite(statement.body, frame)
                except _Continue:
                    pass
                except _Break:
                    broken.append(True)
                finally:
                    self.via = within
                    self.home_statements = home_within

        self.yield_consumers[id(statement.iter)] = consume
        try:
            over = self.ev(statement.iter, frame)
        finally:
            self.yield_consumers.pop(id(statement.iter), None)
        # A generator made earlier (``stages = pipeline.build(cfg)``) runs here, the body at each yield.
        iterated = self.run_generator(over, consume) if isinstance(over, GeneratorVal) \
            else self.iterated(over, statement.iter)
        if consumed:
            return  # a generator ran the body at each of its items
        items: List[Val] = iterated.items[:MAX_ITEMS] if isinstance(iterated, Seq) and iterated.items \
            else [UNKNOWN]
        # Items past those followed one by one: the loop cut at MAX_ITEMS, or items it cannot list.
        more = not isinstance(iterated, Seq) or not iterated.complete or len(iterated.items) > MAX_ITEMS
        if isinstance(iterated, MappingVal):
            items = [Const(key) for key in list(iterated.items)[:MAX_ITEMS]] or [UNKNOWN]
            more = len(iterated.items) > MAX_ITEMS
        if more:
            self.approximated()  # (items it cannot list, or past those followed: maybe none at all)
        for item in items:
            if not self._loop_pass(statement, item, frame):
                return
        if more:
            self._loop_until_stable(lambda: self._loop_pass(statement, UNKNOWN, frame))

    def _run_while(self, statement: cst.While, frame: Frame) -> None:
        # While its test holds where fixmp knows it (a state machine stepping through a dict of bound
        # methods to its target state), at most MAX_ITEMS times; where the test is unknown, until the
        # parent's state is stable.
        for _ in range(MAX_ITEMS):
            holds = truth_of(self.ev(statement.test, frame))
            if holds is False:
                break
            if holds is None:
                self.approximated()
            if not self._loop_pass(statement, None, frame):
                break
            if holds is None:
                self._loop_until_stable(lambda: self._loop_pass(statement, None, frame))
                break
        else:
            self.approximated()  # (cut at MAX_ITEMS passes)

    def _loop_pass(self, loop: Union[cst.For, cst.While], item: Optional[Val], frame: Frame) -> bool:
        """One pass of a loop's body (a ``for``'s with its target bound to ``item``): False where it broke."""
        if item is not None and isinstance(loop, cst.For):
            self.bind(loop.target, item, frame)
        with self._a_pass():
            try:
                self.run_suite(loop.body, frame)
            except _Continue:
                pass
            except _Break:
                return False
        return True

    def _a_pass(self) -> "contextlib.AbstractContextManager[None]":
        """A pass of a loop's body: the states of the arms that left it early under a test fixmp cannot
        decide (``continue``) meet the state it ends with (the next pass's, and the loop's after it)."""
        return self._meeting_at_the_end(self.pass_exits)

    def _a_loop(self) -> "contextlib.AbstractContextManager[None]":
        """A loop: the states of the arms that broke out of it under a test fixmp cannot decide meet the
        state it ends with, after it (not the next pass's: ``break`` skips them)."""
        return self._meeting_at_the_end(self.loop_breaks)

    @contextmanager
    def _meeting_at_the_end(self, stack: List[List[ParentState]]) -> Iterator[None]:
        stack.append([])
        try:
            yield
        finally:
            left = stack.pop()
            if left:
                self.restore_parent(functools.reduce(ParentState.join, [self.parent_state(), *left]))

    def _leaves_the_pass(self, leaving: _Return) -> None:
        """An arm under a test fixmp cannot decide left the pass: its state is kept for the pass's end
        (``continue``: ``_a_pass``) or the loop's (``break``: ``_a_loop``)."""
        exits = self.loop_breaks if isinstance(leaving, _Break) else self.pass_exits
        if exits:
            exits[-1].append(self.parent_state())

    def _loop_until_stable(self, run_pass: Callable[[], bool]) -> None:
        """The passes of a loop past those followed item by item, each with what it is handed unknown: run
        from the state the last pass left until the parent's state no longer changes (a fork in pass n
        after work of pass n - 1: a validation matmul at epoch 10 before the next epoch's fork). Each
        pass only adds to the state (``ParentState.join``), so this ends; past ``LOOP_PASSES`` the run
        counts a doubt: the start is then never shown serial."""
        for _ in range(LOOP_PASSES):
            before = self.parent_state()
            if not run_pass():
                return
            after = self.parent_state()
            if after == before:
                return
            self.restore_parent(before.join(after))
        if not self.muted:
            self.doubts += 1

    def _run_try(self, statement: cst.Try, frame: Frame) -> None:
        """``try``: its body; a raise that runs there for certain runs the first handler that may catch
        it and the code after the ``try`` goes on (none that may: it propagates, after ``finally``). A
        raise that may run there (under a test fixmp cannot decide) may run its handler instead of the
        rest of the body: that handler is read after the body, as the other branch of an ``if`` is, and
        what follows the ``try`` is read too (a retry loop's next attempt, after its ``on_retry`` hook)."""
        self.possible_raises.append([])
        self.raise_states.append([])
        suspended = False
        try:
            try:
                self.run_suite(statement.body, frame)
            except _Raised as raised:
                handler = next((handler for handler in statement.handlers
                                if self._may_catch(handler, raised.value, frame)), None)
                if handler is None:
                    raise
                if handler.name is not None:
                    self.bind(handler.name.name, raised.value, frame)
                self.run_suite(handler.body, frame)
            except _Return:
                # The body returned, after a raise that may have run instead: its handler may run. In a
                # loop's body (a retry), the next iteration is read too; elsewhere the return stands.
                if not (self._run_possible_handler(statement, frame)
                        and in_a_loop_body(statement, frame.scope.index)):
                    raise
            else:
                self._run_possible_handler(statement, frame)
                if statement.orelse is not None:
                    self.run_suite(statement.orelse.body, frame)
        except _Suspended:
            suspended = True  # a coroutine waiting at a ``yield`` in the body: its ``finally`` has not run
            raise
        finally:
            self.possible_raises.pop()
            self.raise_states.pop()
            if statement.finalbody is not None and not suspended:
                self.run_suite(statement.finalbody.body, frame)

    def _may_raise(self, value: Val) -> None:
        """A raise under a test fixmp cannot decide: the ``try`` being run may catch it."""
        if self.possible_raises and len(self.possible_raises[-1]) < 8:
            self.possible_raises[-1].append(value)
            self.raise_states[-1].append(self.parent_state())  # (the handler runs from it too)

    def _run_possible_handler(self, statement: cst.Try, frame: Frame) -> bool:
        """Run the first handler of ``statement`` that may catch a raise its body may have run; whether
        it ran and went on to the code after the ``try`` (False: none may catch one, or it left too)."""
        for value in self.possible_raises[-1]:
            handler = next((handler for handler in statement.handlers if self._may_catch(handler, value, frame)),
                           None)
            if handler is None:
                continue
            self.possible_raises[-1] = []  # (read once: a raise in the handler is the outer try's)
            self.approximated()  # (the body may have gone on instead)
            raised_from, self.raise_states[-1] = self.raise_states[-1], []
            if raised_from:
                self.restore_parent(functools.reduce(ParentState.join, [self.parent_state(), *raised_from]))
            if handler.name is not None:
                self.bind(handler.name.name, value, frame)
            try:
                self.run_suite(handler.body, frame)
            except _Return as leaving:
                if isinstance(leaving, _Raised) and len(self.possible_raises) > 1:
                    self.possible_raises[-2].append(leaving.value)  # (a handler that may run: the outer try's)
                    self.raise_states[-2].append(self.parent_state())
                return False
            return True
        return False

    def _may_catch(self, handler: cst.ExceptHandler, raised: Val, frame: Frame) -> bool:
        """Whether ``except <type>:`` may catch ``raised``: not where both are known and differ (a
        project exception class against a handler for another, or for a library exception it does not
        derive from)."""
        if handler.type is None:
            return True
        raised_class = raised.cls if isinstance(raised, Instance) else raised
        if not isinstance(raised_class, ClassVal):
            return True  # a library's exception, or one fixmp cannot read: it may
        kinds = handler.type.elements if isinstance(handler.type, cst.Tuple) else [handler.type]
        lineage = self._exception_lineage(raised_class)
        for kind in kinds:
            caught = self.ev(kind.value if isinstance(kind, cst.Element) else kind, frame)
            if isinstance(caught, ClassVal):
                if any(cls.node is caught.node for cls in lineage):
                    return True
                continue
            name = dotted_name(kind.value if isinstance(kind, cst.Element) else kind)
            last = name.rsplit(".", 1)[-1] if name else None
            if last is None or last in ("Exception", "BaseException") or any(
                    last == (dotted_name(base.value) or "").rsplit(".", 1)[-1]
                    for cls in lineage for base in cls.node.bases if base.keyword is None):
                return True
        return False

    def _exception_lineage(self, cls: ClassVal) -> List[ClassVal]:
        """A project class and the project classes it derives from, through every module."""
        lineage: List[ClassVal] = []
        pending = [cls]
        while pending and len(lineage) < 16:
            current = pending.pop()
            if all(known.node is not current.node for known in lineage):
                lineage.append(current)
                pending.extend(self.bases(current))
        return lineage

    def _run_match(self, statement: cst.Match, frame: Frame) -> None:
        """``match``: with a subject fixmp knows, the first case whose literal patterns equal it (or a
        catch-all) runs; otherwise every case may run, and each is read, as both branches of an ``if``."""
        subject = self.ev(statement.subject, frame)
        for case in statement.cases:
            matched = self._matches(case.pattern, subject, frame)
            if matched is False:
                continue
            guarded = truth_of(self.ev(case.guard, frame)) if case.guard is not None else True
            if matched is None or guarded is None:
                self.approximated()
            self.run_suite(case.body, frame)
            if matched is True and case.guard is None:
                return

    def _matches(self, pattern: cst.MatchPattern, subject: Val, frame: Frame) -> Optional[bool]:
        """Whether ``subject`` matches ``pattern`` (None: not known), binding its captures as Python does."""
        if isinstance(pattern, cst.MatchAs):
            matched = True if pattern.pattern is None else self._matches(pattern.pattern, subject, frame)
            if pattern.name is not None and matched is not False:
                self.bind(pattern.name, subject, frame)  # ``case {"rows": rows}``, ``case [x, *_] as row``
            return matched  # ``case _:`` or a capture: True
        if isinstance(pattern, cst.MatchSingleton):
            value = self.ev(pattern.value, frame)
            if isinstance(subject, Const) and isinstance(value, Const):
                return subject.value is value.value
            return None
        if isinstance(pattern, cst.MatchMapping):
            return self._matches_mapping(pattern, subject, frame)
        if isinstance(pattern, cst.MatchClass):
            return self._matches_class(pattern, subject, frame)
        if isinstance(pattern, cst.MatchSequence):
            return self._matches_sequence(pattern, subject, frame)
        if isinstance(pattern, cst.MatchValue):
            value = self.ev(pattern.value, frame)
            if isinstance(subject, Const) and isinstance(value, Const):
                return subject.value == value.value
            if isinstance(subject, Instance) and isinstance(value, Instance):
                return subject is value  # an enum member
            return None
        if isinstance(pattern, cst.MatchOr):
            answers = [self._matches(element.pattern, subject, frame) for element in pattern.patterns]
            return True if True in answers else (False if all(answer is False for answer in answers) else None)
        return None

    def _all_match(self, pairs: List[Tuple[cst.MatchPattern, Val]], frame: Frame) -> Optional[bool]:
        answers = [self._matches(pattern, value, frame) for pattern, value in pairs]
        return False if False in answers else (None if None in answers else True)

    def _matches_mapping(self, pattern: cst.MatchMapping, subject: Val, frame: Frame) -> Optional[bool]:
        """``case {"kind": "render", "rows": int(rows)}``: each key's value matched by its pattern."""
        if isinstance(subject, (Const, Seq, Tensor)):
            return False  # not a mapping
        if not isinstance(subject, MappingVal):
            return None
        pairs: List[Tuple[cst.MatchPattern, Val]] = []
        unknown = False
        for element in pattern.elements:
            key = self.ev(element.key, frame)
            if not (isinstance(key, Const) and isinstance(key.value, (str, int))):
                unknown = True
            elif key.value in subject.items:
                pairs.append((element.pattern, subject.items[key.value]))
            elif subject.complete:
                return False  # the key is missing
            else:
                unknown = True
        matched = self._all_match(pairs, frame)
        if pattern.rest is not None:
            self.bind(pattern.rest, UNKNOWN, frame)
        return False if matched is False else (None if unknown else matched)

    def _matches_class(self, pattern: cst.MatchClass, subject: Val, frame: Frame) -> Optional[bool]:
        """``case int(rows)``: a builtin type matches a constant of that type and captures it whole."""
        kind = self.ev(pattern.cls, frame)
        if isinstance(kind, ClassVal):
            return self._matches_project_class(pattern, kind, subject, frame)
        types = {"builtins.int": int, "builtins.float": float, "builtins.str": str, "builtins.bool": bool}
        if not (isinstance(kind, Qualified) and kind.name in types) or pattern.kwds or len(pattern.patterns) > 1:
            return None
        if not isinstance(subject, Const):
            return False if isinstance(subject, (Seq, MappingVal, Tensor)) else None
        wanted = types[kind.name]
        # ``int(x)`` matches a bool too (bool is an int), ``float(x)`` no int: isinstance, as Python checks.
        if not isinstance(subject.value, wanted):
            return False
        return self._all_match([(element.value, subject) for element in pattern.patterns], frame)

    def _matches_project_class(self, pattern: cst.MatchClass, kind: ClassVal, subject: Val,
                               frame: Frame) -> Optional[bool]:
        """``case Stretch(rows=rows, width=width)``: an object of that class (or a subclass), each keyword
        pattern matched against its attribute, positional ones through ``__match_args__`` (a dataclass's
        fields, in order)."""
        if isinstance(subject, (Const, Seq, MappingVal, Tensor)):
            return False
        if not isinstance(subject, Instance):
            return None
        if not any(cls.node is kind.node for cls in self.mro(subject.cls)):
            return False
        names: List[str] = []
        if pattern.patterns:
            declared = self.class_attribute(kind, "__match_args__")
            if isinstance(declared, Seq) and declared.complete \
                    and all(isinstance(item, Const) and isinstance(item.value, str) for item in declared.items):
                names = [str(cast(Const, item).value) for item in declared.items]
            elif is_dataclass(kind.node):
                names = annotated_names(kind.node)
            if len(names) < len(pattern.patterns):
                return None
        pairs = [(element.value, self.attribute(subject, name, element))
                 for element, name in zip(pattern.patterns, names)]
        pairs += [(keyword.pattern, self.attribute(subject, keyword.key.value, keyword)) for keyword in pattern.kwds]
        return self._all_match(pairs, frame)

    def _matches_sequence(self, pattern: cst.MatchSequence, subject: Val, frame: Frame) -> Optional[bool]:
        """``case [first, *rest]`` / ``case (a, b)``: a list or tuple fixmp knows whole, element by element."""
        if isinstance(subject, (MappingVal, Tensor)) or (isinstance(subject, Const) and not isinstance(
                subject.value, tuple)):
            return False if not isinstance(subject, Tensor) else None
        if not (isinstance(subject, Seq) and subject.complete):
            return None
        elements = list(pattern.patterns)
        starred = [i for i, element in enumerate(elements) if isinstance(element, cst.MatchStar)]
        items = subject.items
        if not starred:
            if len(items) != len(elements):
                return False
            return self._all_match([(cast(cst.MatchSequenceElement, element).value, item)
                                    for element, item in zip(elements, items)], frame)
        at = starred[0]
        after = len(elements) - at - 1
        if len(items) < len(elements) - 1:
            return False
        star = cast(cst.MatchStar, elements[at])
        if star.name is not None:
            self.bind(star.name, Seq(items[at:len(items) - after], True), frame)
        heads = [(cast(cst.MatchSequenceElement, element).value, item) for element, item in zip(elements[:at], items)]
        tails = [(cast(cst.MatchSequenceElement, element).value, item)
                 for element, item in zip(elements[at + 1:], items[len(items) - after:])]
        return self._all_match(heads + tails, frame)

    def iterated(self, value: Val, node: cst.CSTNode) -> Val:
        """What a ``for`` goes over: an instance of a project class with ``__iter__`` (often a generator
        method) gives what that yields."""
        if isinstance(value, GeneratorVal):
            return self.run_generator(value)
        if isinstance(value, Instance):
            method = self.method_of(value, "__iter__")
            if method is None:
                return self._next_items(value, node)
            iterator = self.call(method, [], {}, node)
            if isinstance(iterator, GeneratorVal):
                return self.run_generator(iterator)
            return self._next_items(iterator, node) if isinstance(iterator, Instance) else iterator
        if isinstance(value, LoaderVal):
            self._loader_workers_start(value, node)
            return value.batches
        if isinstance(value, ClassVal) and self.torch_bases(value) & ENUM_BASES:
            # ``for stage in Stage``: its members, in the order the class defines them.
            members = [self._enum_member(value, name) for name in self._enum_names(value)]
            known: List[Val] = [member for member in members if member is not None]
            return Seq(known[:4 * MAX_ITEMS],
                       None not in members and len(members) <= 4 * MAX_ITEMS)
        if isinstance(value, Tensor) and value.shape:
            # ``for frame in video``: its rows (as many as a loop reads).
            rows = value.shape[0]
            return Seq([Tensor(value.shape[1:]) for _ in range(min(rows, MAX_ITEMS))], rows <= MAX_ITEMS)
        return value

    def _next_items(self, iterator: Instance, node: cst.CSTNode) -> Val:
        """The items of an iterator object of the project (``__iter__`` returns ``self``): its first
        ``__next__()``, which runs when a ``for`` asks for the first item (a pool made lazily there), then
        what fixmp cannot count. A ``StopIteration`` raised at once: no items."""
        method = self.method_of(iterator, "__next__")
        if method is None:
            return UNKNOWN
        try:
            first = self.call(method, [], {}, node)
        except _Raised as raised:
            if _is_stop_iteration(raised.value):
                return Seq([])
            raise
        return Seq([first], complete=False)

    def _loader_workers_start(self, loader: LoaderVal, node: cst.CSTNode) -> None:
        """A pass over a ``DataLoader`` with workers forks them here: after the parent's parallel work,
        a worker that raises its thread count again (its ``worker_init_fn``, its dataset) and then does
        parallel work hangs. Reported once per loader, at the statement of the asking file running."""
        self.approximated()  # (workers no start site names)
        if not self.recording or self.muted or not self.home_statements or id(loader) in self.loaders_reported:
            return
        given = loader.context is not None and not (isinstance(loader.context, Const) and loader.context.value is None)
        # (A context fixmp cannot read names no method: nothing is claimed.)
        method = method_named(loader.context) if given and loader.context is not None else self.default_method
        if method != "fork" or self.first_work is None or self.single_threaded or self.omp_single_before_torch \
                or self.children_pinned_at_fork:
            return
        child = self._loader_worker_work(loader, node)
        if child is None or not child.sized:
            return
        self.loaders_reported.add(id(loader))
        scope = self._scope_of(node)
        where = f"{scope.file_name}:{scope.index.line(node)}"
        self.forks.append(ForkAfterWork(self.home_statements[-1], where, "DataLoader", self.first_work, child))

    def _loader_worker_work(self, loader: LoaderVal, node: cst.CSTNode) -> Optional[Found]:
        """A ``DataLoader`` worker's first parallel work: single-threaded as torch's worker loop makes it,
        then its ``worker_init_fn(0)``, the dataset's first item and the collate function, read strictly."""
        with self._reading_child():
            self.single_threaded = True  # torch's _worker_loop: torch.set_num_threads(1) first
            try:
                if loader.worker_init is not None:
                    self.call(loader.worker_init, [Const(0)], {}, node)
                getitem = self.method_of(loader.dataset, "__getitem__") \
                    if isinstance(loader.dataset, Instance) else None
                if getitem is None:
                    return None  # a dataset fixmp cannot read: no claim either way
                item = self.call(getitem, [Const(0)], {}, node)
                if loader.collate is not None:
                    self.call(loader.collate, [Seq([item])], {}, node)
            except _Work as work:
                return work.found
            except (_Exhausted, _Return, RecursionError):
                return None
        return None

    def exit_stack_method(self, stack: ExitStackVal, name: str, args: List[Val], kwargs: Dict[str, Val],
                          node: cst.CSTNode) -> Val:
        """``stack.callback(fn, *args)`` and ``push(exit)`` hold a call for later; ``enter_context(cm)``
        enters it now and holds its ``__exit__``; ``close()`` runs what it holds, last first; ``pop_all()``
        moves it all to a new stack."""
        if name == "callback" and args:
            stack.callbacks.append((args[0], list(args[1:]), dict(kwargs)))
            return args[0]
        if name == "push" and args:
            left = self.method_of(args[0], "__exit__") if isinstance(args[0], Instance) else None
            stack.callbacks.append((left or args[0], [Const(None)] * 3, {}))
            return args[0]
        if name == "enter_context" and args:
            entered = self.enter(args[0], node)
            left = self.method_of(args[0], "__exit__") if isinstance(args[0], Instance) else None
            if left is not None:
                stack.callbacks.append((left, [Const(None)] * 3, {}))
            return entered
        if name == "close":
            self.close_exit_stack(stack, node)
            return Const(None)
        if name == "pop_all":
            moved = ExitStackVal(list(stack.callbacks))
            stack.callbacks.clear()
            return moved
        return UNKNOWN

    def close_exit_stack(self, stack: ExitStackVal, node: cst.CSTNode) -> None:
        held, stack.callbacks = stack.callbacks, []
        for function, args, kwargs in reversed(held):
            self.call(function, list(args), dict(kwargs), node)

    def enter(self, managed: Val, node: cst.CSTNode) -> Val:
        """Entering a context manager: what ``with ... as x`` binds."""
        if isinstance(managed, PendingManager):
            # Its generator runs up to its ``yield`` on entering (``torch.set_num_threads(1)`` there
            # holds for the block); what follows the ``yield`` runs on leaving, not read.
            self.entering.append(managed.function.node)
            try:
                self.inline(managed.function, managed.args, dict(managed.kwargs), node)
                return UNKNOWN
            except _Yielded as yielded:
                return yielded.value
            finally:
                self.entering.pop()
        if isinstance(managed, Instance):
            entered = self.method_of(managed, "__enter__")
            if entered is not None:
                return self.call(entered, [], {}, node)
        return managed

    def run_suite(self, suite: cst.BaseSuite, frame: Frame) -> None:
        if isinstance(suite, cst.IndentedBlock):
            self.run_block(suite.body, frame)
        elif isinstance(suite, cst.SimpleStatementSuite):
            self.run_statement(suite, frame)

    def _define(self, node: Union[cst.FunctionDef, cst.ClassDef], frame: Frame) -> None:
        """A ``def`` or ``class`` statement: its default arguments, its class body's assignments and its
        decorators run now (``def quantize(x, codebook=build_codebook())`` runs ``build_codebook`` when
        its module is imported)."""
        if isinstance(node, cst.FunctionDef):
            params = node.params
            for param in (*params.posonly_params, *params.params, *params.kwonly_params):
                if param.default is not None:
                    self.defaults[id(param)] = self.ev(param.default, frame)
        if frame.names is None:
            return  # the asking file's own definitions are read where they are called
        value: Val
        if isinstance(node, cst.FunctionDef):
            value = FunctionVal(frame.scope, node, closure=frame if frame.names is not frame.scope.values else None)
        else:
            cls = ClassVal(frame.scope, node)
            body = Frame(frame.scope, {}, closure=frame if frame.names is not frame.scope.values else None)
            for statement in node.body.body:
                if isinstance(statement, cst.SimpleStatementLine) and all(
                        isinstance(small, (cst.Assign, cst.AnnAssign, cst.Expr, cst.Assert)) for small in statement.body):
                    self.run_statement(statement, body)
            assert body.names is not None
            cls.attributes.update(body.names)
            for attribute, held in body.names.items():
                namer = self.method_of(held, "__set_name__") if isinstance(held, Instance) else None
                if namer is not None:  # ``curve = Calibrated()``: told its owner and name as the class is made
                    self.call(namer, [cls, Const(attribute)], {}, node)
            value = cls
            self.classes_made.setdefault(id(node), cls)
            self._subclass_hook(cls, node)
            self._metaclass_hook(cls, node)
        for decorator in reversed(node.decorators):
            applied = self.ev(decorator.decorator, frame)
            if isinstance(applied, Qualified) and applied.name in MEMOIZING_DECORATORS \
                    and isinstance(value, FunctionVal):
                value = FunctionVal(value.scope, value.node, value.closure, value.bound, value.owner,
                                    value.attributes, value.static, memo={})
                continue
            if isinstance(applied, Qualified) and applied.name in ("contextlib.contextmanager",
                                                                   "functools.singledispatch"):
                value = self.library_call(applied.name, [value], {}, decorator.decorator)
                continue
            if isinstance(applied, (FunctionVal, PartialVal, PendingManager, Dispatch)) or (
                    isinstance(applied, Instance) and (self.method_of(applied, "__call__") is not None
                                                       or "contextlib.ContextDecorator" in self.torch_bases(applied.cls))):
                self.via.append(f"@{dotted_name(decorator.decorator) or 'decorator'}")
                try:
                    value = self.call(applied, [value], {}, decorator.decorator)
                finally:
                    self.via.pop()
                if isinstance(value, Unknown):
                    break
        frame.names[node.name.value] = value

    def _subclass_hook(self, cls: ClassVal, node: cst.ClassDef) -> None:
        """A base's ``__init_subclass__`` runs when the subclass is defined (a plugin registry that
        builds and probes each subclass at import), with the class statement's keywords."""
        for base in self.bases(cls):
            hook = self.class_attribute(base, "__init_subclass__")
            if isinstance(hook, FunctionVal):
                keywords = {arg.keyword.value: self.ev(arg.value, Frame(cls.scope, cls.scope.values))
                            for arg in node.keywords if arg.keyword is not None and arg.keyword.value != "metaclass"}
                self.call(FunctionVal(hook.scope, hook.node, hook.closure, bound=cls, owner=hook.owner), [],
                          keywords, node)
                return

    def metaclass_of(self, cls: ClassVal, depth: int = 0) -> Optional[ClassVal]:
        """The project metaclass of ``cls``: its ``metaclass=`` keyword, else its bases' (inherited)."""
        for arg in cls.node.keywords:
            if arg.keyword is not None and arg.keyword.value == "metaclass":
                meta = self.ev(arg.value, Frame(cls.scope, cls.scope.values))
                return meta if isinstance(meta, ClassVal) else None
        for base in self.bases(cls) if depth < MAX_CALL_DEPTH else ():
            inherited = self.metaclass_of(base, depth + 1)
            if inherited is not None:
                return inherited
        return None

    def _metaclass_hook(self, cls: ClassVal, node: cst.ClassDef) -> None:
        """A project metaclass runs when a class of it is defined: its ``__new__(mcls, name, bases, ns)``
        (whose ``super().__new__``/``type.__new__`` makes this class) and ``__init__`` (a registry that
        records every subclass with a ``key``, which the program then builds and runs in order)."""
        meta = self.metaclass_of(cls)
        if meta is None:
            return
        name, bases = Const(node.name.value), Seq(list(self.bases(cls)), True)
        namespace = MappingVal({key: value for key, value in cls.attributes.items()}, True)
        self.creating.append(cls)
        try:
            new = self.class_attribute(meta, "__new__")
            if isinstance(new, FunctionVal) and isinstance(new.node, cst.FunctionDef):
                self.call(FunctionVal(new.scope, new.node, new.closure, bound=None, owner=new.owner),
                          [meta, name, bases, namespace], {}, node)
            init = self.class_attribute(meta, "__init__")
            if isinstance(init, FunctionVal) and isinstance(init.node, cst.FunctionDef):
                self.call(FunctionVal(init.scope, init.node, init.closure, bound=cls, owner=init.owner),
                          [name, bases, namespace], {}, node)
        finally:
            self.creating.pop()

    def run_small(self, small: cst.CSTNode, frame: Frame) -> None:
        if isinstance(small, cst.Expr):
            self.ev(small.value, frame)
        elif isinstance(small, cst.Assign):
            value = self.ev(small.value, frame)
            for target in small.targets:
                self.bind(target.target, value, frame)
        elif isinstance(small, cst.AnnAssign):
            if small.value is not None:
                self.bind(small.target, self.ev(small.value, frame), frame)
        elif isinstance(small, cst.AugAssign):
            current = self.ev(small.target, frame)
            operand = self.ev(small.value, frame)
            # ``signals.loaded += handler``: the object's ``__iadd__`` (an observer registering it).
            updated = self.operator_call(current, operand, IN_PLACE_OPERATORS.get(type(small.operator)), small,
                                         in_place=True)
            self.bind(small.target, updated if updated is not None else self.binary(current, operand, small), frame)
        elif isinstance(small, cst.Return):
            raise _Return(self.ev(small.value, frame) if small.value is not None else Const(None))
        elif isinstance(small, cst.Continue):
            raise _Continue()
        elif isinstance(small, cst.Break):
            raise _Break()
        elif isinstance(small, cst.Raise):
            raise _Raised(self.ev(small.exc, frame) if small.exc is not None else UNKNOWN)
        elif isinstance(small, cst.Assert):
            # Its test runs (``assert (x @ x).shape == (256, 256)`` is a matmul); one that fails for certain
            # raises, as Python run without -O does.
            if truth_of(self.ev(small.test, frame)) is False:
                raise _Raised(Qualified("builtins.AssertionError"))
        elif isinstance(small, (cst.Import, cst.ImportFrom)):
            self._import(small, frame)

    def _import(self, small: Union[cst.Import, cst.ImportFrom], frame: Frame) -> None:
        scope = frame.scope
        if isinstance(small, cst.Import):
            for alias in small.names:
                name = dotted_name(alias.name)
                if name is None:
                    continue
                self._run_import(scope, name)
                if frame.names is not None:
                    bound = alias.asname.name if alias.asname is not None else None
                    if isinstance(bound, cst.Name):
                        frame.names[bound.value] = self._resolve_import(scope, name)
                    elif frame.names is not scope.values:
                        frame.names[name.split(".")[0]] = self._resolve_import(scope, name.split(".")[0])
            return
        base = "." * len(small.relative) + (dotted_name(small.module) or "" if small.module is not None else "")
        if isinstance(small.names, cst.ImportStar):
            self._run_import_from(scope, base, None)
            return
        self._run_import_from(scope, base, [dotted_name(alias.name) for alias in small.names])
        if frame.names is None:
            return
        for alias in small.names:
            name = dotted_name(alias.name) or ""
            bound_as = alias.asname.name if alias.asname is not None else alias.name
            if isinstance(bound_as, cst.Name) and frame.names is not scope.values:
                frame.names[bound_as.value] = self._resolve_import(
                    scope, f"{base}.{name}" if base.strip(".") else base + name)

    def _run_import(self, scope: ModuleScope, name: str) -> None:
        """``import a.b.c`` runs: ``a``, ``a.b`` and ``a.b.c`` are imported, each of the project's run."""
        parts = name.split(".")
        self._imports_torch(scope, name)
        for depth in range(1, len(parts) + 1):
            module = self.module_named(scope, ".".join(parts[:depth]))
            if module is not None:
                self.import_module(module)

    def _run_import_from(self, scope: ModuleScope, base: str, names: Optional[Sequence[Optional[str]]]) -> None:
        """``from base import names`` runs (``names`` None: ``*``): ``base`` is imported, and each name that
        is a submodule of it (``from plugins import accel`` runs ``plugins/accel.py``'s top level)."""
        module = self.module_named(scope, base) if base.strip(".") else None
        if base.strip("."):
            self._imports_torch(scope, base)
        if module is not None:
            self.import_module(module)
        for dotted in names or ():
            submodule = self.module_named(scope, f"{base}.{dotted}" if base.strip(".") else base + (dotted or "")) \
                if dotted is not None and (module is None or module.path.endswith("__init__.py")) else None
            if submodule is not None:
                self.import_module(submodule)
