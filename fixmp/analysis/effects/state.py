"""The state one evaluation keeps (one instance per file, ``Effects``), and what each part of the
evaluation asks of the others: the parts are mixins of ``Effects``, each in its own module, and a
method one part calls in another is declared here, so that each part is checked on its own.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Dict, Iterator, List, Optional, Sequence, Set, Tuple, Union

import libcst as cst

from fixmp.analysis.domain import ParentState
from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.inert import ImportLine
from fixmp.analysis.sites import ProcessSite
from fixmp.analysis.values import (
    ClassVal,
    ContextVal,
    Dispatch,
    ExitStackVal,
    ForkAfterWork,
    Found,
    Frame,
    FunctionVal,
    GeneratorVal,
    Handoff,
    Instance,
    Layer,
    MappingVal,
    MethodSetting,
    ModuleScope,
    Primitive,
    ProcessVal,
    SchedulerVal,
    Seq,
    Tensor,
    UnguardedStart,
    UnpicklableTarget,
    Val,
)
from fixmp.knowledge.torch_ops import PARALLEL_GRAIN


class EffectsState(ABC):
    """The values and records of one evaluation, shared by its parts."""

    def __init__(self, index: ModuleIndex):
        self.index = index
        self.home = ModuleScope(index, os.path.basename(index.path))
        self.scopes: Dict[str, ModuleScope] = {}
        self.modules_named: Dict[Tuple[str, str], Optional[ModuleScope]] = {}  # ``module_named``, by importer and name
        self.executed: Set[str] = set()  # modules whose top level ran (imported)
        # Inert modules (``fixmp.analysis.inert``): each one's import statements, by its path; those imported
        # whose top level has not run yet, in the order they were imported; and those whose top level ran.
        self.inert_imports: Dict[str, Tuple[ImportLine, ...]] = {}
        self.inert_pending: Dict[str, ModuleScope] = {}
        self.inert_run: Set[str] = set()
        self.classes_made: Dict[int, ClassVal] = {}  # every class statement run, by its node, in order
        self.log_level: Optional[int] = 30  # the root logger's (WARNING); None: one fixmp cannot read
        # Proving a piece serial (``piece_runs_serially``): an operation of unknown size is work too.
        self.proving = False
        # Modules whose top level ran only muted (while a value was read): run again, unmuted, when
        # the program itself imports them, so that their import-time work counts there.
        self.executed_muted: Set[str] = set()
        self.steps = 0
        # The steps spent, shared by the file's fresh instances (``fresh``): one budget for them all.
        self.spent: List[int] = [0]
        self.muted = 0
        self.single_threaded = False
        self.via: List[str] = []
        self.depth = 0
        # The functions being run (``inline``, ``run_generator``), by definition and closure: how many times each
        # is on the stack (``MAX_RECURSION``).
        self.running_functions: Dict[Tuple[int, int], int] = {}
        self.statics: Dict[int, Val] = {}
        self.static_asking: Set[int] = set()
        self.answers: Dict[int, Optional[Found]] = {}  # ``work_in``, by the piece
        self.serial_answers: Dict[int, bool] = {}  # ``piece_runs_serially``, by the piece
        self.serial_targets: Dict[Tuple[int, bool], bool] = {}  # ``runs_serially``, by the target and proving
        # Reading a child's target: an operation whose size is unknown, or a call fixmp cannot
        # follow, counts as work it may do (``runs_serially``).
        self.strict = False
        self.importing = 0
        self.methods_at_import: List[Tuple[str, bool]] = []  # (method, force) set while modules were imported
        # Followed by ``single_threaded_by_environment`` only: whether torch (or a package that may
        # import it) was imported yet, and whether OMP_NUM_THREADS=1 was set before it was.
        self.torch_imported = False
        self.omp_single_before_torch = False
        # Set by ``work_before_start`` and ``child_work_at_start``: the process sites of each module
        # read (by its path), by their start calls, where the evaluation stops.
        self.stop_at_starts: Optional[Dict[int, Dict[int, ProcessSite]]] = None
        self.reading_child = False  # ``child_work_at_start``: evaluate the child where the start is reached
        # ``method_settings``: the calls that fix the start method, in the order the program runs them,
        # and the asking file's statements being run (the innermost is where a setting is reported).
        self.settings_met: Optional[List[MethodSetting]] = None
        # While the body of an ``if`` fixmp cannot decide runs: each name or attribute it binds to a value
        # living on the GPU (the mapping, the key, the value), kept over what its ``else`` binds there.
        self.gpu_bindings: Optional[List[Tuple[Dict[str, Val], str, Val]]] = None
        # In the body of an undecided ``if`` with no ``else``: the GPU values it replaced (``if not
        # torch.cuda.is_available(): device = "cpu"``), which stand after it as ``gpu_bindings`` do.
        self.gpu_replaced: Optional[List[Tuple[Dict[str, Val], str, Val]]] = None
        self.home_statements: List[cst.CSTNode] = []
        # The start method the default context has when the program runs from this file: the platform's
        # default until a ``set_start_method`` (or a call that fixes it) runs. ``handoffs``: what
        # ``method_settings`` met at each start reached.
        self.default_method = "fork"
        self.method_fixed = False
        self.handoffs: List[Handoff] = []
        # The handoffs of an executor made with them (``initargs=(control,)``), kept until its first task
        # starts its workers, where they are pickled (or, no task seen, reported where it was made).
        self.executor_handoffs: Dict[int, List[Handoff]] = {}
        # ``atexit.register(fn, *args)`` met in the program run: run when its top level has finished,
        # last registered first, at the statement of the asking file that registered each.
        self.at_exit: List[Tuple[Val, List[Val], Dict[str, Val], cst.CSTNode]] = []
        # ``forks_after_work``: the parent's work is recorded, not raised (the first since the pool
        # last had one thread), and each fork reached after it whose child works is kept.
        self.recording = False
        # The whole program is being run in order (``forks_after_work``, ``method_settings``): a
        # generator runs where it is iterated. A piece read on its own (a search's evidence, a function
        # read for its start) runs a generator it calls at once, as it may be iterated right after.
        self.running_program = False
        # ``os.environ.get(name, default)`` read as its default (the variable unset): in the program run.
        self.reading_environment_defaults = False
        self.ignoring_work = False  # ``pinned_at_start``: only the thread count matters
        # Running what a ``threading.Thread`` the parent started runs: its work is on that thread's own
        # OpenMP pool (libgomp keeps one per thread that starts parallel work), which a fork from the main
        # thread does not copy as its own; so it is not the parent's work. Its CUDA calls are the process's.
        self.on_other_thread = 0
        self.forward_hooks: Dict[int, List[Val]] = {}  # ``model.register_forward_hook(fn)``, by ``id`` of the model
        self.signal_handlers: Dict[str, Val] = {}  # ``signal.signal(SIGUSR1, on_bell)``, by the signal's name
        # A hook ``os.register_at_fork(after_in_child=...)`` registered makes every forked child
        # single-threaded before it runs anything (measured: the fork then has nothing to lose).
        self.children_pinned_at_fork = False
        # Executors made before any work whose workers have not forked yet (at their first task).
        self.executors_unforked: Set[int] = set()
        self.enum_members: Dict[Tuple[int, str], Instance] = {}
        # Executors whose workers fork at a task their module names (``self.pool.submit``): by the
        # module's index, the constructor's call; those made in the run, and those not forked since.
        self.executors_by_constructor: Dict[int, Dict[int, ProcessSite]] = {}
        self.executors_made: Set[int] = set()
        self.executors_fresh: Set[int] = set()
        # Pools and executors made through a value (``backend.executor_cls(...)``), by their call.
        self.made_sites: Dict[int, ProcessSite] = {}
        # ``for x in gen():``: the loop body to run at each ``yield`` of the generator called there, by the
        # ``id`` of the call (``Frame.on_yield``).
        self.yield_consumers: Dict[int, Callable[[Val], None]] = {}
        self.entering: List[Union[cst.FunctionDef, cst.Lambda]] = []  # ``@contextmanager`` generators being entered
        # The ``with`` items being entered, with the frame of their statement: where a forked child of the
        # manager's generator goes on from its ``yield`` (``_forked_child_work``).
        self.with_items: List[Tuple[cst.With, cst.WithItem, Frame]] = []
        # Each parameter default a ``def`` made (by ``id`` of the parameter): one value, shared by every call.
        self.defaults: Dict[int, Val] = {}
        self.creating: List[ClassVal] = []  # classes whose metaclass is running (``super().__new__`` makes them)
        # Classes whose metaclass's ``__call__`` is running (its ``super().__call__`` constructs them plainly).
        self.metaclass_calls: List[ClassVal] = []
        self.plain_constructions: List[ClassVal] = []
        # For each ``try`` being run (innermost last): what its body may raise, under a test fixmp cannot
        # decide (``if any(o is None for o in out): raise CalibrationDrift(...)``), whose handler may run.
        self.possible_raises: List[List[Val]] = []
        self.raise_states: List[List[ParentState]] = []  # the parent's state at each of them
        # For each loop pass and each loop being run (innermost last): the states of the arms that left the pass
        # early (``continue``), and that broke out of the loop.
        self.pass_exits: List[List[ParentState]] = []
        self.loop_breaks: List[List[ParentState]] = []
        self.first_work: Optional[Found] = None
        # The floating type torch's factories make (``torch.set_default_dtype``; None: one fixmp cannot read).
        self.default_float: Optional[str] = "float32"
        # The parent's state at each ``return`` under a test fixmp cannot decide, by ``id`` of the frame of
        # the function being run: they meet the state it ends with where it returns (``inline``).
        self.left_states: Dict[int, List[ParentState]] = {}
        # ``forks_after_work``: fork pools and executors started after the parent's work (by ``id`` of
        # their site), whose tasks are read where the program hands them over (``pool.map(score,
        # batches)``), with that work; and the calls that hand tasks over, by module index and call.
        # Each with the statement of the asking file that made it, where its workers forked (None for an
        # executor, whose workers fork where its first task is handed).
        self.pools_after_work: Dict[int, Tuple[ProcessSite, Found, Optional[cst.CSTNode]]] = {}
        self.spawn_pools: Dict[int, str] = {}  # spawn and forkserver pools of other modules: their method
        # ``forks_after_work``, for CUDA: the parent's first call that initialises CUDA, the fork pools
        # started after it (read where their tasks are handed over), and each fork whose child then
        # makes a CUDA call. ``seeking_cuda``: a child is read for its CUDA calls, not its work.
        # ``forks_after_work``: the fork starts (``file.py:line``) the run reached with a cure in place
        # (the parent single-threaded there, a pool's initializer pinning one thread, an executor whose
        # workers an earlier task forked), and those it reached after work without one: a start is
        # cured when every time it was reached after work, it was.
        self.reached_cured: Set[str] = set()
        self.reached_uncured: Set[str] = set()
        # Fork starts the run reached before any parallel work with every operation before them sized and
        # every call followed (``doubts`` none): shown serial there; and those reached otherwise.
        self.reached_clean: Set[str] = set()
        self.reached_doubtful: Set[str] = set()
        self.doubts = 0  # operations of unknown size and calls fixmp cannot follow, met so far (``may_work``)
        # Places the run read more than one way or not at all (``approximated``): an undecided test, a loop
        # cut short or over items it cannot list, a raise that may run, a library call handed a function
        # or an object of the project, a budget or depth spent. With none and no ``doubts``, the program
        # run is the program's one path: a start it never met, at a call of the asking file it ran, does
        # not run (``RuleContext.starts_shown_not_to_run``).
        self.approximations = 0
        self.starts_met: Set[str] = set()  # every start the run met (``file.py:line``), muted or not
        self.home_calls_run: Set[int] = set()  # the asking file's calls the run evaluated (their ids)
        self.first_cuda: Optional[Found] = None
        self.cuda_pools: Dict[int, Tuple[ProcessSite, Found, Optional[cst.CSTNode]]] = {}
        self.cuda_forks: List[ForkAfterWork] = []
        self.seeking_cuda = False
        self.task_calls: Dict[int, Dict[int, ProcessSite]] = {}
        self.forks: List[ForkAfterWork] = []
        # Fork pools started after the parent's work (``file.py:line``): whether every task handed to them
        # was read through without parallel work (``RuleContext.tasks_shown_clean``).
        self.tasks_read: Dict[str, bool] = {}
        # Fork starts (``file.py:line``) reached after the parent's work: whether every child the run read
        # there runs serially (``RuleContext.children_shown_serial``).
        self.children_read: Dict[str, bool] = {}
        self.unsized_met = 0  # operations of unknown size met (``unsized``)
        # A pool's initializer as the run read it (the function, its arguments, the node): what each worker
        # runs before its first task (``_task_found``).
        self.pool_initializers: Dict[int, Tuple[Val, List[Val], cst.CSTNode]] = {}
        self.loaders_reported: Set[int] = set()  # ``LoaderVal``s whose workers were reported (once each)
        self.unpicklable: List[UnpicklableTarget] = []
        self.unguarded: List[UnguardedStart] = []
        # Spawn and forkserver executors of other modules made outside the guard, whose first task (where
        # their workers start) is not handed yet: what to report, by ``id`` of their site.
        self.unguarded_executors: Dict[int, UnguardedStart] = {}

    def approximated(self) -> None:
        """The run read a place more than one way, or not at all (``approximations``)."""
        self.approximations += 1

    # -- Starts (fixmp.analysis.effects.starts) --------------------------------------------------------
    @abstractmethod
    def annotations_of(self, function: FunctionVal) -> Dict[Union[str, int], Val]:
        ...

    @abstractmethod
    def _fork_reached(self, site: ProcessSite, frame: Frame) -> None:
        ...

    @abstractmethod
    def _pool_made_through_a_value(self, name: str, kwargs: Dict[str, Val], call: cst.Call) -> Optional[Val]:
        ...

    @abstractmethod
    def _unguarded_executor_tasked(self, site: ProcessSite) -> None:
        ...

    @abstractmethod
    def _process_started_through_a_value(self, process: ProcessVal, start: cst.Call,
                                         instance: Optional[Instance] = None) -> None:
        ...

    @abstractmethod
    def _executor_forks(self, site: ProcessSite) -> None:
        ...

    @contextmanager
    @abstractmethod
    def _on_the_gpu(self) -> Iterator[None]:
        ...

    @abstractmethod
    def _tasks_handed(self, site: ProcessSite, use: cst.Call, args: List[Val], kwargs: Dict[str, Val]) -> None:
        ...

    @abstractmethod
    def _tasks_pickled(self, site: ProcessSite, use: cst.Call, args: List[Val], kwargs: Dict[str, Val]) -> None:
        ...

    @abstractmethod
    def pins_when_called(self, function: Val, args: List[Val], node: cst.CSTNode) -> bool:
        ...

    @abstractmethod
    def _met_setting(self, method: Optional[str], force: bool, node: cst.CSTNode, what: str) -> None:
        ...

    @abstractmethod
    def _start_site(self, call: cst.Call, scope: ModuleScope) -> Optional[ProcessSite]:
        ...

    @abstractmethod
    def _handed_at(self, site: ProcessSite, frame: Frame) -> None:
        ...

    @abstractmethod
    def _executor_hands_over(self, site: ProcessSite, task: cst.Call) -> None:
        ...

    @abstractmethod
    def _primitive(self, api: str, kwargs: Dict[str, Val], node: cst.CSTNode,
                   context: Optional[ContextVal] = None) -> Optional[Primitive]:
        ...

    @abstractmethod
    def _child_work(self, site: ProcessSite, frame: Frame) -> Optional[Found]:
        ...

    @contextmanager
    @abstractmethod
    def _reading_child(self) -> Iterator[None]:
        ...

    @abstractmethod
    def _imports_torch(self, scope: ModuleScope, module: str) -> None:
        ...

    @abstractmethod
    def set_environment(self, name: Val, value: Val) -> None:
        ...

    @abstractmethod
    def may_work(self, what: str, node: cst.CSTNode, torch_op: bool = False) -> None:
        ...

    # -- Statements (fixmp.analysis.effects.statements) ------------------------------------------------
    @abstractmethod
    def _module_index(self, path: Path) -> Optional[ModuleIndex]:
        ...

    @abstractmethod
    def module_named(self, importer: ModuleScope, module: str) -> Optional[ModuleScope]:
        ...

    @abstractmethod
    def import_module(self, scope: ModuleScope) -> None:
        ...

    @abstractmethod
    def run_every_inert_module(self) -> None:
        ...

    @abstractmethod
    def _resolve_import(self, scope: ModuleScope, target: str) -> Val:
        ...

    @abstractmethod
    def global_value(self, scope: ModuleScope, name: str) -> Val:
        ...

    @abstractmethod
    def lookup(self, name: cst.Name, frame: Frame) -> Val:
        ...

    @abstractmethod
    def parent_state(self) -> ParentState:
        ...

    @abstractmethod
    def restore_parent(self, state: ParentState) -> None:
        ...

    @abstractmethod
    def tick(self) -> None:
        ...

    @abstractmethod
    def run_block(self, body: Sequence[cst.BaseStatement], frame: Frame) -> None:
        ...

    @abstractmethod
    def run_statement(self, statement: cst.CSTNode, frame: Frame) -> None:
        ...

    @abstractmethod
    def iterated(self, value: Val, node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def _next_items(self, iterator: Instance, node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def exit_stack_method(self, stack: ExitStackVal, name: str, args: List[Val], kwargs: Dict[str, Val],
                          node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def enter(self, managed: Val, node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def run_suite(self, suite: cst.BaseSuite, frame: Frame) -> None:
        ...

    @abstractmethod
    def metaclass_of(self, cls: ClassVal, depth: int = 0) -> Optional[ClassVal]:
        ...

    @abstractmethod
    def run_small(self, small: cst.CSTNode, frame: Frame) -> None:
        ...

    # -- Expressions (fixmp.analysis.effects.expressions) ----------------------------------------------
    @abstractmethod
    def _note_gpu_binding(self, names: Dict[str, Val], key: str, value: Val,
                          replaced: Optional[Val] = None) -> None:
        ...

    @abstractmethod
    def set_attribute(self, owner: Val, name: str, value: Val, node: cst.CSTNode) -> None:
        ...

    @abstractmethod
    def bind(self, target: cst.CSTNode, value: Val, frame: Frame) -> None:
        ...

    @abstractmethod
    def ev(self, expr: Optional[cst.CSTNode], frame: Frame) -> Val:
        ...

    @abstractmethod
    def attribute(self, owner: Val, name: str, node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def run_path(self, path: Val, init_globals: Optional[Val], node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def _class_made(self, name: str, bases: List[Val], namespace: MappingVal, node: cst.CSTNode) -> ClassVal:
        ...

    @abstractmethod
    def _enum_names(self, cls: ClassVal) -> List[str]:
        ...

    @abstractmethod
    def _enum_member(self, cls: ClassVal, name: str) -> Optional[Instance]:
        ...

    @abstractmethod
    def class_attribute(self, cls: ClassVal, name: str) -> Optional[Val]:
        ...

    @abstractmethod
    def mro(self, cls: ClassVal, depth: int = 0) -> List[ClassVal]:
        ...

    @abstractmethod
    def bases(self, cls: ClassVal, until_a_library: bool = False) -> List[ClassVal]:
        ...

    @abstractmethod
    def torch_bases(self, cls: ClassVal, depth: int = 0) -> Set[str]:
        ...

    @abstractmethod
    def rendered(self, value: Val, how: str, node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def formatted(self, template: str, args: Sequence[Val], node: cst.CSTNode) -> None:
        ...

    @abstractmethod
    def logged(self, method: str, args: List[Val], node: cst.CSTNode) -> None:
        ...

    @abstractmethod
    def method_of(self, instance: Instance, name: str) -> Optional[FunctionVal]:
        ...

    # -- Calls (fixmp.analysis.effects.calls) ----------------------------------------------------------
    @abstractmethod
    def call_expression(self, call: cst.Call, frame: Frame) -> Val:
        ...

    @abstractmethod
    def call(self, callee: Val, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def _dispatch_method(self, found: FunctionVal, owner: Instance, name: str) -> Dispatch:
        ...

    @abstractmethod
    def default_of(self, param: cst.Param, definition: Frame) -> Val:
        ...

    @abstractmethod
    def inline(self, function: FunctionVal, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def run_generator(self, generator: GeneratorVal, consumer: Optional[Callable[[Val], None]] = None,
                      sent: Optional[Val] = None) -> Seq:
        ...

    @abstractmethod
    def construct(self, cls: ClassVal, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def _scheduler_method(self, timeline: SchedulerVal, name: str, args: List[Val], kwargs: Dict[str, Val],
                          node: cst.CSTNode) -> Val:
        ...

    # -- TorchCalls (fixmp.analysis.effects.torch_calls) -----------------------------------------------
    @abstractmethod
    def work(self, what: str, node: cst.CSTNode) -> None:
        ...

    @abstractmethod
    def cuda(self, what: str, node: cst.CSTNode) -> None:
        ...

    @abstractmethod
    def _scope_of(self, node: cst.CSTNode) -> ModuleScope:
        ...

    @abstractmethod
    def over_grain(self, tensor: Val, what: str, node: cst.CSTNode, grain: int = PARALLEL_GRAIN) -> None:
        ...

    @abstractmethod
    def unsized(self, what: str, node: cst.CSTNode) -> None:
        ...

    @abstractmethod
    def over_rows(self, tensor: Val, dim: Optional[int], what: str, node: cst.CSTNode) -> None:
        ...

    @abstractmethod
    def elementwise(self, tensor: Val, what: str, node: cst.CSTNode, operation: str = "") -> Val:
        ...

    @abstractmethod
    def operator_call(self, left: Val, right: Val, dunder: Optional[str], node: cst.CSTNode,
                      in_place: bool = False) -> Optional[Val]:
        ...

    @abstractmethod
    def binary(self, left: Val, right: Val, node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def matmul(self, left: Val, right: Val, node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def forward(self, layer: Layer, value: Val, node: cst.CSTNode, offsets: Optional[Val] = None) -> Val:
        ...

    @abstractmethod
    def gathered(self, source: Tensor, index: Tensor, dim: int, node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def library_call(self, name: str, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def tensor_method(self, receiver: Tensor, name: str, args: List[Val], kwargs: Dict[str, Val],
                      node: cst.CSTNode) -> Val:
        ...

    # -- Methods (fixmp.analysis.effects.methods) ------------------------------------------------------
    @abstractmethod
    def run_on_a_thread(self, function: Val, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def method_call(self, receiver: Val, name: str, args: List[Val], kwargs: Dict[str, Val],
                    node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def path_of(self, value: Val) -> Optional[str]:
        ...

    @abstractmethod
    def data_text(self, path: str) -> Optional[str]:
        ...

    @abstractmethod
    def settings_call(self, name: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
        ...

    @abstractmethod
    def listed_modules(self, folders: Val, prefix: Val) -> Val:
        ...

    @abstractmethod
    def imported_by_name(self, name: str, node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def copied(self, value: Val, deep: bool, node: cst.CSTNode) -> Val:
        ...

    @abstractmethod
    def builtin(self, name: str, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        ...
