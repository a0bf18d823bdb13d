"""Which start method is in force where, and the process starts of a module: ``Process``, pools,
executors, ``os.fork``, starts inherited from a class or made in another module, and how each is used.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Collection, Dict, Iterable, List, Optional, Set, Tuple, cast

import libcst as cst

from fixmp.analysis.facts import RemoteStart
from fixmp.analysis.index_state import IndexState
from fixmp.analysis.sites import (
    MAX_BASE_DEPTH,
    OS_FORKS,
    POOL_SUBMIT_METHODS,
    PROCESS_FACTORIES,
    PROCESS_POOL_EXECUTORS,
    RUN_IN_THE_PARENT,
    START_METHODS,
    Block,
    MethodInForce,
    PathPart,
    ProcessSite,
    Statements,
    _child_branch,
    _elements,
    _given,
    call_arg,
    dotted_name,
    forces_start_method,
    keyword_arg,
    positional_arg,
    receiver,
    string_value,
)
from fixmp.model import ProcessKind, StartMethod


class StartSites(IndexState):
    """Which start method is in force where, and the process starts of a module: ``Process``, pools."""

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
