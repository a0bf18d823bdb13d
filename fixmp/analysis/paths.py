"""What runs before a node: the calls of functions and methods, the statements on the path to a start
(through callers, loops and guards), and what is found on that path.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from typing import Callable, Dict, Hashable, Iterable, List, Optional, Sequence, Set, Tuple, Union, cast

import libcst as cst

from fixmp.analysis.index_state import IndexState
from fixmp.analysis.sites import (
    Block,
    Classify,
    Evidence,
    ExecutionPath,
    P,
    PathPart,
    ProcessSite,
    Statements,
    _elements,
    _StatementsTable,
    dotted_name,
    is_main_guard,
    is_scope_boundary,
    receiver,
)
from fixmp.model import GuardStatus


class ExecutionPaths(IndexState):
    """What runs before a node: the calls of functions and methods, the statements on the path to a start."""

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

    def partial_of_target(self, target: cst.BaseExpression) -> Optional[cst.Call]:
        """The ``functools.partial(work, ...)`` call a process target is: written in place, or bound once
        to the local name the start hands over (``fn = functools.partial(work, 2)``)."""
        if isinstance(target, cst.Name) and target.value not in self.functions and target.value not in self.classes:
            scope = self.binding_scope(target.value, target)
            # (A parameter holds what its callers pass: not a ``partial`` some other function binds.)
            values = [] if self.is_parameter(target.value, scope) else self.bindings_in(scope, target.value)
            target = values[0][0] if len(values) == 1 and isinstance(values[0][0], cst.Call) else target
        if isinstance(target, cst.Call) and self.qualified_name(target.func) == "functools.partial" \
                and target.args and not target.args[0].star:
            return target
        return None

    def function_of_target(self, target: cst.BaseExpression, depth: int = 2) -> Optional[cst.FunctionDef]:
        partial = self.partial_of_target(target) if depth > 0 else None
        if partial is not None:
            # ``functools.partial(work, scale)``: the child runs ``work``.
            return self.function_of_target(partial.args[0].value, depth - 1)
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
