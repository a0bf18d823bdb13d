"""The questions asked of the evaluation (what a piece runs before a start, what a start's child does, the
whole program run) and the record of the starts, pools and forks it reaches.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from dataclasses import replace
from typing import Dict, Iterator, List, Optional, Sequence, Tuple, Union

import libcst as cst

from fixmp.analysis.effects.state import EffectsState
from fixmp.analysis.effects.tables import (
    NOT_PROJECT,
    POOL_CLASSES,
    THREAD_STARTS,
    _first,
    _handed_to,
    _primitives_in,
    _required,
    _unpicklable,
    _unpicklable_argument,
)
from fixmp.analysis.shapes import method_named
from fixmp.analysis.sites import RUN_IN_THE_PARENT, ProcessSite, call_arg, is_main_guard, keyword_arg
from fixmp.analysis.syntax import after_parent_branch, calls_within, inside_a_tolerating_try
from fixmp.analysis.values import (
    UNKNOWN,
    Arguments,
    ClassVal,
    Const,
    ContextVal,
    ForkAfterWork,
    Found,
    Frame,
    FunctionVal,
    Handoff,
    Instance,
    MappingVal,
    MethodSetting,
    ModuleScope,
    PartialVal,
    PoolVal,
    Primitive,
    ProcessVal,
    Qualified,
    Seq,
    UnguardedStart,
    UnpicklableTarget,
    Val,
    _Exhausted,
    _Return,
    _Started,
    _Work,
    _Yielded,
)
from fixmp.model import ProcessKind, StartMethod


class Starts(EffectsState):
    """What the evaluation is asked, and the starts, pools and forks it reaches."""

    # -- entry points ---------------------------------------------------------------------------
    def work_in(self, piece: cst.CSTNode) -> Optional[Found]:
        """The first parallel work running ``piece`` (a statement or expression of this file on the
        path before a start) leads to through the project's code, else None."""
        if id(piece) not in self.answers:
            self.single_threaded = False
            self.answers[id(piece)] = self._work_in(piece)
            self.single_threaded = False
        return self.answers[id(piece)]

    def _work_in(self, piece: cst.CSTNode, flowing: bool = False) -> Optional[Found]:
        try:
            return self._work_or_stop(piece, flowing)
        except (_Exhausted, RecursionError):
            self.approximated()  # (the rest of the piece is not read)
            return None

    def _work_or_stop(self, piece: cst.CSTNode, flowing: bool = False) -> Optional[Found]:
        """``_work_in``, where a budget spent (``_Exhausted``) or too deep a recursion propagates.
        ``flowing``: the piece is a statement of this file's top level run in order with the others, so
        its names hold what the statements before it bound (``x = x @ x`` reads the ``x`` of the line
        above); otherwise a name is read as the one value this file binds it to."""
        frame = Frame(self.home, self.home.values, as_main=True) if flowing else Frame(self.home, None)
        try:
            if isinstance(piece, cst.BaseStatement):
                self.run_statement(piece, frame)
            elif isinstance(piece, cst.BaseSmallStatement):
                self.run_small(piece, frame)
            elif isinstance(piece, cst.IndentedBlock):
                self.run_block(piece.body, frame)
            elif isinstance(piece, cst.BaseExpression):
                self.ev(piece, frame)
        except _Work as work:
            return work.found
        except _Return:
            return None
        return None

    def start_method_set_at_import(self) -> Optional[str]:
        """The start method the project modules this file imports at its top set while they are
        imported (``mp.set_start_method("spawn", force=True)`` in a plugin): the first call sets it,
        a later one changes it only with ``force``; None where none does."""
        for statement in self.index.module.body:
            if isinstance(statement, cst.SimpleStatementLine) \
                    and any(isinstance(small, (cst.Import, cst.ImportFrom)) for small in statement.body):
                self.work_in(statement)
        method: Optional[str] = None
        for chosen, force in self.methods_at_import:
            if method is None or force:
                method = chosen
        return method

    def single_threaded_by_environment(self, pieces: Sequence[cst.CSTNode]) -> bool:
        """``OMP_NUM_THREADS`` is set to 1 (``os.environ``) before torch is first imported, with this
        file's top-level imports and then ``pieces`` (the path before a start) run in order through the
        project's code: a lazy ``import torch`` inside a function, a project module's top level, a
        helper of another module that sets the variable (``runtime_env.configure(threads=1)``). torch's
        OpenMP pool then has one thread, and a fork after it has nothing to lose.

        Any import of a package that is neither the project's nor the standard library's counts as
        importing torch (``import torchvision`` does): only what fixmp reads can say torch came later.
        Call it on a fresh instance (``fresh``): the modules one evaluation imports are imported once."""
        self.single_threaded = True  # only the order of imports and settings matters here, not the work
        try:
            for statement in self.index.module.body:
                if self.torch_imported:
                    break
                # Its top-level lines run in order: its imports, and a call that configures the
                # environment before the first import of torch (``runtime_config.apply_thread_env()``).
                if isinstance(statement, cst.SimpleStatementLine):
                    self._run_piece(statement)
            for piece in pieces:
                if self.torch_imported:
                    break
                self._run_piece(piece)
        finally:
            self.single_threaded = False
        return self.omp_single_before_torch

    def work_before_start(self, call: cst.Call) -> Optional[Found]:
        """The first parallel work a call of another module's function runs before the processes it
        starts start (``train(Net())`` with ``def train(net): net.share_memory(); ...; p.start()``),
        with the caller's arguments: the evaluation stops at the first start it reaches, in any module.
        Call it on a fresh instance (its modules' imports have run in the file's own evaluations)."""
        self.stop_at_starts = {}
        try:
            return self._work_in(call)
        except _Started:
            return None
        finally:
            self.stop_at_starts = None

    def pinned_at_start(self, call: cst.Call) -> bool:
        """The parent is single-threaded when the first start a call of another module's function
        reaches happens (``with intra_op_threads(1):`` around it, a ``set_num_threads(1)`` before it):
        whatever ran before, the pool it forks has no second thread to lose. Call it on a fresh
        instance."""
        self.stop_at_starts = {}
        self.ignoring_work = True
        try:
            self._work_in(call)
        except _Started:
            return self.single_threaded
        finally:
            self.stop_at_starts = None
            self.ignoring_work = False
            self.single_threaded = False
        return False

    def child_shown_serial(self, call: cst.Call) -> bool:
        """``child_work_at_start`` reached the start, and its child runs serially with every operation
        sized (an operation of unknown size is not shown serial)."""
        self.proving = True
        try:
            reached, found = self.child_work_at_start(call)
        finally:
            self.proving = False
        return reached and found is None

    def child_work_at_start(self, call: cst.Call) -> Tuple[bool, Optional[Found]]:
        """What the child of the first process a call of another module's function starts does, run with
        the values that function holds at its start (``prefetch(ds)`` starting ``Process(target=_produce,
        args=(ds, i, q))``: ``ds`` is the caller's dataset, and ``ds.batch()`` its method): whether
        the start was reached and read, and the first operation of the child that is parallel by
        its size or that fixmp cannot size or follow (None: it runs serially). Call it on a fresh
        instance."""
        self.stop_at_starts = {}
        self.reading_child = True
        self.single_threaded = True  # the parent's own work is not the question here
        try:
            self._work_in(call)
        except _Started as started:
            return True, started.child
        finally:
            self.stop_at_starts = None
            self.reading_child = False
            self.single_threaded = False
        return False, None

    def forks_after_work(self, default_method: str) -> List[ForkAfterWork]:
        """This file run as a program (its top level, ``__main__`` block included) through the project's
        code, its parallel work and its process starts in the order they run, whatever holds them (a
        decorator's wrapper called from a registry, a helper of a helper): each ``Process`` started
        with fork after the parent's pool started, whose child then does work (read as ``_child_work``
        reads it). ``default_method``: the platform's default start method. Call it on a fresh
        instance; it has a budget of its own."""
        self.default_method = default_method
        self.spent = [0]
        self.settings_met = []  # the asking file's statements are followed, and the start method
        self.stop_at_starts = {}
        self.recording = self.reading_environment_defaults = self.running_program = True
        try:
            for statement in self.index.module.body:
                self._run_piece(statement, flowing=True)
            self._run_at_exit()
            # (No task seen: reported where it was made, as a task may be handed in a way fixmp cannot see.)
            self.unguarded.extend(self.unguarded_executors.values())
            self.unguarded_executors.clear()
        finally:
            self.recording, self.stop_at_starts, self.settings_met = False, None, None
            self.running_program = False
            self.reading_environment_defaults = False
        return self.forks

    def annotations_of(self, function: FunctionVal) -> Dict[Union[str, int], Val]:
        """A function's parameters, in order, each as ``inspect.Parameter`` reads (``name``,
        ``annotation``, evaluated where the function was defined; ``default``)."""
        parameters: Dict[Union[str, int], Val] = {}
        if not isinstance(function.node, cst.FunctionDef):
            return parameters
        params = function.node.params
        definition = Frame(function.scope, function.scope.values, closure=function.closure)
        self.muted += 1  # (an annotation is read for its value)
        try:
            for param in (*params.posonly_params, *params.params, *params.kwonly_params):
                annotation = self.ev(param.annotation.annotation, definition) if param.annotation is not None \
                    else Qualified("inspect.Parameter.empty")
                default = self.default_of(param, definition) if param.default is not None \
                    else Qualified("inspect.Parameter.empty")
                parameters[param.name.value] = Arguments(
                    {"name": Const(param.name.value), "annotation": annotation, "default": default}, parser=False)
        finally:
            self.muted -= 1
        return parameters

    def _run_at_exit(self) -> None:
        """The functions the program registered with ``atexit``, run as the interpreter exits: last
        registered first (a report flush that starts one process per machine after the day's work)."""
        while self.at_exit:
            function, args, kwargs, registered_at = self.at_exit.pop()
            self.home_statements.append(registered_at)
            try:
                self.call(function, args, kwargs, registered_at)
            except (_Work, _Return, _Exhausted, RecursionError):
                pass
            finally:
                self.home_statements.pop()

    def _fork_reached(self, site: ProcessSite, frame: Frame) -> None:
        met_at = self._scope_of(site.call)
        self.starts_met.add(f"{met_at.file_name}:{met_at.index.line(site.reported_at)}")
        if self.muted or not self.home_statements:
            return
        method = self._method_of(site, frame)
        if method in ("spawn", "forkserver"):
            # (FMP005's own search reads this file's starts too: its findings are not repeated.)
            self._pickled_target(site, method, frame)
        if method in ("spawn", "forkserver") and (self._scope_of(site.call) is not self.home or site.via == "default"):
            # (A start of the asking file itself is its own rule's site: FMP004 reads it there, unless the
            # method is the program's default, set by a call its own search cannot follow.)
            if site.kind is ProcessKind.PROCESS_POOL_EXECUTOR:
                # Its workers start at its first task: reported where that is handed (where it was made if
                # none is seen, at the run's end: ``forks_after_work``).
                made = self._unguarded_at(site.reported_at, str(site.kind), method)
                if made is not None:
                    self.unguarded_executors.setdefault(id(site), made)
            else:
                self._unguarded_start(site.reported_at, str(site.kind), method)
        if method != "fork":
            return
        if site.kind is ProcessKind.PROCESS_POOL_EXECUTOR and site.start_calls and site.start_calls[0] is not site.call:
            # Reached at a task (``ex.submit``): only the first task since the executor was made forks;
            # this one forks nothing (a warm-up task forked the workers before the work): cured here.
            if id(site) in self.executors_made and id(site) not in self.executors_fresh:
                scope = self._scope_of(site.call)
                self.reached_cured.add(f"{scope.file_name}:{scope.index.line(site.reported_at)}")
                return
            self.executors_fresh.discard(id(site))
        pool = site.kind in (ProcessKind.POOL, ProcessKind.PROCESS_POOL_EXECUTOR)
        scope = self._scope_of(site.call)
        where = f"{scope.file_name}:{scope.index.line(site.reported_at)}"
        pinned = self.single_threaded or self.omp_single_before_torch or (pool and self._initializer_pins(site, frame))
        # ``os.register_at_fork(after_in_child=...)`` pinning one thread runs first in every forked child.
        pinned = pinned or self.children_pinned_at_fork
        made_at = self.home_statements[-1] if site.kind is ProcessKind.POOL else None
        if pinned:
            self.reached_cured.add(where)
        elif self.first_work is not None:
            self.reached_uncured.add(where)  # (reached before any work, it had nothing to lose there)
        if self.first_work is None and not pinned:
            (self.reached_clean if self.doubts == 0 and self.unsized_met == 0 else self.reached_doubtful).add(where)
        if site.kind is ProcessKind.PROCESS_POOL_EXECUTOR and self.first_cuda is None and self.first_work is None:
            # Its workers fork at its first task, which may come after the parent's work: decided there.
            if not pinned:
                self.executors_unforked.add(id(site))
            return
        if self.first_cuda is not None:
            if pool:
                self.cuda_pools.setdefault(id(site), (site, self.first_cuda, made_at))
            else:
                with self._seeking_cuda():
                    used = self._child_found(site, frame)
                if used is not None and used.sized:
                    self.cuda_forks.append(self._fork_record(site, self.first_cuda, used))
        if self.first_work is None or self.omp_single_before_torch or self.children_pinned_at_fork:
            return
        if pool:
            # Its workers fork now (an executor's at its first submit); what they run is read where the
            # program hands the tasks over (``_tasks_handed``), unless its initializer pins one thread.
            if not pinned:
                self.pools_after_work.setdefault(id(site), (site, self.first_work, made_at))
            return
        child = self._child_found(site, frame)
        # (Read strictly: a call it cannot follow is work. None: the child read through runs serially, a
        # ``__call__`` that pins one thread first.)
        self.children_read[where] = self.children_read.get(where, True) and child is None
        if child is not None:
            self.forks.append(self._fork_record(site, self.first_work, child))

    def _pool_made_through_a_value(self, name: str, kwargs: Dict[str, Val], call: cst.Call) -> Optional[Val]:
        """A pool or executor made by calling a value that holds its class (``backend.executor_cls(...)``,
        an enum's property returning ``ProcessPoolExecutor``): no start site of its module names it, so
        the run makes one here, started with the default method (or its ``mp_context``'s)."""
        assert self.stop_at_starts is not None
        scope = self._scope_of(call)
        if id(call) in self.stop_at_starts.get(id(scope.index), {}) \
                or id(call) in self.executors_by_constructor.get(id(scope.index), {}):
            return None  # a start site its module names (``ProcessPoolExecutor(...)`` itself)
        context = kwargs.get("mp_context")
        if context is not None and not isinstance(context, ContextVal):
            return None
        self.approximated()  # (a start no site names: the run cannot say it never met another's)
        site = self.made_sites.get(id(call))
        if site is None:
            method = context.method if isinstance(context, ContextVal) else "fork"
            site = ProcessSite(call, POOL_CLASSES[name], StartMethod(method),
                               "default" if context is None else "mp_context", None, (), (), False, (call,))
            self.made_sites[id(call)] = site
        if self.recording:
            self._fork_reached(site, Frame(scope, None))
        return PoolVal(site)

    def _unguarded_start(self, start: cst.CSTNode, kind: str, method: str) -> None:
        """A spawn or forkserver start the program reached from a top-level statement outside the
        ``__main__`` guard: each child re-imports this file and runs it again (FMP004). Reported at
        that statement, or at the start's own statement where the start is in this very file."""
        found = self._unguarded_at(start, kind, method)
        if found is not None:
            self.unguarded.append(found)

    def _unguarded_at(self, start: cst.CSTNode, kind: str, method: str) -> Optional[UnguardedStart]:
        top = self.home_statements[0]
        if top not in self.index.module.body or is_main_guard(top):
            return None
        scope = self._scope_of(start)
        # The innermost statement of this file's top level that leads to the start (``runner.submit(...)``
        # in a top-level ``for``), not one inside a function it calls.
        anchor = next((statement for statement in reversed(self.home_statements)
                       if self.index.enclosing_function(statement) is None), top) if scope is not self.home \
            else self.home_statements[-1]
        return UnguardedStart(anchor, f"{scope.file_name}:{scope.index.line(start)}", kind, method)

    def _unguarded_executor_tasked(self, site: ProcessSite) -> None:
        """The first task handed to a spawn or forkserver executor of another module: its workers start
        now, so an unguarded start is reported at the statement handing it (``crew.map(...)`` inside
        ``with gate_crew(...) as crew:``), not where the executor was made."""
        if id(site) not in self.unguarded_executors or self.muted or not self.home_statements:
            return
        made = self.unguarded_executors.pop(id(site))
        now = self._unguarded_at(site.reported_at, made.kind, made.method)
        if now is not None:
            self.unguarded.append(now)

    def _process_started_through_a_value(self, process: ProcessVal, start: cst.Call,
                                         instance: Optional[Instance] = None) -> None:
        """``w.start()`` of a ``Process`` made through a value no start site names (``mp =
        runtime.use_forkserver()``, then ``mp.Process(...)``; ``ctx.Process`` of a context a launcher is
        handed): started with its context's method, else the program's default; read as a start site's
        would be, its target called with what it is handed."""
        self.approximated()  # (a start met through a value: the site that names it may name it otherwise)
        if self.stop_at_starts is None or self.muted or not self.home_statements:
            return
        scope = self._scope_of(start)
        if id(start) in self.stop_at_starts.get(id(scope.index), {}):
            return  # a start site its module names
        method = process.method or self.default_method
        where = f"{scope.file_name}:{scope.index.line(start)}"
        if method in ("spawn", "forkserver"):
            self._unguarded_start(start, "Process", method)
            # Pickled for the child: the Process subclass's instance with its attributes, or the target
            # with its arguments.
            why = _unpicklable(instance) if instance is not None else _unpicklable(process.target)
            why = why or _unpicklable_argument(process.args, "its")
            if why is not None:
                self.unpicklable.append(UnpicklableTarget(self.home_statements[-1], where, "Process", method, why))
            if self.settings_met is not None:
                # ...with the primitives they hold: one of another context's start method cannot be (a
                # default-context ``Event`` handed to ``ctx.Process`` of the spawn context a caller passes).
                handed = [instance] if instance is not None else _handed_to(process)
                for primitive in _primitives_in(handed):
                    if primitive.method != method:
                        self.handoffs.append(Handoff(primitive, method, "Process", where, self.home_statements[-1]))
        if method != "fork" or not self.recording or self.first_work is None or self.single_threaded \
                or self.omp_single_before_torch or self.children_pinned_at_fork:
            return
        handed = list(process.args.items) if isinstance(process.args, Seq) else []
        with self._reading_child():
            try:
                if not isinstance(process.target, (FunctionVal, PartialVal, Instance)):
                    return
                self.call(process.target, handed, {}, start)
                return
            except _Work as work:
                child = work.found
            except (_Exhausted, _Return, RecursionError):
                return
        if child.sized:
            self.forks.append(ForkAfterWork(self.home_statements[-1], where, "Process", self.first_work, child))

    def _executor_forks(self, site: ProcessSite) -> None:
        """The first task handed to an executor made before any work: its workers fork now, after
        what the parent has run since (measured: a warm-up submit before the work forks them early)."""
        self.executors_unforked.discard(id(site))
        met_at = self._scope_of(site.call)
        self.starts_met.add(f"{met_at.file_name}:{met_at.index.line(site.reported_at)}")
        if self.single_threaded or self.omp_single_before_torch or self.children_pinned_at_fork:
            return
        if self.first_cuda is not None:
            self.cuda_pools.setdefault(id(site), (site, self.first_cuda, None))
        if self.first_work is not None:
            self.pools_after_work.setdefault(id(site), (site, self.first_work, None))

    def _child_found(self, site: ProcessSite, frame: Frame) -> Optional[Found]:
        """The first work (or, seeking CUDA, CUDA call) of the child of a ``Process``, a
        ``start_processes`` or an ``os.fork()``, read with what ``frame`` holds."""
        if site.kind is ProcessKind.OS_FORK:
            return self._forked_child_work(site, frame)
        return self._child_work(site, frame)

    @contextmanager
    def _on_the_gpu(self) -> Iterator[None]:
        """An operation on the GPU: its kernels run there, none on the CPU's OpenMP pool."""
        saved = self.ignoring_work
        self.ignoring_work = True
        try:
            yield
        finally:
            self.ignoring_work = saved

    @contextmanager
    def _seeking_cuda(self) -> Iterator[None]:
        saved = (self.seeking_cuda, self.ignoring_work)
        self.seeking_cuda, self.ignoring_work = True, True
        try:
            yield
        finally:
            self.seeking_cuda, self.ignoring_work = saved

    def _fork_record(self, site: ProcessSite, work: Found, child: Found,
                     anchor: Optional[cst.CSTNode] = None) -> ForkAfterWork:
        """``anchor``: the statement of the asking file where the processes forked (a pool's, where it
        was made), else the one running now."""
        scope = self._scope_of(site.call)
        where = f"{scope.file_name}:{scope.index.line(site.reported_at)}"
        return ForkAfterWork(anchor or self.home_statements[-1], where, str(site.kind), work, child)

    def _tasks_handed(self, site: ProcessSite, use: cst.Call, args: List[Val], kwargs: Dict[str, Val]) -> None:
        """A call handing tasks to a fork pool or executor that started after the parent's work or its
        CUDA initialisation (``pool.map(score, batches)``, ``ex.submit(fit, fold, cfg)``): its first
        task run as a worker runs it, with the first item or the arguments handed (``args``,
        ``kwargs``: the call's own, evaluated). Reported once per pool."""
        if not args or self.muted or not self.home_statements:
            return
        if id(site) in self.cuda_pools:
            with self._seeking_cuda():
                used = self._task_found(use, args, kwargs)
            if used is not None and used.sized:
                _, initialised, made_at = self.cuda_pools.pop(id(site))
                self.cuda_forks.append(self._fork_record(site, initialised, used, made_at))
        if id(site) in self.pools_after_work:
            unsized_before = self.unsized_met
            child = self._task_found(use, args, kwargs, self.pool_initializers.get(id(site)),
                                     executor=site.kind is ProcessKind.PROCESS_POOL_EXECUTOR)
            scope = self._scope_of(site.call)
            where = f"{scope.file_name}:{scope.index.line(site.reported_at)}"
            clean = child is None and self.unsized_met == unsized_before  # every operation sized, and serial
            self.tasks_read[where] = self.tasks_read.get(where, True) and clean
            if child is not None:
                _, parent_work, made_at = self.pools_after_work.pop(id(site))
                self.forks.append(self._fork_record(site, parent_work, child, made_at))

    def _task_found(self, use: cst.Call, args: List[Val], kwargs: Dict[str, Val],
                    initializer: Optional[Tuple[Val, List[Val], cst.CSTNode]] = None,
                    executor: bool = False) -> Optional[Found]:
        name = use.func.attr.value if isinstance(use.func, cst.Attribute) else ""
        function, rest = args[0], args[1:]
        task_args: List[Val]
        task_kwargs: Dict[str, Val] = {}
        if executor and name == "map":
            task_args = [_first(iterable) for iterable in rest] or [UNKNOWN]  # ``ex.map(fn, *iterables)``
        elif name in ("map", "map_async", "imap", "imap_unordered", "starmap", "starmap_async"):
            first = _first(rest[0]) if rest else UNKNOWN
            task_args = list(first.items) if name.startswith("starmap") and isinstance(first, Seq) else [first]
        elif name in ("apply", "apply_async"):
            handed = rest[0] if rest else kwargs.get("args", Seq([]))
            task_args = list(handed.items) if isinstance(handed, Seq) else []
            kwds = rest[1] if len(rest) > 1 else kwargs.get("kwds")
            if isinstance(kwds, MappingVal):
                task_kwargs = {str(key): value for key, value in kwds.items.items()}
        else:  # submit
            task_args, task_kwargs = list(rest), dict(kwargs)
        with self._reading_child():
            try:
                if initializer is not None and isinstance(initializer[0], (FunctionVal, PartialVal)):
                    # The worker's initializer runs first (its work, its thread setting, the globals it sets).
                    self.call(initializer[0], list(initializer[1]), {}, initializer[2])
                if not isinstance(function, (FunctionVal, PartialVal, ClassVal, Instance, Qualified)):
                    return Found("a task fixmp cannot read", (), sized=False)
                self.call(function, task_args, task_kwargs, use)
            except _Work as work:
                return work.found
            except (_Exhausted, _Return, RecursionError):
                return Found("more than fixmp reads", (), sized=False)
        return None

    def _tasks_pickled(self, site: ProcessSite, use: cst.Call, args: List[Val], kwargs: Dict[str, Val]) -> None:
        """A call handing tasks to a spawn or forkserver pool of another module: the function, and what
        it is handed, are pickled for the workers (a lambda, a local function or class refused)."""
        if self.muted or not self.home_statements or not args:
            return
        name = use.func.attr.value if isinstance(use.func, cst.Attribute) else ""
        handed = [*args[1:], *(value for key, value in kwargs.items() if key not in RUN_IN_THE_PARENT)] \
            if name in ("submit", "apply", "apply_async") else []
        for value in (args[0], *handed):
            why = _unpicklable(value)
            if why is not None:
                scope = self._scope_of(site.call)
                where = f"{scope.file_name}:{scope.index.line(site.reported_at)}"
                self.unpicklable.append(UnpicklableTarget(self.home_statements[-1], where, str(site.kind),
                                                          self.spawn_pools[id(site)], why))
                del self.spawn_pools[id(site)]  # once per pool
                return

    def _initializer_pins(self, site: ProcessSite, frame: Frame) -> bool:
        """A pool's ``initializer`` (with its ``initargs``) makes each worker single-threaded before it
        runs any task: ``torch.set_num_threads`` with 1, or a function of the project reaching it."""
        positions = (1, 2) if site.kind is ProcessKind.POOL else (2, 3)
        initializer = call_arg(site.call, positions[0], "initializer")
        if initializer is None:
            return False
        initargs = call_arg(site.call, positions[1], "initargs")
        self.muted += 1  # read again for their values, not run again
        try:
            function = self.ev(initializer, frame)
            handed = self.ev(initargs, frame) if initargs is not None else Seq([])
        finally:
            self.muted -= 1
        arguments = list(handed.items) if isinstance(handed, Seq) else []
        self.pool_initializers[id(site)] = (function, arguments, initializer)  # each worker runs it first
        return self.pins_when_called(function, arguments, initializer)

    def pins_when_called(self, function: Val, args: List[Val], node: cst.CSTNode) -> bool:
        """Calling ``function`` in a child, before anything else, makes it single-threaded: it is
        ``torch.set_num_threads`` with 1, or a function of the project reaching that call first."""
        if isinstance(function, Qualified):
            return function.name == "torch.set_num_threads" and len(args) == 1 \
                and isinstance(args[0], Const) and args[0].value == 1
        with self._reading_child():
            try:
                self.call(function, args, {}, node)
            except (_Work, _Exhausted, _Return, RecursionError):
                return False
            return self.single_threaded

    def _forked_child_work(self, site: ProcessSite, frame: Frame) -> Optional[Found]:
        """``pid = os.fork()``: the block only the child runs, run strictly with what ``frame`` holds."""
        statements = list(site.child_block.body) if site.child_block is not None \
            else after_parent_branch(self._scope_of(site.call).index, site.call)
        if not statements:
            return None  # no child fixmp can tell from the parent: nothing claimed
        names = dict(frame.names) if frame.names is not None else None
        child_frame = Frame(frame.scope, names, closure=frame.closure, function=frame.function)
        with self._reading_child():
            try:
                try:
                    self.run_block(statements, child_frame)
                except _Yielded as yielded:
                    # A ``@contextmanager`` generator that forks and yields in the child: the child goes on
                    # in the ``with`` block of the statement entering it, bound to what it yielded.
                    if not self.with_items:
                        return None
                    statement, item, outer = self.with_items[-1]
                    block_frame = Frame(outer.scope, dict(outer.names) if outer.names is not None else None,
                                        closure=outer.closure, function=outer.function, as_main=outer.as_main)
                    if item.asname is not None and block_frame.names is not None:
                        self.bind(item.asname.name, yielded.value, block_frame)
                    self.run_suite(statement.body, block_frame)
            except _Work as work:
                return work.found
            except (_Exhausted, RecursionError):
                return Found("more than fixmp reads", (), sized=False)
            except _Return:
                return None
        return None

    def _method_of(self, site: ProcessSite, frame: Frame) -> str:
        """The start method of a start the program reached: the default context's as the run left it,
        else the site's; a context the site's module could not name (``settings.CTX.Process``) is
        the value the run holds there."""
        if site.via == "default":
            return self.default_method
        method = str(site.start_method)
        func = site.call.func
        chosen_by = call_arg(site.call, 5, "start_method") if site.kind is ProcessKind.START_PROCESSES \
            else keyword_arg(site.call, "mp_context") if site.via == "mp_context" else None
        if chosen_by is not None:
            # ``start_processes(fn, start_method=start_method)`` of a launcher's parameter: what the run passes.
            self.muted += 1
            try:
                chosen = self.ev(chosen_by, frame)
            finally:
                self.muted -= 1
            named = method_named(chosen)
            if named is not None:
                return named
        if site.via == "context" and method not in ("fork", "spawn", "forkserver") \
                and isinstance(func, cst.Attribute):
            self.muted += 1
            try:
                context = self.ev(func.value, frame)
            finally:
                self.muted -= 1
            if isinstance(context, ContextVal):
                return context.method
        return method

    def _pickled_target(self, site: ProcessSite, method: str, frame: Frame) -> None:
        """A spawn or forkserver child gets its target pickled: by name for a function, with its
        instance for a bound method. What cannot be is kept (``unpicklable``)."""
        if site.kind is ProcessKind.PROCESS:
            target = call_arg(site.call, 1, "target")
            handed = keyword_arg(site.call, "args") or call_arg(site.call, 3, "args")
        elif site.kind is ProcessKind.START_PROCESSES:
            target = call_arg(site.call, 0, "fn")
            handed = call_arg(site.call, 1, "args")
        else:
            self.spawn_pools[id(site)] = method  # its tasks are pickled where they are handed over
            # ...and its initializer with its initargs, as each worker starts (raised at ``Pool(...)``).
            positions = (1, 2) if site.kind is ProcessKind.POOL else (2, 3)
            target = call_arg(site.call, positions[0], "initializer")
            handed = call_arg(site.call, positions[1], "initargs")
        if target is None:
            return
        built = self._process_built(site, frame)
        self.muted += 1  # read again for their values, not run again
        try:
            why = _unpicklable(built.target if built is not None else self.ev(target, frame))
            arguments = built.args if built is not None else self.ev(handed, frame) if handed is not None \
                else UNKNOWN
        finally:
            self.muted -= 1
        pool = site.kind in (ProcessKind.POOL, ProcessKind.PROCESS_POOL_EXECUTOR)
        why = why or _unpicklable_argument(arguments, "its initializer" if pool else "its")
        if why is not None:
            scope = self._scope_of(site.call)
            where = f"{scope.file_name}:{scope.index.line(site.reported_at)}"
            self.unpicklable.append(UnpicklableTarget(self.home_statements[-1], where, str(site.kind), method, why))

    def program_run(self, default_method: str) -> Tuple[List[MethodSetting], List[Handoff]]:
        """``method_settings`` and the primitives of one context handed to a process of another at each
        start the run reaches (``StepCounter()`` holding an ``mp.Lock()`` of the default fork context,
        handed to a forkserver ``Process``), with ``default_method`` the platform's default."""
        self.default_method = default_method
        settings = self.method_settings()
        for pending in self.executor_handoffs.values():
            self.handoffs.extend(pending)  # (no task seen: where the executor was made)
        self.executor_handoffs.clear()
        return settings, self.handoffs

    def method_settings(self) -> List[MethodSetting]:
        """Every call that fixes the start method the program makes, this file's top level (its
        ``__main__`` block included) run in order through the project's code: ``Trainer()`` and then
        ``Evaluator()`` each calling ``setup()``, which calls ``set_start_method``, make two. Call it on
        a fresh instance."""
        self.settings_met = []
        self.stop_at_starts = {}  # starts are not stopped at: what each is handed is read there
        self.single_threaded = True  # the work it runs is not the question here
        self.running_program = True
        try:
            for statement in self.index.module.body:
                self._run_piece(statement, flowing=True)
            self._run_at_exit()
        finally:
            self.single_threaded = self.running_program = False
            self.stop_at_starts = None
        found, self.settings_met = self.settings_met, None
        return found

    def _met_setting(self, method: Optional[str], force: bool, node: cst.CSTNode, what: str) -> None:
        if self.muted:
            return
        if method is not None and (force or not self.method_fixed):
            self.default_method = method
        self.method_fixed = True
        if self.settings_met is None or not self.home_statements:
            return
        scope = self._scope_of(node)
        anchor = node if scope is self.home else self.home_statements[-1]
        tolerated = force or inside_a_tolerating_try(scope.index, node)
        where = f"{scope.file_name}:{scope.index.line(node)}"
        self.settings_met.append(MethodSetting(method, anchor, where, tolerated, what))

    def _start_site(self, call: cst.Call, scope: ModuleScope) -> Optional[ProcessSite]:
        assert self.stop_at_starts is not None
        # By the index, not its path: the asking file, imported by a module it imports, is read
        # twice (as ``__main__`` and as a module), two parses whose calls are different nodes.
        key = id(scope.index)
        if key not in self.stop_at_starts:
            sites = scope.index.process_sites("fork")
            self.stop_at_starts[key] = {id(start): site for site in sites
                                        for start in (site.start_calls or (site.call,))}
            self.executors_by_constructor[key] = {id(site.call): site for site in sites
                                                  if site.kind is ProcessKind.PROCESS_POOL_EXECUTOR
                                                  and site.start_calls and site.start_calls[0] is not site.call}
            self.task_calls[key] = {id(use): site for site in sites
                                    if site.kind in (ProcessKind.POOL, ProcessKind.PROCESS_POOL_EXECUTOR)
                                    for use in scope.index.pool_uses(site.call)}
        return self.stop_at_starts[key].get(id(call))

    def _handed_at(self, site: ProcessSite, frame: Frame) -> None:
        """At a start the program run reached: the primitives its children are handed that belong to a
        context of another start method (a fork-context SemLock pickled for a spawn child)."""
        if self.muted or not self.home_statements:
            return
        method = self._method_of(site, frame)  # (``ctx.Process`` of a context the caller hands over: its value)
        if method not in ("spawn", "forkserver"):
            return
        scope = self._scope_of(site.call)
        where = f"{scope.file_name}:{scope.index.line(site.reported_at)}"
        built = self._process_built(site, frame)  # started where it was not made: what it was made with
        self.muted += 1  # the arguments are read again for their values, not run again
        try:
            handed = _handed_to(built) if built is not None and isinstance(built.args, Seq) \
                else [self.ev(expr, frame) for expr in site.handed]
        finally:
            self.muted -= 1
        found = [Handoff(primitive, method, str(site.kind), where, self.home_statements[-1])
                 for primitive in _primitives_in(handed) if primitive.method != method]
        if found and site.kind is ProcessKind.PROCESS_POOL_EXECUTOR \
                and (not site.start_calls or site.start_calls[0] is site.call):
            # An executor's workers start, and its initargs are pickled, at its first task.
            self.executor_handoffs.setdefault(id(site), []).extend(found)
            return
        self.handoffs.extend(found)

    def _executor_hands_over(self, site: ProcessSite, task: cst.Call) -> None:
        """The first task of an executor made with primitives of another context: its workers start
        here and the primitives are pickled, at this statement of the asking file."""
        scope = self._scope_of(task)
        where = f"{scope.file_name}:{scope.index.line(task)}"
        for handoff in self.executor_handoffs.pop(id(site), []):
            self.handoffs.append(replace(handoff, start_where=where, anchor=self.home_statements[-1]))

    def _primitive(self, api: str, kwargs: Dict[str, Val], node: cst.CSTNode,
                   context: Optional[ContextVal] = None) -> Optional[Primitive]:
        lock = kwargs.get("lock")
        if api in ("Value", "Array") and isinstance(lock, Const) and lock.value is False:
            return None  # a raw shared value: no SemLock to carry a context
        scope = self._scope_of(node)
        method = context.method if context is not None else self.default_method
        return Primitive(api, method, f"{scope.file_name}:{scope.index.line(node)}")

    def _child_work(self, site: ProcessSite, frame: Frame) -> Optional[Found]:
        """Run the child of a ``Process(target=f, args=(...))`` (a ``Process`` subclass's ``run()``, a
        ``start_processes(fn, args=...)``'s ``fn(rank, ...)``) strictly, with what ``frame`` holds."""
        with self._reading_child():
            try:
                if site.kind is ProcessKind.START_PROCESSES:
                    target = call_arg(site.call, 0, "fn")
                    handed = call_arg(site.call, 1, "args")
                    leading: List[Val] = [Const(0)]  # the process index
                elif self._scope_of(site.call).index.process_subclass(site.call.func) is not None:
                    start = site.reported_at
                    receiver = start.func.value if start is not site.call and isinstance(start.func, cst.Attribute) \
                        else None
                    self.muted += 1
                    try:
                        instance = self.ev(receiver, frame) if receiver is not None else UNKNOWN
                    finally:
                        self.muted -= 1
                    run = self.method_of(instance, "run") if isinstance(instance, Instance) else None
                    if run is None:
                        return Found("a child fixmp cannot read", (), sized=False)
                    self.call(run, [], {}, site.call)
                    return None
                else:
                    target = call_arg(site.call, 1, "target") if site.kind is ProcessKind.PROCESS else None
                    handed = keyword_arg(site.call, "args") or call_arg(site.call, 3, "args")
                    leading = []
                if target is None:
                    return Found("a child fixmp cannot read", (), sized=False)
                built = self._process_built(site, frame)
                function = built.target if built is not None else self.ev(target, frame)
                if not isinstance(function, (FunctionVal, PartialVal, Instance)):  # (an instance: its ``__call__``)
                    return Found("a target fixmp cannot read", (), sized=False)
                values = built.args if built is not None else self.ev(handed, frame) if handed is not None \
                    else Seq([])
                args = values.items if isinstance(values, Seq) \
                    else [UNKNOWN] * max(0, _required(function) - len(leading)) if isinstance(function, FunctionVal) \
                    else []
                self.call(function, leading + list(args), {}, target)
            except _Work as work:
                return work.found
            except (_Exhausted, _Return, RecursionError):
                return Found("more than fixmp reads", (), sized=False)
        return None

    def _process_built(self, site: ProcessSite, frame: Frame) -> Optional[ProcessVal]:
        """For ``p.start()``: the ``Process`` ``p`` holds, as it was built (in a comprehension, a loop)."""
        start = site.reported_at
        if site.kind is not ProcessKind.PROCESS or start is site.call or not isinstance(start.func, cst.Attribute):
            return None
        self.muted += 1
        try:
            built = self.ev(start.func.value, frame)
        finally:
            self.muted -= 1
        return built if isinstance(built, ProcessVal) else None

    @contextmanager
    def _reading_child(self) -> Iterator[None]:
        """A child's code, read strictly from a clean slate (its own calls, nothing muted, its pool not
        pinned yet), without touching what the parent's evaluation holds (its first work included: a
        child's ``set_num_threads(1)`` pins the child, not the parent)."""
        saved = (self.via, self.strict, self.single_threaded, self.muted, self.recording, self.first_work)
        self.via, self.strict, self.single_threaded, self.muted, self.recording = [], True, False, 0, False
        try:
            yield
        finally:
            self.via, self.strict, self.single_threaded, self.muted, self.recording, self.first_work = saved

    def _run_piece(self, piece: cst.CSTNode, flowing: bool = False) -> None:
        try:
            self._work_in(piece, flowing)
        except _Work:  # pragma: no cover - while single-threaded no work is raised
            pass

    def _imports_torch(self, scope: ModuleScope, module: str) -> None:
        """An import statement names ``module``: torch is imported by it unless fixmp reads that module
        (the project's own, followed) or it is the standard library's."""
        if self.torch_imported or module.startswith("."):
            return
        head = module.split(".")[0]
        if head != "torch" and (head in sys.stdlib_module_names or head in NOT_PROJECT
                                or self.module_named(scope, head) is not None):
            return
        self.torch_imported = True

    def set_environment(self, name: Val, value: Val) -> None:
        """``os.environ[name] = value`` (or ``setdefault``, ``putenv``) ran (not when only read for a value)."""
        if not self.muted and isinstance(name, Const) and name.value == "OMP_NUM_THREADS" and not self.torch_imported \
                and isinstance(value, Const) and str(value.value).strip() == "1":
            self.omp_single_before_torch = True

    def runs_serially(self, target: cst.BaseExpression, proving: bool = False) -> bool:
        """A child running ``target`` (a function of this file or of the project) does no work that
        starts torch's thread pool: every torch operation it reaches is one that never runs in
        parallel or has a size below the grain, and fixmp could follow every call it makes
        (``torch.ones(4).sum()`` is not parallel work; ``model(x)`` of unknown size may be)."""
        key = (id(target), proving)
        if key in self.serial_targets:
            return self.serial_targets[key]
        # (Proving: an operation of a size fixmp cannot tell is a doubt, never serial.)
        self.strict, self.proving, self.single_threaded = True, proving, False
        try:
            function = self.ev(target, Frame(self.home, None))
            if not isinstance(function, FunctionVal):
                raise _Work(Found("a target fixmp cannot read", ()))
            self.call(function, [UNKNOWN] * _required(function), {}, target)
            found: Optional[Found] = None
        except _Work as work:
            found = work.found
        except (_Exhausted, _Return, RecursionError):
            found = Found("more than fixmp reads", ())
        finally:
            self.strict, self.proving, self.single_threaded = False, False, False
        self.serial_targets[key] = found is None
        return found is None

    def pins_threads(self, function: cst.BaseExpression, handed: Optional[cst.BaseExpression]) -> bool:
        """Calling ``function`` (a pool's initializer, as this file names it) with the values ``handed``
        holds (its ``initargs``) makes the process single-threaded before any work: it reaches
        ``torch.set_num_threads(1)``, followed through the project (``WorkerSetup.init`` of another
        module setting ``WorkerSetup.threads``, a class attribute of 1)."""
        self.single_threaded = False
        frame = Frame(self.home, None)
        try:
            value = self.ev(function, frame)
            values = self.ev(handed, frame) if handed is not None else Seq([])
            args = values.items if isinstance(values, Seq) else []
            if not isinstance(value, FunctionVal):
                return False
            self.call(value, list(args), {}, function)
            return self.single_threaded
        except (_Work, _Exhausted, _Return, RecursionError):
            return False
        finally:
            self.single_threaded = False

    def runs_on_a_fresh_thread(self, target: cst.BaseExpression) -> bool:
        """A decorator of the function ``target`` names (in this file or another module) runs its body on
        a thread it starts (DGL's ``thread_wrapped_func``: ``_thread.start_new_thread``, then wait for
        the result): a child running it works on that thread's own OpenMP pool, not on the one the
        fork copied (libgomp keeps a pool per thread that starts parallel work)."""
        self.muted += 1
        try:
            function = self.ev(target, Frame(self.home, None))
            if not isinstance(function, FunctionVal) or not isinstance(function.node, cst.FunctionDef):
                return False
            frame = Frame(function.scope, None if function.scope is self.home else function.scope.values)
            for decorator in function.node.decorators:
                value = self.ev(decorator.decorator, frame)
                if isinstance(value, FunctionVal) and isinstance(value.node, cst.FunctionDef) and any(
                        value.scope.index.qualified_name(call.func) in THREAD_STARTS
                        for call in calls_within(value.scope.index, value.node)):
                    return True
        except (_Work, _Exhausted, _Return, RecursionError):
            return False
        finally:
            self.muted -= 1
        return False

    def piece_runs_serially(self, piece: cst.CSTNode) -> bool:
        """Running ``piece`` (a statement or expression of this file on the path before a start) reaches
        no parallel work, every operation sized and every call followed, read strictly as a child is:
        what refutes a search that could not size an operation (``encoder.proj.weight @ v``, a
        matrix-vector product, once ``encoder`` is the caller's ``Linear(1024, 1024)``)."""
        key = id(piece)
        if key not in self.serial_answers:
            self.strict, self.proving, self.single_threaded = True, True, False
            try:
                found = self._work_or_stop(piece)
                complete = True
            except (_Exhausted, RecursionError):
                found, complete = None, False
            finally:
                self.strict, self.proving, self.single_threaded = False, False, False
            self.serial_answers[key] = complete and found is None
        return self.serial_answers[key]

    def may_work(self, what: str, node: cst.CSTNode, torch_op: bool = False) -> None:
        """An operation of unknown size, or a call fixmp cannot follow: work, where reading a child.
        ``torch_op``: a torch operation that starts the pool at most sizes (a matmul, a layer's forward),
        seen, of a size fixmp cannot tell; not a call it cannot follow."""
        if self.on_other_thread and not self.strict:
            return  # (what a thread of the parent runs is not the parent's work: ``work``)
        if not self.muted and not self.single_threaded:
            self.doubts += 1
        if self.strict and not self.muted and not self.single_threaded:
            raise _Work(Found(what, tuple(self.via), sized=False, torch_op=torch_op))
