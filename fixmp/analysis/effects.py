"""What a call runs, followed through the project: an abstract evaluation of the parent's code.

``ParallelKnowledge`` decides whether one torch call is parallel work from what the file shows
at that call. Most programs hide the sizes one step away: in a default argument
(``def stats(num_pixels=1_000_000)``), in what a caller passes (``rank(torch.rand(50_000))``), in
a ``self`` attribute set in ``__init__`` and used in a method, in ``super().__init__(n)``, in what a
function returns (``make_classifier()`` handing back ``Linear(512, 512)`` layers), in a constant of
another module, or in what a module runs when it is imported (``FREQ = torch.zeros(VOCAB)``, a
decorator that builds an instance of the class it registers). This module evaluates the code the
parent runs with abstract values (integers, tensors of known or unknown shape, layers with their
sizes, instances of the project's classes with their attributes, functions, classes, modules,
``functools.partial`` objects and lambdas) and inlines every call of a function, method or
constructor of the project, in any module, binding its parameters to what the caller passes or to
their defaults. The first torch operation that is parallel by the measured sizes (see
``fixmp.analysis.parallel``) is the answer, with the chain of calls that led to it.

What fixmp cannot size does not count here (an operation on a tensor of unknown shape, a model a
caller may hand over): ``ParallelKnowledge`` keeps its own rules for those, and a size that comes
from a parameter is decided where a caller passes it. After ``torch.set_num_threads(1)`` nothing
counts (the pool never has a second thread to lose).

Other questions run the same evaluation in a fresh instance (``Effects.fresh``), whose modules are
imported again: the work a call of another module's function runs before the start inside it,
with the caller's arguments (``work_before_start``), and what that start's child does with the
values it is handed (``child_work_at_start``); whether ``OMP_NUM_THREADS=1`` is set before torch is
first imported (``single_threaded_by_environment``); and the whole program run from its entry
file (``program_run``): the calls that fix the start method in the order they run (a second one
raises 'context has already been set') and the ``Queue`` / ``Lock`` of one context handed to a
process of another at each start it reaches.

The values it evaluates with are ``fixmp.analysis.values``'s; the shapes tensor factories, products,
convolutions and numpy calls make are ``fixmp.analysis.shapes``'s (split off so that each module stays
within fixmp's own parse budget, ``fixmp.guards.MAX_TOKENS``).

Rules of the analysis: modules are read through the project (``ProjectModules``), never imported,
and what was read is recorded on the asking file's index (``ModuleIndex.consulted``) so a cached
result holds only while those bytes are unchanged. The work is counted in steps
(``MAX_STEPS`` per file, and ``MAX_STEPS`` for all its fresh instances together), never timed;
past it, what is not known yet stays unknown. Modules are executed once per evaluation, in the
order the file's path imports them.
"""

from __future__ import annotations

import configparser
import contextlib
import csv
import functools
import io
import json
import os
import pkgutil
import posixpath
import re
import sys
import weakref
from collections import ChainMap
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, MutableMapping, Optional, Sequence, Set, Tuple, Union, cast

import libcst as cst

from fixmp.analysis.domain import ParentState
from fixmp.analysis.facts import listing_state
from fixmp.analysis.index import (
    POOL_SUBMIT_METHODS,
    RUN_IN_THE_PARENT,
    ModuleIndex,
    ProcessSite,
    call_arg,
    dotted_name,
    is_generator,
    is_main_guard,
    keyword_arg,
    literal_value,
)
from fixmp.analysis.operators import (
    MAX_INT_BITS,
    NOT_DATA,
    STRING_METHODS,
    arithmetic,
    compared,
    config_value,
    data_value,
    python_data,
    string_method,
    truth_of,
)
from fixmp.analysis.parallel import LINEAR_ALGEBRA as DECOMPOSITIONS
from fixmp.analysis.parallel import SHARE_MEMORY_GRAIN_BYTES, matmul_is_parallel
from fixmp.analysis.shapes import (
    WINDOWS,
    array_method,
    as_tensor_value,
    axis_lengths,
    broadcast,
    convolved,
    factory_shape,
    int_of,
    interpolated,
    matmul_dims,
    method_named,
    nested_shape,
    numpy_call,
    pieces,
    qr_factors,
    swapped_axes,
    transformed_length,
)
from fixmp.analysis.syntax import (
    after_parent_branch,
    annotated_names,
    calls_within,
    declared_global,
    in_a_loop_body,
    index_kind,
    inside_a_function,
    inside_a_tolerating_try,
    is_dataclass,
    leaves,
    rebound,
    unpacked_from,
)
from fixmp.analysis.values import (
    MAX_ITEMS,
    UNKNOWN,
    Arguments,
    Array,
    ClassVal,
    ClockReading,
    ConfigVal,
    Const,
    ContextVal,
    Dispatch,
    ExitStackVal,
    FileVal,
    Foreign,
    ForkAfterWork,
    Found,
    Frame,
    FunctionVal,
    FutureVal,
    GeneratorVal,
    Handoff,
    Instance,
    Layer,
    LoaderVal,
    ManagerFactory,
    MappingVal,
    MethodSetting,
    ModuleScope,
    ModuleVal,
    Optimizer,
    PartialVal,
    PathVal,
    PendingManager,
    Pickled,
    PoolVal,
    Primitive,
    ProcessVal,
    Qualified,
    SchedulerVal,
    Sentinel,
    Seq,
    SuperVal,
    Tensor,
    TensorData,
    ThreadPoolVal,
    ThreadVal,
    UncertainConst,
    UnguardedStart,
    Unknown,
    UnpicklableTarget,
    Val,
    Wrapped,
    _Break,
    _Continue,
    _Exhausted,
    _Raised,
    _Return,
    _Started,
    _Suspended,
    _Work,
    _Yielded,
    model_parts,
    tensors_of,
)
from fixmp.guards import STOP, Stopping
from fixmp.knowledge.iteration import APPLIES_TO_EACH_ITEM, AppliesToEachItem
from fixmp.knowledge.platform import LINUX_RESULTS, LINUX_VALUES
from fixmp.knowledge.torch_ops import PARALLEL_GRAIN, elementwise_grain
from fixmp.model import ProcessKind, StartMethod

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python < 3.11 only
    import tomli as tomllib

# Steps (nodes evaluated, statements run) one file's evaluations may take in all; calls inlined
# at most this deep.
MAX_STEPS = 60_000
MAX_CALL_DEPTH = 10
# Passes of a loop's body past those followed item by item, until the parent's state is stable. Each pass's
# state is joined with the one before it, so the state only climbs its small lattice (``ParentState``); a
# loop not settled after these passes counts a doubt (never proof) and the run goes on.
LOOP_PASSES = 3
# One signal's FFT (``torch.fft.rfft(x, n=...)``). Measured (torch 2.13 CPU, one op per fresh process):
# 8,200, 9,000, 10,000, 12,000, 16,384, 32,768, 65,536 and 262,144 points start the pool; 256 to 8,192
# points do not (nor, measured once, 8,193).
ONE_DIMENSIONAL_FOURIER = {"fft", "ifft", "rfft", "irfft", "hfft", "ihfft"}
SERIAL_FOURIER_LENGTH = 8192
# The library's Process classes a project class may derive from.
# A context's own Process class (``get_context("spawn").Process``), by the method it starts with.
CONTEXT_PROCESS_CLASSES = {"multiprocessing.context.ForkProcess": "fork",
                           "multiprocessing.context.SpawnProcess": "spawn",
                           "multiprocessing.context.ForkServerProcess": "forkserver"}
PROCESS_CLASSES = frozenset({"multiprocessing.Process", "multiprocessing.context.Process",
                             "multiprocessing.process.BaseProcess", "torch.multiprocessing.Process",
                             *CONTEXT_PROCESS_CLASSES})
# What ``os.fork()`` returns in the parent, as the program run reads the parent: some child's pid.
PARENT_SEES_PID = 4242
OWN_PID = 4343  # ``os.getpid()``: what ``os.kill(os.getpid(), sig)`` is sent to (its own handler runs)
# ``torch.histc``: parallel past a few hundred values (300 measured parallel, 200 serial).
HISTOGRAM_GRAIN = 256
# ``torch.pdist`` and ``torch.cdist``: their kernel splits the pairs with a grain of 32,768 / (16 x columns).
PDIST_GRAIN = 2048

FILLS = {"zeros", "ones", "full", "arange", "linspace", "logspace", "eye", "zeros_like", "ones_like",
         "full_like"} | WINDOWS
SAMPLED = {"empty", "rand", "randn", "randint", "tensor", "as_tensor", "empty_like", "rand_like", "randn_like",
           "randint_like", "randperm", "normal"}
REDUCTIONS = {"sum", "mean", "std", "var", "norm", "prod", "max", "min", "argmax", "argmin", "logsumexp", "median"}
# Kernels that split their rows across the pool whatever the size (measured on torch 2.13 CPU: softmax
# of a 16x4 tensor over dim 0, cross_entropy of 4 rows, LayerNorm(16) on 4 rows start the pool; over one
# row they do not), and GELU, which starts it on 16 elements.
ROW_PARALLEL = {"softmax", "log_softmax", "cross_entropy", "nll_loss", "layer_norm"}
# Measured on torch 2.13 CPU, 2 threads: each starts the pool on a small input (stft of 512 samples,
# max_pool2d of one 3x16x16 image, group/instance norm of 2 items, scaled_dot_product_attention of
# 2x4x16x8, ctc_loss of 4 sequences).
ALWAYS_PARALLEL = {"gelu", "batch_norm", "stft", "istft", "group_norm", "instance_norm", "ctc_loss",
                   "scaled_dot_product_attention", "max_pool1d", "max_pool2d", "max_pool3d", "avg_pool1d",
                   "avg_pool2d", "avg_pool3d", "adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d",
                   "adaptive_max_pool1d", "adaptive_max_pool2d", "adaptive_max_pool3d"}
# torch.fft transforms: a batch of two or more rows runs in parallel at any size (rfft of 2x64); a
# single 1-D signal only past the grain (rfft of 4,096 samples is serial).
FOURIER = {"fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2", "irfft2", "fftn", "ifftn",
           "rfftn", "irfftn"}
# Scans and selections serial along one 1-D tensor (topk, cumsum of 1e6) but split across the pool
# over the rows of a larger one past the grain (topk of 400x100, cumsum of 1000x100 along either dim).
SERIAL_IN_ONE_DIMENSION = {"topk", "cumsum", "cumprod", "cummax", "cummin"}
ELEMENTWISE = {"exp", "log", "abs", "sqrt", "rsqrt", "tanh", "sigmoid", "relu", "sin", "cos", "pow", "clamp", "add",
               "sub", "mul", "div", "neg", "sign", "square", "silu", "erf", "floor", "ceil", "round",
               "reciprocal", "log1p", "expm1", "dropout"}
COPIES = {"clone"}
# Conversions to an element type: a copy, unless the tensor has that type already (measured: ``.float()``
# of a float32 tensor of 1M elements is no copy and leaves the pool unstarted; ``.double()`` copies).
CONVERSIONS = {"double": "float64", "float": "float32", "half": "float16", "bfloat16": "bfloat16", "int": "int32",
               "long": "int64", "bool": "bool"}
VIEWS = {"detach", "view", "reshape", "flatten", "unsqueeze", "squeeze", "t", "transpose", "permute", "expand",
         "requires_grad_", "cpu", "to", "cuda", "data", "contiguous", "view_as", "reshape_as", "narrow"}
IN_PLACE_FILLS = {"zero_", "fill_", "copy_"}
LINEAR_ALGEBRA = {"matmul", "mm", "bmm"}
ACTIVATIONS = {"ReLU", "Tanh", "Sigmoid", "GELU", "SiLU", "LeakyReLU", "Softmax", "LogSoftmax", "Dropout", "Identity",
               "ELU", "Softplus", "Hardtanh", "Mish"}
CONVS = {"Conv1d": 1, "Conv2d": 2, "Conv3d": 3}
# torch.nn layers whose forward starts the pool on any input (measured: MaxPool2d on one 3x16x16
# image, GroupNorm / InstanceNorm1d on 2 items, MultiheadAttention and TransformerEncoderLayer on one
# token, in eval mode under no_grad too).
PARALLEL_LAYERS = ("MaxPool", "AvgPool", "AdaptiveAvgPool", "AdaptiveMaxPool", "LPPool", "GroupNorm", "InstanceNorm",
                   "MultiheadAttention", "Transformer")
# Recurrent cells: one step is a product by a (gates x hidden) weight (LSTMCell(32, 64) on one row is serial).
CELLS = {"LSTMCell": 4, "GRUCell": 3, "RNNCell": 1}
# The standard library's modules (``copy.deepcopy`` is a call fixmp knows, not one it cannot follow),
# unless the project has a module of that name.
STANDARD_LIBRARY = frozenset(getattr(sys, "stdlib_module_names", ()))
NOT_PROJECT = ("torch", "multiprocessing", "concurrent", "os", "sys", "functools", "dataclasses", "threading",
               "numpy", "math", "collections", "typing", "random", "itertools", "time", "json")


_INDEXES: "weakref.WeakKeyDictionary[object, Dict[str, Optional[ModuleIndex]]]" = weakref.WeakKeyDictionary()


class Effects:
    """The abstract evaluation for one file (its ``ModuleIndex``); one instance per file."""

    def __init__(self, index: ModuleIndex):
        self.index = index
        self.home = ModuleScope(index, os.path.basename(index.path))
        self.scopes: Dict[str, ModuleScope] = {}
        self.executed: Set[str] = set()  # modules whose top level ran (imported)
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
        self.statics: Dict[int, Val] = {}
        self.static_asking: Set[int] = set()
        self.answers: Dict[int, Optional[Found]] = {}  # ``work_in``, by the piece
        self.serial_answers: Dict[int, bool] = {}  # ``piece_runs_serially``, by the piece
        self.serial_targets: Dict[int, bool] = {}  # ``runs_serially``, by the target
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

    @classmethod
    def of(cls, index: ModuleIndex) -> "Effects":
        return index.derived(("the instance of", cls), lambda: cls(index))

    @classmethod
    def fresh(cls, index: ModuleIndex) -> "Effects":
        """An instance for one question that runs modules' imports again (``program_run``,
        ``work_before_start``...): the file's fresh instances share one budget of ``MAX_STEPS``."""
        instance = cls(index)
        instance.spent = index.derived(("steps of the fresh instances of", cls), lambda: [0])
        return instance

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

    def _annotations(self, function: FunctionVal) -> Dict[Union[str, int], Val]:
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
        return self._pins_when_called(function, arguments, initializer)

    def _pins_when_called(self, function: Val, args: List[Val], node: cst.CSTNode) -> bool:
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

    def runs_serially(self, target: cst.BaseExpression) -> bool:
        """A child running ``target`` (a function of this file or of the project) does no work that
        starts torch's thread pool: every torch operation it reaches is one that never runs in
        parallel or has a size below the grain, and fixmp could follow every call it makes
        (``torch.ones(4).sum()`` is not parallel work; ``model(x)`` of unknown size may be)."""
        key = id(target)
        if key in self.serial_targets:
            return self.serial_targets[key]
        self.strict, self.single_threaded = True, False
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
            self.strict, self.single_threaded = False, False
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

    # -- modules of the project -----------------------------------------------------------------
    def _module_index(self, path: Path) -> Optional[ModuleIndex]:
        project = self.index.project
        assert project is not None
        cache = _INDEXES.setdefault(project, {})
        key = str(path)
        if key not in cache:
            source = project.source(path)
            index: Optional[ModuleIndex] = None
            if source is not None:
                try:
                    module = cst.parse_module(source)
                except Exception:  # noqa: BLE001 - a module fixmp cannot parse tells it nothing
                    module = None
                if module is not None:
                    index = ModuleIndex(module, key, source)
                    index.attach_project(project, key)
            cache[key] = index
        return cache[key]

    def module_named(self, importer: ModuleScope, module: str) -> Optional[ModuleScope]:
        project = self.index.project
        if project is None or module.split(".")[0].lstrip(".") in NOT_PROJECT or not module.strip("."):
            return None
        location = importer.index.location or importer.index.path
        self.index.consulted.update(project.lookup_inputs(location, module))
        path = project.find(location, module)
        if path is None:
            return None
        key = str(path)
        if key not in self.scopes:
            index = self._module_index(path)
            if index is None:
                return None
            self.index.consulted.add((key, project.digest(path)))
            self.scopes[key] = ModuleScope(index, os.path.basename(key),
                                           name=module if not module.startswith(".") else _absolute(importer, module))
        return self.scopes[key]

    def import_module(self, scope: ModuleScope) -> None:
        """Run a module's top level, as importing it does, once."""
        key = scope.index.path
        if key in self.executed or scope is self.home or (self.muted and key in self.executed_muted):
            return
        (self.executed_muted if self.muted else self.executed).add(key)
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
        """A module-level name: what its top level bound when it ran, else what it binds it to once."""
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
            raise Stopping()  # the process is stopping: its analysis thread must end first (fixmp.guards)

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
            if not self._loop_pass(statement, None, frame):
                break
            if holds is None:
                self._loop_until_stable(lambda: self._loop_pass(statement, None, frame))
                break

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
            if case.guard is not None:
                self.ev(case.guard, frame)
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
        elif isinstance(small, (cst.Import, cst.ImportFrom)):
            self._import(small, frame)

    def _import(self, small: Union[cst.Import, cst.ImportFrom], frame: Frame) -> None:
        scope = frame.scope
        if isinstance(small, cst.Import):
            for alias in small.names:
                name = dotted_name(alias.name)
                if name is None:
                    continue
                parts = name.split(".")
                self._imports_torch(scope, name)
                for depth in range(1, len(parts) + 1):
                    module = self.module_named(scope, ".".join(parts[:depth]))
                    if module is not None:
                        self.import_module(module)
                if frame.names is not None:
                    bound = alias.asname.name if alias.asname is not None else None
                    if isinstance(bound, cst.Name):
                        frame.names[bound.value] = self._resolve_import(scope, name)
                    elif frame.names is not scope.values:
                        frame.names[parts[0]] = self._resolve_import(scope, parts[0])
            return
        base = "." * len(small.relative) + (dotted_name(small.module) or "" if small.module is not None else "")
        module = self.module_named(scope, base) if base.strip(".") else None
        if base.strip("."):
            self._imports_torch(scope, base)
        if module is not None:
            self.import_module(module)
        if isinstance(small.names, cst.ImportStar):
            return
        for alias in small.names:
            # ``from plugins import accel`` imports the submodule ``plugins.accel`` (runs its top level).
            dotted = dotted_name(alias.name)
            submodule = self.module_named(scope, f"{base}.{dotted}" if base.strip(".") else base + (dotted or "")) \
                if dotted is not None and (module is None or module.index.path.endswith("__init__.py")) else None
            if submodule is not None:
                self.import_module(submodule)
        if frame.names is None:
            return
        for alias in small.names:
            name = dotted_name(alias.name) or ""
            bound_as = alias.asname.name if alias.asname is not None else alias.name
            if isinstance(bound_as, cst.Name) and frame.names is not scope.values:
                frame.names[bound_as.value] = self._resolve_import(
                    scope, f"{base}.{name}" if base.strip(".") else base + name)

    def _note_gpu_binding(self, names: Dict[str, Val], key: str, value: Val,
                          replaced: Optional[Val] = None) -> None:
        if self.gpu_bindings is not None and _lives_on_the_gpu(value):
            self.gpu_bindings.append((names, key, value))
        if self.gpu_replaced is not None and replaced is not None and _lives_on_the_gpu(replaced) \
                and not _lives_on_the_gpu(value):
            self.gpu_replaced.append((names, key, replaced))

    def set_attribute(self, owner: Val, name: str, value: Val, node: cst.CSTNode) -> None:
        """``owner.name = value`` (or ``setattr(owner, name, value)``)."""
        setter = self._property_setter(owner.cls, name) if isinstance(owner, Instance) else None
        held = self.class_attribute(owner.cls, name) if isinstance(owner, Instance) and setter is None else None
        described = self.method_of(held, "__set__") if isinstance(held, Instance) else None
        if setter is not None and isinstance(owner, Instance):
            # ``exp.samples = latencies`` runs the ``@samples.setter`` method.
            self.call(FunctionVal(setter.scope, setter.node, bound=owner, owner=setter.owner), [value], {}, node)
        elif described is not None:
            # A data descriptor the class holds (``soles = Normalised()``): ``self.soles = rows`` is its
            # ``__set__(instance, rows)``, whatever it stores (and reading it back is its ``__get__``).
            self.call(described, [owner, value], {}, node)
        elif isinstance(owner, (Instance, ClassVal, FunctionVal)):
            replaced = owner.attributes.get(name)
            owner.attributes[name] = value
            self._note_gpu_binding(owner.attributes, name, value, replaced)
        elif isinstance(owner, ModuleVal):
            owner.scope.values[name] = value  # ``config.WORKERS = 4``: the module's global
        elif isinstance(owner, Arguments):
            owner.values[name] = value

    def bind(self, target: cst.CSTNode, value: Val, frame: Frame) -> None:
        if frame.undecided and type(value) is Const:
            value = UncertainConst(value.value)  # (bound under a test fixmp cannot decide)
        if isinstance(target, cst.Name):
            function = frame.function
            if function is not None and isinstance(function.node, cst.FunctionDef) \
                    and target.value in declared_global(function.scope.index, function.node):
                frame.scope.values[target.value] = value  # ``global _POLICY`` then ``_POLICY = policy``
            elif frame.names is not None:
                replaced = frame.names.get(target.value)
                frame.names[target.value] = value
                self._note_gpu_binding(frame.names, target.value, value, replaced)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for position, element in enumerate(target.elements):
                self.bind(element.value, _element(value, position), frame)
        elif isinstance(target, cst.Attribute):
            self.set_attribute(self.ev(target.value, frame), target.attr.value, value, target)
        elif isinstance(target, cst.Subscript):
            owner = self.ev(target.value, frame)
            if isinstance(owner, (MappingVal, Seq)) and len(target.slice) == 1 \
                    and isinstance(target.slice[0].slice, cst.Index):
                # ``REGISTRY[name] = cls``: a registry the program fills as it runs (decorators at import).
                key = self.ev(target.slice[0].slice.value, frame)
                if isinstance(owner, MappingVal):
                    known = self.mapping_key(key)  # (``self._instances[cls] = cls(**kwargs)``: a class)
                    if known is not None:
                        owner.items[known] = value
                    else:
                        owner.complete = False
                elif isinstance(key, Const) and isinstance(key.value, int) \
                        and -len(owner.items) <= key.value < len(owner.items):
                    owner.items[key.value] = value
            if isinstance(owner, Qualified) and owner.name == "os.environ" and len(target.slice) == 1 \
                    and isinstance(target.slice[0].slice, cst.Index):
                self.set_environment(self.ev(target.slice[0].slice.value, frame), value)

    # -- expressions ----------------------------------------------------------------------------
    def ev(self, expr: Optional[cst.CSTNode], frame: Frame) -> Val:
        if expr is None:
            return UNKNOWN
        self.tick()
        if isinstance(expr, cst.Integer):
            digits = expr.value.replace("_", "")
            # (A literal past the run's widest integer stays unknown; Python would refuse past 4,300 digits.)
            return Const(int(digits, 0)) if len(digits) <= MAX_INT_BITS // 3 else UNKNOWN
        if isinstance(expr, cst.Float):
            return Const(float(expr.value.replace("_", "")))
        if isinstance(expr, cst.SimpleString):
            return Const(literal_value(expr.value))
        if isinstance(expr, cst.Name):
            if expr.value in ("True", "False", "None"):
                return Const({"True": True, "False": False, "None": None}[expr.value])
            return self.lookup(expr, frame)
        if isinstance(expr, cst.Attribute):
            return self.attribute(self.ev(expr.value, frame), expr.attr.value, expr)
        if isinstance(expr, cst.Call):
            return self.call_expression(expr, frame)
        if isinstance(expr, cst.BinaryOperation):
            left, right = self.ev(expr.left, frame), self.ev(expr.right, frame)
            # ``OneHot() | GCWindow(...)``: a class of the project defining the operator.
            called = self.operator_call(left, right, OPERATOR_METHODS.get(type(expr.operator)), expr)
            if called is not None:
                return called
            if isinstance(expr.operator, cst.MatrixMultiply):
                return self.matmul(left, right, expr)
            return self.binary(left, right, expr)
        if isinstance(expr, cst.UnaryOperation):
            operand = self.ev(expr.expression, frame)
            if isinstance(operand, Const) and isinstance(operand.value, (int, float)) \
                    and isinstance(expr.operator, cst.Minus):
                return Const(-operand.value)
            if isinstance(expr.operator, cst.Not):
                truth = truth_of(operand)
                return Const(not truth) if truth is not None else UNKNOWN
            return self.elementwise(operand, "negation", expr) if isinstance(operand, Tensor) else UNKNOWN
        if isinstance(expr, (cst.Tuple, cst.List)):
            items: List[Val] = []
            complete = True
            for element in expr.elements:
                value = self.ev(element.value, frame)
                if isinstance(element, cst.StarredElement):
                    if isinstance(value, Seq):
                        items.extend(value.items)
                        complete = complete and value.complete
                    else:
                        complete = False
                else:
                    items.append(value)
            return Seq(items, complete)
        if isinstance(expr, cst.Dict):
            entries: Dict[Union[str, int], Val] = {}
            complete = True
            for entry in expr.elements:
                if isinstance(entry, cst.DictElement):
                    key = self.mapping_key(self.ev(entry.key, frame))
                    value = self.ev(entry.value, frame)
                    if key is not None:
                        entries[key] = value
                    else:
                        complete = False
                else:
                    spread = self.ev(entry.value, frame)
                    if isinstance(spread, MappingVal):
                        entries.update(spread.items)
                    else:
                        complete = False
            return MappingVal(entries, complete)
        if isinstance(expr, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
            return self.comprehension(expr, frame)
        if isinstance(expr, cst.Subscript):
            return self.subscript(self.ev(expr.value, frame), expr, frame)
        if isinstance(expr, cst.IfExp):
            taken = truth_of(self.ev(expr.test, frame))
            if taken is False:
                return self.ev(expr.orelse, frame)
            body = self.ev(expr.body, frame)
            if taken is None:
                self.ev(expr.orelse, frame)
            return body
        if isinstance(expr, cst.Lambda):
            return FunctionVal(frame.scope, expr, closure=frame if frame.names is not None else None)
        if isinstance(expr, cst.Yield):
            if isinstance(expr.value, cst.From):
                value = self.ev(expr.value.item, frame)
                if isinstance(value, GeneratorVal):
                    value = self.run_generator(value)
            else:
                value = self.ev(expr.value, frame) if isinstance(expr.value, cst.BaseExpression) else Const(None)
            if frame.function is not None and any(frame.function.node is node for node in self.entering):
                raise _Yielded(value)  # a ``with`` entering this manager: its block runs now
            generator = _function_frame(frame)
            if generator.sends is not None:
                passed = generator.yields_passed
                generator.yields_passed += 1
                if passed >= len(generator.sends):
                    raise _Suspended(value)
                if passed == len(generator.sends) - 1:
                    self.muted -= 1  # resumed by the latest ``send``: what runs from here is new
                return generator.sends[passed]
            produced = generator.yielded
            if produced is not None and len(produced) < MAX_ITEMS:
                if isinstance(expr.value, cst.From):
                    produced.extend(value.items if isinstance(value, Seq) else [UNKNOWN])
                else:
                    produced.append(value)
            if generator.on_yield is not None:
                for item in (value.items[:MAX_ITEMS] or [UNKNOWN]) if isinstance(expr.value, cst.From) \
                        and isinstance(value, Seq) else [value]:
                    generator.on_yield(item)
            return generator.sent if generator.sent is not None else UNKNOWN
        if isinstance(expr, cst.Comparison):
            # ``preds == k`` of a tensor: an element-wise kernel, a tensor of booleans of its shape.
            left = self.ev(expr.left, frame)
            result: Val = UNKNOWN
            known: Optional[bool] = True  # ``cfg["init"] == "orthogonal"`` of known constants: its value
            for target in expr.comparisons:
                right = self.ev(target.comparator, frame)
                if (isinstance(left, Tensor) or isinstance(right, Tensor)) \
                        and not isinstance(target.operator, (cst.Is, cst.IsNot)):
                    result = self.binary(left, right, expr)
                    known = None
                elif known is not None:
                    outcome = compared(left, target.operator, right)
                    known = None if outcome is None else known and outcome
                left = right
            return Const(known) if known is not None else result
        if isinstance(expr, cst.BooleanOperation):
            left = self.ev(expr.left, frame)
            truth = truth_of(left)
            if truth is not None and truth == isinstance(expr.operator, cst.Or):
                return left  # ``a or b`` with a true ``a``, ``a and b`` with a false one: ``b`` never runs
            right = self.ev(expr.right, frame)
            return right if truth is not None else UNKNOWN
        if isinstance(expr, cst.NamedExpr):
            value = self.ev(expr.value, frame)
            self.bind(expr.target, value, frame)
            return value
        if isinstance(expr, cst.Await):
            awaited = self.ev(expr.expression, frame)
            return awaited.value if isinstance(awaited, FutureVal) else awaited
        if isinstance(expr, cst.FormattedString):
            text: Optional[str] = ""
            for part in expr.parts:
                if isinstance(part, cst.FormattedStringExpression):
                    value = self.ev(part.expression, frame)
                    formatter = self.method_of(value, "__format__") \
                        if isinstance(value, Instance) and part.conversion is None else None
                    if formatter is not None:
                        # ``f"{pan:summary}"``: the object's ``__format__`` runs with the spec's text.
                        spec = "".join(piece.value for piece in part.format_spec or ()
                                       if isinstance(piece, cst.FormattedStringText))
                        value = self.call(formatter, [Const(spec)], {}, part)
                    elif isinstance(value, Instance):
                        # ``f"{recipe!r}"``, ``f"{recipe}"``: its ``__repr__``, or ``__str__`` (object's
                        # ``__format__`` calls ``str``).
                        value = self.rendered(value, "repr" if part.conversion == "r" else "str", part)
                    plain = part.conversion is None and part.format_spec is None
                    known = isinstance(value, Const) and isinstance(value.value, (str, int)) and plain
                    text = text + str(value.value) if text is not None and known else None  # type: ignore[union-attr]
                elif isinstance(part, cst.FormattedStringText) and text is not None:
                    text += part.value
            # ``f"plugins.{name}"`` of a known name: a module name ``importlib.import_module`` can import.
            return Const(text) if text is not None else UNKNOWN
        return UNKNOWN

    def comprehension(self, expr: Union[cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp],
                      frame: Frame) -> Val:
        inner = Frame(frame.scope, {}, closure=frame, function=frame.function)
        clauses: List[cst.CompFor] = []
        clause: Optional[cst.CompFor] = expr.for_in
        while clause is not None:
            clauses.append(clause)
            clause = clause.inner_for_in
        iterated = self.iterated(self.ev(clauses[0].iter, frame), clauses[0].iter)
        produced: List[Val] = []
        entries: Dict[Union[str, int], Val] = {}
        complete = isinstance(iterated, Seq) and iterated.complete and len(iterated.items) <= MAX_ITEMS
        items: List[Val]
        if isinstance(iterated, Seq) and iterated.items:
            items = iterated.items[:MAX_ITEMS]
        elif isinstance(iterated, (Seq, MappingVal)) and iterated.complete and not iterated.items:
            items = []  # over nothing (``int(a) for a in sys.argv[1:]`` of the plain command): nothing
        elif isinstance(iterated, MappingVal) and iterated.items:
            items = [Const(key) for key in list(iterated.items)[:MAX_ITEMS]]
        else:
            items, complete = [UNKNOWN], False
        for item in items:
            self.bind(clauses[0].target, item, inner)
            for later in clauses[1:]:
                self.bind(later.target, _first(self.ev(later.iter, inner)), inner)
                complete = False
            # Each ``if`` runs for the item (``if (s := score(z)) > z.threshold`` scores every zone); one
            # known false leaves the item out, one not known may.
            kept: Optional[bool] = True
            for condition in (test for clause in clauses for test in clause.ifs):
                truth = truth_of(self.ev(condition.test, inner))
                if truth is False:
                    kept = False
                    break
                if truth is None:
                    kept = None
            if kept is False:
                continue
            if kept is None:
                complete = False
            if isinstance(expr, cst.DictComp):
                key = self.ev(expr.key, inner)
                value = self.ev(expr.value, inner)
                if isinstance(key, Const) and isinstance(key.value, (str, int)):
                    entries[key.value] = value
                else:
                    entries[len(entries)] = value
            else:
                produced.append(self.ev(expr.elt, inner))
        if isinstance(expr, cst.DictComp):
            return MappingVal(entries, complete)
        if not complete and len(clauses) == 1 and not clauses[0].ifs and isinstance(iterated, Seq) \
                and iterated.shape and produced:
            # One element per item of a sequence of known length, none filtered out: a list of numbers
            # (or of equal nested lists) has a shape though not every element is listed.
            shapes = [() if isinstance(item, Const) else nested_shape(item) for item in produced]
            first = shapes[0]
            if first is not None and all(shape == first for shape in shapes):
                return Seq(produced, False, (iterated.shape[0], *first))
        return Seq(produced, complete)

    def subscript(self, value: Val, expr: cst.Subscript, frame: Frame) -> Val:
        if isinstance(value, ConfigVal) and len(expr.slice) == 1 and isinstance(expr.slice[0].slice, cst.Index):
            section = self.ev(expr.slice[0].slice.value, frame)
            if isinstance(section, Const) and isinstance(section.value, str) and value.parser.has_section(section.value):
                return MappingVal({key: Const(text) for key, text in value.parser.items(section.value)})
            return UNKNOWN
        if isinstance(value, Array):
            saved, self.ignoring_work = self.ignoring_work, True  # numpy's indexing is no torch kernel
            try:
                viewed = self.subscript(Tensor(value.shape), expr, frame)
            finally:
                self.ignoring_work = saved
            return Array(viewed.shape) if isinstance(viewed, Tensor) else UNKNOWN
        if isinstance(value, Seq) and len(expr.slice) == 1 and isinstance(expr.slice[0].slice, cst.Slice):
            part = expr.slice[0].slice
            given = (part.lower, part.upper, part.step)
            picks = [int_of(self.ev(bound, frame)) if bound is not None else None for bound in given]
            known = all(pick is not None or bound is None for pick, bound in zip(picks, given))
            if value.complete and known and picks[2] != 0:
                return Seq(value.items[slice(*picks)], True)  # ``dims[:-1]``, ``layers[1:]``
            if not value.complete and known and all(pick is None or pick >= 0 for pick in picks[:2]) \
                    and picks[2] in (None, 1):
                # Of a list fixmp knows only the first items of (a generator read so far): ``batches[1:]``
                # still begins with the known items after the first, the rest unknown; a list whose
                # length is known keeps the slice's length (``items[start:start + size]``).
                kept = (len(range(value.shape[0])[picks[0]:picks[1]]), *value.shape[1:]) if value.shape else None
                return Seq(value.items[picks[0]:picks[1]], False, kept)
            return Seq([], False)
        keys = [self.ev(element.slice.value, frame) if isinstance(element.slice, cst.Index) else UNKNOWN
                for element in expr.slice]
        if isinstance(value, Tensor) and value.shape and len(expr.slice) == 1 \
                and isinstance(expr.slice[0].slice, cst.Slice):
            # ``x[:100000]``: a view of the first dimension, as long as its known bounds say.
            part = expr.slice[0].slice
            bounds = [self.ev(bound, frame) if bound is not None else None
                      for bound in (part.lower, part.upper, part.step)]
            if bounds[2] is not None and bounds[1] is None and int_of(bounds[2]) is not None:
                bounds[0] = None  # ``x[worker::2]``: about a step's share, wherever it begins
            if all(bound is None or int_of(bound) is not None for bound in bounds) and int_of(bounds[2] or Const(1)) != 0:
                size = value.shape[0]
                lower, upper, step = (int_of(bound) if bound is not None else None for bound in bounds)
                picked = len(range(size)[slice(lower, upper, step)])
                return Tensor((picked,) + value.shape[1:], strided=value.strided)
            return Tensor(None)
        kinds = [index_kind(element) for element in expr.slice]
        if isinstance(value, Tensor) and value.shape and (len(kinds) > 1 or kinds[0] in ("new", "rest")) \
                and kinds.count("rest") <= 1:
            # ``x[:, :4]``, ``x[i, :]``, ``pos[:, None, :]``, ``d[..., None]``: each position a slice of its
            # dimension, an integer that drops it, ``None`` that adds one of 1, ``...`` the dimensions between.
            consuming = sum(1 for kind in kinds if kind not in ("new", "rest"))
            if consuming > len(value.shape):
                return Tensor(None)
            shape: List[int] = []
            dim = 0
            for position, (element, kind) in enumerate(zip(expr.slice, kinds)):
                if kind == "new":
                    shape.append(1)
                    continue
                if kind == "rest":
                    spanned = len(value.shape) - consuming
                    shape.extend(value.shape[dim:dim + spanned])
                    dim += spanned
                    continue
                size = value.shape[dim]
                dim += 1
                if isinstance(element.slice, cst.Slice):
                    part = element.slice
                    limits: List[Optional[int]] = [int_of(self.ev(bound, frame)) if bound is not None else None
                                                   for bound in (part.lower, part.upper, part.step)]
                    if any(limit is None and given is not None
                           for limit, given in zip(limits, (part.lower, part.upper, part.step))) or limits[2] == 0:
                        return Tensor(None)
                    shape.append(len(range(size)[slice(*limits)]))
                elif not isinstance(keys[position], Const) or not isinstance(keys[position].value, int):  # type: ignore[union-attr]
                    return Tensor(None)
            return Tensor(tuple(shape) + value.shape[dim:], strided=True)
        if isinstance(value, Tensor):
            index = keys[0] if len(keys) == 1 else UNKNOWN
            if isinstance(index, Tensor) and value.shape:
                return self.gathered(value, index, 0, expr)
            if isinstance(index, Const) and isinstance(index.value, int) and value.shape:
                return Tensor(value.shape[1:])
            return Tensor(None)
        if isinstance(value, Instance) and len(keys) == 1:
            # ``CACHE["train"]`` of a class with ``__getitem__``, or a dict subclass with ``__missing__``
            # (where fixmp does not list its entries, the key is read as missing).
            method = self.method_of(value, "__getitem__")
            entry = keys[0]
            if method is None and value.entries is not None and isinstance(entry, Const) \
                    and isinstance(entry.value, (str, int)) and entry.value in value.entries.items:
                return value.entries.items[entry.value]
            method = method or self.method_of(value, "__missing__")
            return self.call(method, [keys[0]], {}, expr) if method is not None else UNKNOWN
        if len(keys) == 1 and isinstance(keys[0], Const):
            key = keys[0].value
            if isinstance(value, Seq) and isinstance(key, int) and -len(value.items) <= key < len(value.items):
                return value.items[key]
            if isinstance(value, Layer) and value.kind == "sequential" and isinstance(key, int) \
                    and -len(value.parts) <= key < len(value.parts):
                return value.parts[key]  # ``model.net[0]``: a layer of a Sequential
            if isinstance(value, MappingVal) and isinstance(key, (str, int)) and key in value.items:
                return value.items[key]
            if isinstance(value, MappingVal) and isinstance(key, (str, int)) and value.default is not None:
                made: Val = Seq([]) if value.default in ("list", "set") else MappingVal({})
                value.items[key] = made
                return made
        if len(keys) == 1 and isinstance(value, MappingVal) and isinstance(keys[0], (ClassVal, Instance)) \
                and self.mapping_key(keys[0]) in value.items:
            return value.items[cast(str, self.mapping_key(keys[0]))]  # a class, an enum member
        if len(keys) == 1 and isinstance(value, ClassVal) and isinstance(keys[0], Const) \
                and isinstance(keys[0].value, str):
            member = self._enum_member(value, keys[0].value)  # ``Method[step["method"]]``: by its name
            if member is not None:
                return member
        if len(keys) == 1 and isinstance(value, MappingVal) and not isinstance(keys[0], Const) and value.items:
            # A key fixmp cannot tell (``REGISTRY[args.kind]``): one of its entries, the first in order.
            return next(iter(value.items.values()))
        return UNKNOWN

    def attribute(self, owner: Val, name: str, node: cst.CSTNode) -> Val:
        if isinstance(owner, ModuleVal):
            if name == "__path__" and os.path.basename(owner.scope.index.path) == "__init__.py":
                return Seq([Const(os.path.dirname(owner.scope.index.path))], True)  # a package's folder
            value = self.global_value(owner.scope, name)
            hook = owner.scope.index.functions.get("__getattr__")
            if isinstance(value, Unknown) and hook is not None and name not in owner.scope.index.assignments:
                # PEP 562: a name the module does not bind is its ``__getattr__(name)``.
                return self.call(FunctionVal(owner.scope, hook), [Const(name)], {}, node)
            return value
        if isinstance(owner, PoolVal) and owner.instance is not None:
            if name in owner.instance.attributes:
                return owner.instance.attributes[name]
            found = self.class_attribute(owner.instance.cls, name)
            if isinstance(found, FunctionVal) and isinstance(found.node, cst.FunctionDef):
                return FunctionVal(found.scope, found.node, found.closure, bound=owner, owner=found.owner)
        if isinstance(owner, ContextVal) and name == "Process":
            # ``class ReplayWorker(SPAWN.Process)``: that context's class (called, a ``ProcessVal``).
            method_class = {method: cls for cls, method in CONTEXT_PROCESS_CLASSES.items()}
            return Qualified(method_class.get(owner.method, "multiprocessing.Process"))
        if isinstance(owner, Qualified):
            if owner.name == "sys" and name == "argv" and self.reading_environment_defaults:
                # The program run as its plain command, without arguments (as argparse's defaults are read).
                return Seq([Const(self.home.file_name)], True)
            qualified = f"{owner.name}.{name}"
            return Const(LINUX_VALUES[qualified]) if qualified in LINUX_VALUES else Qualified(qualified)
        if isinstance(owner, Instance):
            if name in owner.attributes:
                return owner.attributes[name]
            if name == "__class__":
                return owner.cls
            if name == "__dict__":
                return _attributes_view(owner)
            found = self.class_attribute(owner.cls, name)
            if isinstance(found, FunctionVal) and isinstance(found.node, cst.FunctionDef):
                decorators = {dotted_name(d.decorator) for d in found.node.decorators}
                if "property" in decorators or "functools.cached_property" in decorators \
                        or "cached_property" in decorators:
                    return self.call(FunctionVal(found.scope, found.node, bound=owner, owner=found.owner), [], {},
                                     node)
                if "staticmethod" in decorators or found.static:
                    return found
                if decorators & {"functools.singledispatchmethod", "singledispatchmethod"}:
                    return self._dispatch_method(found, owner, name)
                described = self._through_descriptor(found, owner, node)
                if described is not None:
                    return described
                bound: Val = owner.cls if "classmethod" in decorators else owner
                return FunctionVal(found.scope, found.node, found.closure, bound=bound, owner=found.owner)
            getter = self.method_of(found, "__get__") if isinstance(found, Instance) else None
            if getter is not None:
                # A descriptor the class holds (``curve = Calibrated()``): reading it on an instance is its
                # ``__get__(instance, class)``.
                return self.call(getter, [owner, owner.cls], {}, node)
            if found is not None:
                return found
            getattr_method = self.method_of(owner, "__getattr__") if not name.startswith("__") else None
            if getattr_method is not None:
                # A name neither the instance nor its class has: ``__getattr__(name)`` (a lazy resource).
                return self.call(getattr_method, [Const(name)], {}, node)
            return UNKNOWN
        if isinstance(owner, ClassVal) and name in ("__name__", "__qualname__") and name not in owner.attributes:
            return Const(owner.node.name.value)  # ``type(node).__name__``: a visitor's dispatch key
        if isinstance(owner, ClassVal):
            member = self._enum_member(owner, name)
            if member is not None:
                return member
            found = self.class_attribute(owner, name)
            if isinstance(found, FunctionVal) and isinstance(found.node, cst.FunctionDef) \
                    and "classmethod" in {dotted_name(d.decorator) for d in found.node.decorators}:
                return FunctionVal(found.scope, found.node, found.closure, bound=owner, owner=found.owner)
            return found if found is not None else UNKNOWN
        if isinstance(owner, Arguments) and not owner.parser:
            return owner.values.get(name, UNKNOWN)
        if isinstance(owner, Dispatch) and name == "register" and owner.registering is None:
            return Dispatch(owner.base, owner.overloads, registering=UNKNOWN)  # shares the overloads
        if isinstance(owner, SuperVal):
            start = owner.above
            above: List[ClassVal] = self.bases(start) if start is not None else []
            if start is not None and isinstance(owner.instance, Instance):
                # Cooperative mixins: ``super()`` continues along the instance's class's MRO after the
                # class that called it (``FeatureMixin.prepare``'s ``super().prepare`` in a
                # ``Model(FeatureMixin, FanOutMixin, BaseModel)`` reaches ``BaseModel.prepare``).
                order = self.mro(owner.instance.cls)
                if start in order:
                    for later in order[order.index(start) + 1:]:
                        method = self._own_attribute(later, name)
                        if isinstance(method, FunctionVal):
                            return FunctionVal(method.scope, method.node, method.closure, bound=owner.instance,
                                               owner=method.owner)
            for base in above:
                method = self.class_attribute(base, name)
                if isinstance(method, FunctionVal):
                    return FunctionVal(method.scope, method.node, method.closure, bound=owner.instance,
                                       owner=method.owner)
            if name == "__init__":
                # ``super().__init__()`` reaching a library's class (``nn.Module``, ``object``): it sets up
                # the object and runs no work of the program's.
                return Qualified("library-init")
            if name == "__new__" and self.creating:
                return Qualified("type.__new__")  # a metaclass's ``__new__``: it makes the class being defined
            if name == "__call__" and self.metaclass_calls and owner.instance is self.metaclass_calls[-1]:
                return Qualified("type.__call__")  # a metaclass's ``__call__``: the class's plain construction
            if name == "__new__":
                return Qualified("object.__new__")  # ``super().__new__(cls)``: a bare instance of cls
            return UNKNOWN
        if isinstance(owner, FunctionVal):
            if name == "__defaults__" and isinstance(owner.node, cst.FunctionDef) and name not in owner.attributes:
                params = owner.node.params
                definition = Frame(owner.scope, owner.scope.values, closure=owner.closure)
                return Seq([self.default_of(param, definition) for param in (*params.posonly_params, *params.params)
                            if param.default is not None], True)
            if name == "__name__" and isinstance(owner.node, cst.FunctionDef) and name not in owner.attributes:
                return Const(owner.node.name.value)
            return owner.attributes.get(name, UNKNOWN)
        if isinstance(owner, Const) and name in getattr(type(owner.value), "_fields", ()):
            return Const(getattr(owner.value, name))  # a named tuple's field (``pkgutil.ModuleInfo.name``)
        if isinstance(owner, Seq) and name in ("values", "indices", "Q", "R") and len(owner.items) == 2:
            return owner.items[0 if name in ("values", "Q") else 1]  # ``x.topk(3).values``, ``qr(x).Q``
        if isinstance(owner, Tensor):
            if name == "device" and owner.on_gpu:
                return Const("cuda")
            if name == "is_cuda":
                return Const(owner.on_gpu) if owner.on_gpu else UNKNOWN
            if name == "shape" and owner.shape is not None:
                return Seq([Const(size) for size in owner.shape])
            if name in ("T", "mT") and owner.shape is not None:
                return Tensor(tuple(reversed(owner.shape)))
            if name in ("data", "grad"):
                return owner
            return UNKNOWN
        if isinstance(owner, PathVal):
            if name == "parent":
                return PathVal(posixpath.dirname(owner.path))
            if name in ("name", "stem", "suffix"):
                named = posixpath.basename(owner.path)
                return Const(named if name == "name" else posixpath.splitext(named)[0 if name == "stem" else 1])
        if isinstance(owner, Array) and owner.shape is not None:
            if name == "shape":
                return Seq([Const(size) for size in owner.shape])
            if name == "T":
                return Array(tuple(reversed(owner.shape)))
            if name in ("size", "ndim"):
                return Const(Tensor(owner.shape).numel if name == "size" else len(owner.shape))
        if isinstance(owner, Foreign):
            return Foreign(f"{owner.name}.{name}")
        if isinstance(owner, Layer):
            if owner.kind == "linear" and name in ("in_features", "out_features"):
                return Const(owner.sizes[0] if name == "in_features" else owner.sizes[1])
            if name in ("weight", "bias"):
                tensors = owner.tensors()
                position = 0 if name == "weight" else 1  # an Embedding has a weight and no bias
                picked = tensors[position] if len(tensors) > position else None
                return picked if picked is not None else Tensor(None)
        return UNKNOWN

    def _run_path(self, path: Val, init_globals: Optional[Val], node: cst.CSTNode) -> Val:
        """``runpy.run_path("stages/calibrate.py", init_globals={...})``: a file of the project run as a script
        (its top level, ``__main__`` block included, afresh each time), in globals that start with
        ``init_globals``; what it returns is those globals."""
        where = self.path_of(path)
        project = self.index.project
        if where is None or project is None or self.data_text(where) is None:
            return UNKNOWN
        index = self._module_index(Path(where))
        if index is None:
            return UNKNOWN
        scope = ModuleScope(index, os.path.basename(where), name="<run_path>")
        self.scopes[f"{where} (run_path)"] = scope  # (where its nodes are: ``_scope_of``)
        if isinstance(init_globals, MappingVal):
            scope.values.update({str(key): value for key, value in init_globals.items.items()})
        frame = Frame(scope, scope.values, as_main=True)
        self.via.append(f"run {scope.file_name}")
        try:
            for statement in index.module.body:
                self.run_statement(statement, frame)
        except _Return:
            pass
        finally:
            self.via.pop()
        return MappingVal({key: value for key, value in scope.values.items()}, False)

    def _class_made(self, name: str, bases: List[Val], namespace: MappingVal, node: cst.CSTNode) -> ClassVal:
        """``type(name, bases, namespace)``: a class of that name deriving from ``bases``, whose attributes
        are the namespace's entries (``type(f"{kind}Bench", (Bench,), {"batch": 8})``)."""
        scope = self._scope_of(node)
        statement = cst.ClassDef(name=cst.Name(name if name.isidentifier() else "_"),
                                 body=cst.IndentedBlock([cst.SimpleStatementLine([cst.Pass()])]))
        return ClassVal(scope, statement, {str(key): value for key, value in namespace.items.items()},
                        made_bases=list(bases), made_inside_a_function=inside_a_function(scope.index, node))

    def mapping_key(self, key: Val) -> Optional[Union[str, int]]:
        """A key of a mapping the program builds, as fixmp keeps it: a constant; a class or an enum member
        (one object each, hashed by identity) as a string no program's own key is; None if not known."""
        if isinstance(key, Const) and isinstance(key.value, (str, int)):
            return key.value
        if isinstance(key, ClassVal):
            return _class_key(key)
        name = key.attributes.get("name") if isinstance(key, Instance) else None
        if isinstance(key, Instance) and isinstance(name, Const) and isinstance(name.value, str) \
                and self.enum_members.get((id(key.cls.node), name.value)) is key:
            return f"{_class_key(key.cls)}.{name.value}"
        return None

    def _enum_names(self, cls: ClassVal) -> List[str]:
        """The members an ``enum.Enum`` class defines, in order (``THREADS = "threads"``)."""
        names: List[str] = []
        for statement in cls.node.body.body:
            if isinstance(statement, cst.SimpleStatementLine):
                for small in statement.body:
                    if isinstance(small, cst.Assign) and len(small.targets) == 1 \
                            and isinstance(small.targets[0].target, cst.Name) \
                            and not small.targets[0].target.value.startswith("_"):
                        names.append(small.targets[0].target.value)
        return names

    def _enum_member(self, cls: ClassVal, name: str) -> Optional[Instance]:
        """``Backend.PROCESSES`` of an ``enum.Enum`` class: one instance per member, with its ``value``
        and ``name``, whose methods and properties are the class's."""
        key = (id(cls.node), name)
        if key not in self.enum_members:
            # (The class body first: its bases are evaluated only for a name it assigns.)
            if name not in self._enum_names(cls) or not self.torch_bases(cls) & ENUM_BASES:
                return None
            value = self.class_attribute(cls, name)
            self.enum_members[key] = Instance(cls, {"value": value if value is not None else UNKNOWN,
                                                    "name": Const(name)})
        return self.enum_members[key]

    def _property_setter(self, cls: ClassVal, name: str) -> Optional[FunctionVal]:
        """The ``@name.setter`` method a class (or a base of the project's) defines for a property."""
        for current in [cls, *self.bases(cls, until_a_library=True)][:8]:
            for statement in current.node.body.body:
                if isinstance(statement, cst.FunctionDef) and any(
                        dotted_name(decorator.decorator) == f"{name}.setter" for decorator in statement.decorators):
                    return FunctionVal(current.scope, statement, owner=current)
        return None

    def _through_descriptor(self, found: FunctionVal, owner: Instance, node: cst.CSTNode) -> Optional[Val]:
        """A method decorated by a project class with ``__get__`` (a lazy attribute written by hand,
        ``@solved_once``): reading it on an instance is that class's ``__get__(instance, class)``, made
        from the plain function as the decorator received it."""
        assert isinstance(found.node, cst.FunctionDef)
        if len(found.node.decorators) != 1:
            return None
        self.muted += 1
        try:
            decorator = self.ev(found.node.decorators[0].decorator, Frame(found.scope, found.scope.values))
        finally:
            self.muted -= 1
        if not isinstance(decorator, ClassVal) or not isinstance(self.class_attribute(decorator, "__get__"),
                                                                 FunctionVal):
            return None
        descriptor = self.call(decorator, [FunctionVal(found.scope, found.node, found.closure, owner=found.owner)],
                               {}, node)
        getter = self.method_of(descriptor, "__get__") if isinstance(descriptor, Instance) else None
        return self.call(getter, [owner, owner.cls], {}, node) if getter is not None else None

    def class_attribute(self, cls: ClassVal, name: str) -> Optional[Val]:
        """A method or class attribute, looked up through the bases (of any module of the project)."""
        seen: Set[int] = set()
        pending = [cls]
        while pending:
            current = pending.pop(0)
            if id(current.node) in seen or len(seen) > 8:
                continue
            seen.add(id(current.node))
            found = self._own_attribute(current, name)
            if found is not None:
                return found
            pending.extend(self.bases(current, until_a_library=True))
        if name == "_fields" and self.torch_bases(cls) & {"typing.NamedTuple", "typing_extensions.NamedTuple"}:
            # ``cls(**{f: cp.getint("movement", f) for f in cls._fields})``: the annotated fields, in order.
            return Seq([Const(small.target.value) for statement in cls.node.body.body
                        if isinstance(statement, cst.SimpleStatementLine) for small in statement.body
                        if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name)], True)
        return None

    def _own_attribute(self, cls: ClassVal, name: str) -> Optional[Val]:
        """A method or class attribute the class's own body defines (or was given since)."""
        if name in cls.attributes:
            return cls.attributes[name]
        for statement in cls.node.body.body:
            if isinstance(statement, cst.FunctionDef) and statement.name.value == name:
                return FunctionVal(cls.scope, statement, owner=cls)
            if isinstance(statement, cst.SimpleStatementLine):
                for small in statement.body:
                    if isinstance(small, (cst.Assign, cst.AnnAssign)) and small.value is not None:
                        targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) \
                            else [small.target]
                        if any(isinstance(t, cst.Name) and t.value == name for t in targets):
                            self.muted += 1
                            try:
                                return self.ev(small.value, Frame(cls.scope, {}))
                            finally:
                                self.muted -= 1
        return None

    def mro(self, cls: ClassVal, depth: int = 0) -> List[ClassVal]:
        """The project classes of ``cls``'s method resolution order (C3, as Python computes it), itself
        first; where the bases admit no order, each base's own order after the class, first come first."""
        bases = self.bases(cls, until_a_library=True)
        if depth > 6 or not bases:
            return [cls]
        sequences = [self.mro(base, depth + 1) for base in bases] + [list(bases)]
        order = [cls]
        while any(sequences):
            head = next((sequence[0] for sequence in sequences if sequence and not any(
                sequence[0] in other[1:] for other in sequences)), None)
            if head is None:  # no consistent order (Python would refuse the class): first come first
                head = next(sequence[0] for sequence in sequences if sequence)
            order.append(head)
            sequences = [[item for item in sequence if item is not head] for sequence in sequences]
        return order

    def bases(self, cls: ClassVal, until_a_library: bool = False) -> List[ClassVal]:
        """The project classes ``cls`` derives from, in order; ``until_a_library``: only those before
        the first base fixmp does not read (``torch.nn.Module``), which may define any method the
        later ones define (``class MyTrainer(nn.Module, BaseTrainer)``: ``train()`` is nn.Module's)."""
        found: List[ClassVal] = []
        if cls.made_bases is not None:
            for made in cls.made_bases:
                if isinstance(made, ClassVal):
                    found.append(made)
                elif until_a_library and not (isinstance(made, Qualified) and made.name == "builtins.object"):
                    break
            return found
        for base in cls.node.bases:
            if base.keyword is not None:
                continue  # ``metaclass=...``
            value = self.ev(base.value, Frame(cls.scope, cls.scope.values))
            if isinstance(value, ClassVal):
                found.append(value)
            elif until_a_library and dotted_name(base.value) not in ("object", None):
                break
        return found

    def torch_bases(self, cls: ClassVal, depth: int = 0) -> Set[str]:
        """The installed classes a project class derives from (``torch.nn.Module``, ``threading.Thread``)."""
        names: Set[str] = set()
        made = cls.made_bases or []
        for value in [*made, *(self.ev(base.value, Frame(cls.scope, cls.scope.values)) for base in cls.node.bases)]:
            if isinstance(value, Qualified):
                names.add(value.name)
            elif isinstance(value, ClassVal) and depth < 6:
                names |= self.torch_bases(value, depth + 1)
        return names

    def rendered(self, value: Val, how: str, node: cst.CSTNode) -> Val:
        """``repr(x)`` / ``str(x)`` of an object of the project: its ``__repr__``, or its ``__str__``
        (``str`` falls back to ``__repr__``) runs, with whatever work it does (a cached property it reads)."""
        if not isinstance(value, Instance):
            return UNKNOWN
        for name in ("__repr__",) if how == "repr" else ("__str__", "__repr__"):
            method = self.method_of(value, name)
            if method is not None:
                return self.call(method, [], {}, node)
        return UNKNOWN

    def formatted(self, template: str, args: Sequence[Val], node: cst.CSTNode) -> None:
        """``template % args`` (a log record's message too): each ``%r`` / ``%s`` renders its argument."""
        conversions = [spec[-1] for spec in PERCENT_SPEC.findall(template) if not spec.endswith("%")]
        for conversion, arg in zip(conversions, args):
            if conversion in "rsa":
                self.rendered(arg, "repr" if conversion in "ra" else "str", node)

    def logged(self, method: str, args: List[Val], node: cst.CSTNode) -> None:
        """``log.info("dyeing with %r", recipe)``: where the level lets the record through (the root
        logger's, WARNING until ``basicConfig`` or ``setLevel`` says otherwise; a level fixmp cannot read
        lets it through), its message is formatted and each object among its arguments is rendered."""
        if method == "log":
            level = _log_level(args[0]) if args else None
            args = args[1:]
        else:
            level = LOG_LEVELS[method]
        if level is not None and self.log_level is not None and level < self.log_level:
            return
        if args and isinstance(args[0], Const) and isinstance(args[0].value, str):
            self.formatted(args[0].value, args[1:], node)
        elif args:
            self.rendered(args[0], "str", node)  # ``log.info(recipe)``: the object is the message

    def method_of(self, instance: Instance, name: str) -> Optional[FunctionVal]:
        found = self.class_attribute(instance.cls, name)
        if isinstance(found, FunctionVal):
            return FunctionVal(found.scope, found.node, found.closure, bound=instance, owner=found.owner)
        return None

    # -- calls ----------------------------------------------------------------------------------
    def call_expression(self, call: cst.Call, frame: Frame) -> Val:
        value = self._call_expression(call, frame)
        if self.stop_at_starts is not None and isinstance(value, Unknown):
            key = id(frame.scope.index)
            site = self.stop_at_starts.get(key, {}).get(id(call))
            if site is not None and site.kind in (ProcessKind.POOL, ProcessKind.PROCESS_POOL_EXECUTOR):
                return PoolVal(site)
            made = self.executors_by_constructor.get(key, {}).get(id(call))
            if made is not None:
                if not self.muted:
                    # A new executor: its workers fork at its first task (``_fork_reached`` there).
                    self.executors_made.add(id(made))
                    self.executors_fresh.add(id(made))
                return PoolVal(made)
        return value

    def _call_expression(self, call: cst.Call, frame: Frame) -> Val:
        if self.stop_at_starts is not None:
            site = self._start_site(call, frame.scope)
            if site is not None:
                if self.recording:
                    self._fork_reached(site, frame)
                elif self.settings_met is not None:
                    self._handed_at(site, frame)
                else:
                    raise _Started(self._child_work(site, frame) if self.reading_child else None)
        func = call.func
        if isinstance(func, cst.Name) and func.value == "super" and not call.args and frame.function is not None:
            current = frame.function
            instance = current.bound if current.bound is not None else UNKNOWN
            return SuperVal(instance, current.owner)
        receiver: Val = UNKNOWN
        if isinstance(func, cst.Attribute):
            self.tick()
            receiver = self.ev(func.value, frame)
            if isinstance(receiver, GeneratorVal) and func.attr.value != "send":
                receiver = self.run_generator(receiver)  # ``gen.__next__()``, ``gen.close()``: it runs
            callee = self.attribute(receiver, func.attr.value, func)
        else:
            callee = self.ev(func, frame)
        args: List[Val] = []
        kwargs: Dict[str, Val] = {}
        for arg in call.args:
            value = self.ev(arg.value, frame)
            if arg.star == "*" and isinstance(value, GeneratorVal):
                value = self.run_generator(value)
            if arg.star == "*":
                args.extend(value.items if isinstance(value, Seq) else [])
            elif arg.star == "**":
                if isinstance(value, MappingVal):
                    kwargs.update({str(key): item for key, item in value.items.items()})
            elif arg.keyword is not None:
                kwargs[arg.keyword.value] = value
            else:
                args.append(value)
        if isinstance(receiver, GeneratorVal) and _is_coroutine(receiver) and receiver.yielded is None:
            # ``log = c.send(("pour", 2, 512))``: the coroutine resumes from its last ``yield`` to the next.
            return self.resume(receiver, args[0] if args else UNKNOWN)
        if isinstance(receiver, GeneratorVal):
            # ``writer.send(nightly)``: it runs now, its ``yield`` expressions giving what was sent.
            self.run_generator(receiver, sent=args[0] if args else UNKNOWN)
            return UNKNOWN
        if isinstance(callee, Qualified) and callee.name == "builtins.next" and args \
                and isinstance(args[0], GeneratorVal) and args[0].yielded is None and _is_coroutine(args[0]):
            args[0].primed = True  # ``next(writer)`` primes a coroutine: its work runs at the first send
            return UNKNOWN
        if not _keeps_generators_lazy(callee) and any(
                isinstance(value, GeneratorVal) for value in (*args, *kwargs.values())):
            # Handed to anything but the project's own code (``next(items)``, ``pool.imap(check, items)``,
            # ``torch.stack(list(rows))``), a generator is iterated there: its body runs now.
            args = [self.run_generator(value) if isinstance(value, GeneratorVal) else value for value in args]
            kwargs = {key: self.run_generator(value) if isinstance(value, GeneratorVal) else value
                      for key, value in kwargs.items()}
        if (self.pools_after_work or self.spawn_pools or self.cuda_pools or self.executors_unforked
                or self.executor_handoffs or self.unguarded_executors) and self.stop_at_starts is not None:
            pool = self.task_calls.get(id(frame.scope.index), {}).get(id(call))
            handed = args
            if pool is None and isinstance(func, cst.Attribute):
                # The pool as a value, wherever it went: a method on it, or an event loop's executor.
                if isinstance(receiver, PoolVal) and func.attr.value in POOL_SUBMIT_METHODS:
                    pool = receiver.site
                elif func.attr.value == "run_in_executor" and args and isinstance(args[0], PoolVal):
                    pool, handed = args[0].site, args[1:]
            if pool is not None and id(pool) in self.executors_unforked and not self.muted:
                self._executor_forks(pool)
            if pool is not None and id(pool) in self.executor_handoffs and not self.muted and self.home_statements:
                self._executor_hands_over(pool, call)
            if pool is not None and id(pool) in self.unguarded_executors:
                self._unguarded_executor_tasked(pool)
            if pool is not None and id(pool) in self.spawn_pools:
                self._tasks_pickled(pool, call, handed, kwargs)
            if pool is not None and (id(pool) in self.pools_after_work or id(pool) in self.cuda_pools):
                self._tasks_handed(pool, call, handed, kwargs)
        if isinstance(func, cst.Attribute) and func.attr.value == "run_in_executor" and len(args) >= 2 \
                and (args[0] == Const(None) or isinstance(args[0], ThreadPoolVal)):
            # ``loop.run_in_executor(None, gram, rows)``: on a thread of the loop's default pool.
            return FutureVal(self._run_on_a_thread(args[1], list(args[2:]), {}, call))
        if isinstance(func, cst.Attribute) and func.attr.value == "enter_context" and len(args) == 1 \
                and not isinstance(receiver, ExitStackVal):
            return self.enter(args[0], call)  # ``ExitStack.enter_context(pool)`` of a stack fixmp does not hold
        if isinstance(func, cst.Attribute) and func.attr.value == "start" and not args \
                and isinstance(receiver, Instance) and isinstance(callee, Unknown) \
                and self.torch_bases(receiver.cls) & PROCESS_CLASSES:
            # ``b.start()`` of a Process subclass made through a value no start site names (a class a
            # registry holds, ``BIDDERS[kind](...)``): its child runs the instance's ``run()``.
            run = self.method_of(receiver, "run")
            bases = self.torch_bases(receiver.cls)
            method = next((CONTEXT_PROCESS_CLASSES[base] for base in sorted(bases) if base in CONTEXT_PROCESS_CLASSES),
                          None)
            if run is not None:
                self._process_started_through_a_value(ProcessVal(run, Seq([]), method), call, receiver)
            return UNKNOWN
        if isinstance(receiver, ClassVal) and isinstance(func, cst.Attribute) and func.attr.value == "__subclasses__":
            # ``Command.__subclasses__()``: the classes defined so far whose own bases name it, in the order
            # their class statements ran.
            return Seq([cls for cls in self.classes_made.values()
                        if any(base.node is receiver.node for base in self.bases(cls))], True)
        if isinstance(receiver, ContextVal) and isinstance(func, cst.Attribute):
            if func.attr.value == "Process":
                return _process_value(args, kwargs, receiver.method)
            made = self._primitive(func.attr.value, kwargs, call, receiver) \
                if func.attr.value in SEMLOCK_PRIMITIVES else None
            return made if made is not None else UNKNOWN
        if isinstance(func, cst.Attribute) and isinstance(callee, Unknown) \
                and isinstance(receiver, (Tensor, Array, Optimizer, Layer, Instance, Seq, MappingVal, Arguments, PathVal,
                                          FileVal, ConfigVal, ProcessVal, SchedulerVal, ExitStackVal, ThreadVal,
                                          ThreadPoolVal, FutureVal)):
            return self.method_call(receiver, func.attr.value, args, kwargs, call)
        if isinstance(func, cst.Attribute) and isinstance(receiver, Const) and isinstance(receiver.value, str) \
                and func.attr.value in STRING_METHODS and not kwargs and all(isinstance(arg, Const) for arg in args) \
                and not any(arg.star for arg in call.args):
            # ``spec.partition(":")`` of a ``module:function`` spec read from a settings file: its parts. (Not
            # ``"{normalization}".format(**options)``: what a starred argument holds is not all known.)
            return string_method(receiver.value, func.attr.value, [cast(Const, arg).value for arg in args])
        if isinstance(func, cst.Attribute) and isinstance(callee, Unknown) and func.attr.value in PLAIN_METHODS \
                and not (isinstance(callee, Foreign) and callee.name.rpartition(".")[0] == "logging.getLogger"
                         and func.attr.value in (*LOG_LEVELS, "setLevel")):
            return UNKNOWN  # a string's, a list's, a queue's method: no torch work (a logger's may render objects)
        return self.call(callee, args, kwargs, call)

    def call(self, callee: Val, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        if isinstance(callee, FunctionVal):
            key = _memo_key(args, kwargs) if callee.memo is not None else None
            if callee.memo is not None and key is not None and key in callee.memo:
                return callee.memo[key]  # ``@lru_cache``: a second ``context_for("spawn")`` runs nothing
            result = self.inline(callee, args, kwargs, node)
            if callee.memo is not None and key is not None and not self.muted:
                callee.memo[key] = result
            return result
        if isinstance(callee, ManagerFactory):
            return PendingManager(callee.function, args, kwargs)
        if isinstance(callee, Wrapped):
            self.enter(callee.manager, node)
            return self.call(callee.function, args, kwargs, node)
        if isinstance(callee, Dispatch):
            if callee.registering is not None:
                return self._register_overload(callee, args)
            return self.call(self._overload(callee, args), args, kwargs, node)
        if isinstance(callee, PendingManager) and len(args) == 1 and isinstance(args[0], FunctionVal) and not kwargs:
            return Wrapped(args[0], callee)  # a ``@contextmanager`` function's manager used as a decorator
        if isinstance(callee, ClassVal):
            return self.construct(callee, args, kwargs, node)
        if isinstance(callee, PartialVal):
            return self.call(callee.func, callee.args + args, {**callee.kwargs, **kwargs}, node)
        if isinstance(callee, Instance):
            if callee.on_gpu:
                self.cuda("a call of a model on the GPU", node)
            bases = self.torch_bases(callee.cls)
            method = self.method_of(callee, "__call__")
            if method is None and "contextlib.ContextDecorator" in bases and len(args) == 1 and not kwargs:
                return Wrapped(args[0], callee)  # ``@Timer("eval")``: the function, run inside the manager
            if method is None and any(base.startswith("torch.nn") for base in bases):
                method = self.method_of(callee, "forward")
                if method is not None and id(callee) in self.forward_hooks:
                    # A model of the project called: its forward, then each forward hook with
                    # (module, inputs, output), whose result other than None replaces the output.
                    output = self.call(method, args, kwargs, node)
                    for hook in list(self.forward_hooks[id(callee)]):
                        hooked = self.call(hook, [callee, Seq(list(args), True), output], {}, node)
                        output = output if hooked == Const(None) or isinstance(hooked, Unknown) else hooked
                    return output
            if method is None:
                self.may_work("a call of an object fixmp cannot read", node)
                return UNKNOWN
            return self.call(method, args, kwargs, node)
        if isinstance(callee, Layer):
            return self.forward(callee, args[0] if args else UNKNOWN, node,
                                offsets=args[1] if len(args) > 1 else kwargs.get("offsets"))
        if isinstance(callee, Qualified):
            return self.library_call(callee.name, args, kwargs, node)
        if isinstance(callee, Foreign):
            owner, _, called = callee.name.rpartition(".")
            if owner == "logging.getLogger" and called in LOG_LEVELS:
                self.logged(called, args, node)
                return Const(None)
            if owner == "logging.getLogger" and called == "setLevel" and args:
                self.log_level = _log_level(args[0])
                return Const(None)
            made = _foreign(callee.name, args, kwargs)
            if isinstance(made, Foreign):
                return made  # ``counts.update(words)``, ``pattern.findall(text)``: no torch work
        self.may_work("a call fixmp cannot follow", node)
        return UNKNOWN

    def _register_overload(self, registrar: Dispatch, args: List[Val]) -> Val:
        """``@dispatch.register`` (the type read from the annotation) or ``@dispatch.register(T)``."""
        if isinstance(registrar.registering, Unknown) and args and isinstance(args[0], (ClassVal, Qualified)):
            return Dispatch(registrar.base, registrar.overloads, registering=args[0])
        if args:
            kind = None if isinstance(registrar.registering, Unknown) else registrar.registering
            registrar.overloads.append((kind, args[0]))
            return args[0]
        return UNKNOWN

    def _dispatch_method(self, found: FunctionVal, owner: Instance, name: str) -> Dispatch:
        """A ``functools.singledispatchmethod`` read on an instance: its base and the methods of the same
        class body registered on it (``@absorb.register``, ``@absorb.register(int)``), each bound to it."""
        base = FunctionVal(found.scope, found.node, found.closure, bound=owner, owner=found.owner)
        dispatch = Dispatch(base, method=True)
        body = found.owner.node.body.body if found.owner is not None else ()
        for statement in body:
            if not isinstance(statement, cst.FunctionDef):
                continue
            for decorator in statement.decorators:
                expression = decorator.decorator
                called = expression.func if isinstance(expression, cst.Call) else expression
                if dotted_name(called) != f"{name}.register":
                    continue
                registered: Optional[Val] = None
                if isinstance(expression, cst.Call) and expression.args:
                    self.muted += 1
                    try:
                        registered = self.ev(expression.args[0].value, Frame(found.scope, found.scope.values))
                    finally:
                        self.muted -= 1
                overload = FunctionVal(found.scope, statement, found.closure, bound=owner, owner=found.owner)
                dispatch.overloads.append((registered, overload))
        return dispatch

    def _overload(self, dispatch: Dispatch, args: List[Val]) -> Val:
        """The overload a call of a ``singledispatch`` function runs, by its first argument's type: one
        registered for the argument's class (or a base of it), ``torch.nn.Module`` for a model,
        ``torch.Tensor`` for a tensor, a builtin for a constant or a collection; else the base."""
        if not args:
            return dispatch.base
        names, classes = self._type_names(args[0])
        for registered, overload in dispatch.overloads:
            kind = registered if registered is not None else self._annotated_type(overload, dispatch.method)
            if isinstance(kind, ClassVal) and any(kind.node is cls.node for cls in classes):
                return overload
            if isinstance(kind, Qualified) and kind.name in names:
                return overload
        return dispatch.base

    def _type_names(self, value: Val) -> Tuple[Set[str], List[ClassVal]]:
        if isinstance(value, Instance):
            classes = [value.cls]
            for cls in classes[:8]:
                classes.extend(self.bases(cls))
            names = self.torch_bases(value.cls)
            if any(name.startswith("torch.nn") for name in names):
                names |= {"torch.nn.Module", "torch.nn.modules.module.Module"}
            return names, classes
        if isinstance(value, Layer):
            return {"torch.nn.Module", "torch.nn.modules.module.Module"}, []
        if isinstance(value, Tensor):
            return {"torch.Tensor"}, []
        if isinstance(value, Const) and value.value is not None:
            return {f"builtins.{type(value.value).__name__}"}, []
        if isinstance(value, Seq):
            return {"builtins.list", "builtins.tuple", "collections.abc.Sequence", "typing.Sequence"}, []
        if isinstance(value, MappingVal):
            return {"builtins.dict", "collections.abc.Mapping", "typing.Mapping", "typing.Dict"}, []
        return set(), []

    def _annotated_type(self, overload: Val, method: bool = False) -> Val:
        if not isinstance(overload, FunctionVal) or not isinstance(overload.node, cst.FunctionDef):
            return UNKNOWN
        params = [*overload.node.params.posonly_params, *overload.node.params.params][1 if method else 0:]
        if not params or params[0].annotation is None:
            return UNKNOWN
        self.muted += 1
        try:
            return self.ev(params[0].annotation.annotation, Frame(overload.scope, overload.scope.values))
        finally:
            self.muted -= 1

    def default_of(self, param: cst.Param, definition: Frame) -> Val:
        """A parameter's default: the one value its ``def`` made (``registry={}`` that every call fills,
        read back as ``stage.__defaults__[0]``), else read now, its work not run again."""
        assert param.default is not None
        if id(param) not in self.defaults:
            self.muted += 1
            try:
                self.defaults[id(param)] = self.ev(param.default, definition)
            finally:
                self.muted -= 1
        return self.defaults[id(param)]

    def inline(self, function: FunctionVal, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        if self.depth >= MAX_CALL_DEPTH:
            self.unsized("a call deeper than fixmp follows", node)
            return UNKNOWN
        names: Dict[str, Val] = {}
        definition = Frame(function.scope, function.scope.values, closure=function.closure)
        params = function.node.params
        positional = [*params.posonly_params, *params.params]
        given = ([function.bound] if function.bound is not None else []) + list(args)
        for position, param in enumerate(positional):
            name = param.name.value
            if position < len(given):
                names[name] = given[position]
            elif name in kwargs:
                names[name] = kwargs.pop(name)
            elif param.default is not None:
                names[name] = self.default_of(param, definition)
            else:
                names[name] = UNKNOWN
        if isinstance(params.star_arg, cst.Param):
            names[params.star_arg.name.value] = Seq(given[len(positional):])
        for param in params.kwonly_params:
            if param.name.value in kwargs:
                names[param.name.value] = kwargs.pop(param.name.value)
            elif param.default is not None:
                names[param.name.value] = self.default_of(param, definition)
            else:
                names[param.name.value] = UNKNOWN
        if params.star_kwarg is not None:
            names[params.star_kwarg.name.value] = MappingVal(_keyed(kwargs))
        frame = Frame(function.scope, names, closure=function.closure, function=function)
        self.left_states.pop(id(frame), None)  # (a frame run elsewhere before, whose ``id`` this one reuses)
        generator = isinstance(function.node, cst.FunctionDef) and is_generator(function.scope.index, function.node)
        if generator and isinstance(function.node, cst.FunctionDef):
            consumer = self.yield_consumers.pop(id(node), None)
            if consumer is None and self.running_program and not function.node.asynchronous \
                    and all(function.node is not entered for entered in self.entering):
                return GeneratorVal(function, frame)  # (run where it is iterated: ``run_generator``)
            # Its body is run now, to its end: the work before each ``yield`` runs before the loop body
            # that gets the value (the first item's, at least), and the loop binds what it yielded. A
            # ``for`` that calls it here runs its body at each ``yield`` instead (``yield_consumers``).
            frame.yielded = []
            frame.on_yield = consumer
        label = self._label(function)
        self.depth += 1
        self.via.append(label)
        try:
            if isinstance(function.node, cst.Lambda):
                return self.ev(function.node.body, frame)
            self.run_suite(function.node.body, frame)
        except _Raised:
            raise
        except _Return as returned:
            if not generator:
                return _on_the_gpu_if_it_may_be(returned.value, frame.maybe_returned)
        finally:
            self.depth -= 1
            self.via.pop()
            left = self.left_states.pop(id(frame), None)
            if left:
                # The paths that returned early under a test fixmp could not decide meet the last one here.
                self.restore_parent(functools.reduce(ParentState.join, [*left, self.parent_state()]))
        if frame.yielded is not None:
            return Seq(frame.yielded, complete=False)
        return _on_the_gpu_if_it_may_be(Const(None), frame.maybe_returned)

    def run_generator(self, generator: GeneratorVal, consumer: Optional[Callable[[Val], None]] = None,
                      sent: Optional[Val] = None) -> Seq:
        """Iterate a generator the program made earlier: its body runs now, to its end (the work before
        each ``yield`` runs before the item is consumed; ``consumer``, a ``for``'s body, runs at each
        ``yield``), and what it yielded is its items. Its body runs once: a later pass (the rest after a
        ``next(items)`` that peeked the first) gets those items again, as values, nothing run twice."""
        if generator.yielded is not None:
            return generator.yielded
        frame = generator.frame
        frame.yielded = []
        frame.on_yield = consumer
        frame.sent = sent
        generator.yielded = Seq(frame.yielded, complete=False)
        if self.depth >= MAX_CALL_DEPTH:
            self.unsized("a call deeper than fixmp follows", generator.function.node)
            return generator.yielded
        self.depth += 1
        self.via.append(self._label(generator.function))
        try:
            assert isinstance(generator.function.node, cst.FunctionDef)  # (a lambda has no yield)
            self.run_suite(generator.function.node.body, frame)
        except _Raised:
            raise
        except _Return:
            pass
        finally:
            self.depth -= 1
            self.via.pop()
        return generator.yielded

    def resume(self, coroutine: GeneratorVal, sent: Val) -> Val:
        """``c.send(value)`` of a coroutine (``op, a, b = yield log``): its body is replayed from the start
        on its arguments, each ``yield`` giving what was sent in turn, quietly up to the one the latest
        ``send`` resumes (what ran before ran at the earlier sends), then up to the next ``yield``, whose
        value ``send`` returns."""
        if coroutine.start is None:
            coroutine.start = dict(coroutine.frame.names or {})
        coroutine.sends.append(sent)
        if len(coroutine.sends) > MAX_ITEMS or self.depth >= MAX_CALL_DEPTH:
            return UNKNOWN
        # (``next()`` ran it to its first ``yield``: ``send`` number n resumes ``yield`` number n - 1, which
        # gives that send's value.)
        sends: List[Val] = list(coroutine.sends)
        frame = Frame(coroutine.frame.scope, dict(coroutine.start), closure=coroutine.frame.closure,
                      function=coroutine.frame.function, yielded=[], sends=sends)
        self.muted += 1
        self.depth += 1
        self.via.append(self._label(coroutine.function))
        try:
            assert isinstance(coroutine.function.node, cst.FunctionDef)
            self.run_suite(coroutine.function.node.body, frame)
        except _Suspended as suspended:
            return suspended.value
        except _Return:
            pass
        finally:
            if frame.yields_passed < len(sends):
                self.muted -= 1  # (it ended, or raised, before the latest ``send``'s ``yield``)
            self.depth -= 1
            self.via.pop()
        return UNKNOWN

    def _label(self, function: FunctionVal) -> str:
        if isinstance(function.node, cst.Lambda):
            return "a lambda"
        owner = f"{function.owner.node.name.value}." if function.owner is not None else ""
        return f"{owner}{function.node.name.value}()"

    def construct(self, cls: ClassVal, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        bases = self.torch_bases(cls)  # (evaluated once: construct is on every path)
        if bases & ENUM_BASES:
            # ``Backend("processes")``: the member of that value (unknown for a value fixmp cannot tell).
            wanted = args[0] if len(args) == 1 and not kwargs else UNKNOWN
            for name in self._enum_names(cls):
                member = self._enum_member(cls, name)
                value = member.attributes.get("value") if member is not None else None
                if member is not None and isinstance(wanted, Const) and isinstance(value, Const) \
                        and value.value == wanted.value:
                    return member
            return wanted if isinstance(wanted, Instance) and wanted.cls is cls else UNKNOWN
        meta = self.metaclass_of(cls) if not (self.plain_constructions and self.plain_constructions[-1] is cls) \
            else None
        called = self.class_attribute(meta, "__call__") if meta is not None else None
        if isinstance(called, FunctionVal) and isinstance(called.node, cst.FunctionDef):
            # ``class WindChest(metaclass=Settling)``: calling the class runs ``Settling.__call__(cls, ...)``,
            # whose ``super().__call__`` makes the instance (then it may work on it: ``instance.settle()``).
            self.metaclass_calls.append(cls)
            try:
                return self.call(FunctionVal(called.scope, called.node, called.closure, bound=cls, owner=called.owner),
                                 args, kwargs, node)
            finally:
                self.metaclass_calls.pop()
        if self.stop_at_starts is not None and isinstance(node, cst.Call):
            pool_class = next((base for base in sorted(bases) if base in POOL_CLASSES), None)
            if pool_class is not None:
                # ``class LabelledExecutor(ProcessPoolExecutor)``: a pool of the project's own class.
                instance = Instance(cls)
                init = self.method_of(instance, "__init__")
                if init is not None:
                    self.call(init, args, kwargs, node)
                pool = self._pool_made_through_a_value(pool_class, kwargs, node)
                if isinstance(pool, PoolVal):
                    pool.instance = instance
                if pool is not None:
                    return pool
                return instance
        new = self.class_attribute(cls, "__new__")
        if isinstance(new, FunctionVal) and isinstance(new.node, cst.FunctionDef) and "builtins.type" not in bases:
            # ``__new__(cls, ...)`` decides what the call gives (a singleton's one instance, made by
            # ``super().__new__(cls)`` on first use); ``__init__`` then runs on it where it is of the class.
            made = self.call(FunctionVal(new.scope, new.node, new.closure, bound=cls, owner=new.owner),
                             args, kwargs, node)
            if isinstance(made, Instance) and cls in self.mro(made.cls):
                init = self.method_of(made, "__init__")
                if init is not None:
                    self.call(init, args, kwargs, node)
            return made
        instance = Instance(cls)
        if is_dataclass(cls.node) or bases & {"typing.NamedTuple", "typing_extensions.NamedTuple"}:
            # (A ``typing.NamedTuple`` class binds its annotated fields in order, as a dataclass does.)
            self._dataclass_fields(instance, args, kwargs)
            post_init = self.method_of(instance, "__post_init__")
            if post_init is not None:
                self.call(post_init, [], {}, node)
            return instance
        init = self.method_of(instance, "__init__")
        if init is not None:
            self.call(init, args, kwargs, node)
        elif "builtins.dict" in bases and len(args) <= 1:
            # ``class Section(dict)`` made from a mapping or keywords (``Registry(herg=...)``): dict's own
            # constructor copies its entries.
            given = args[0] if args else MappingVal({})
            if isinstance(given, MappingVal):
                entries: Dict[Union[str, int], Val] = dict(given.items)
                entries.update(kwargs)
                instance.entries = MappingVal(entries, given.complete)
        return instance

    def _heap(self, name: str, heap: Seq, args: List[Val]) -> Val:
        """``heapq.heappush(queue, job)`` / ``heappop(queue)`` of a list: pushed at the end, and the least
        item popped, where each item's order is known (a number or string; an ``order=True`` dataclass's
        first field): a scheduler running its jobs in order of their due time."""
        if name == "heapq.heappush":
            if args and len(heap.items) < 4 * MAX_ITEMS:
                heap.items.append(args[0])
            return UNKNOWN
        if not heap.items:
            return UNKNOWN
        least = _least_position(heap.items)
        if least is None:
            return UNKNOWN
        return heap.items.pop(least) if heap.complete and not self.muted else heap.items[least]

    def _scheduler_method(self, timeline: SchedulerVal, name: str, args: List[Val], kwargs: Dict[str, Val],
                          node: cst.CSTNode) -> Val:
        """``enter(delay, priority, action, argument=(), kwargs={})`` (or ``enterabs``) records an event;
        ``run()`` calls the events in order of time, then priority, then entry, where every time and
        priority is a known number (else in the order they were entered)."""
        if name in ("enter", "enterabs"):
            defaults: List[Tuple[str, Val]] = [("delay" if name == "enter" else "time", UNKNOWN), ("priority", UNKNOWN),
                                               ("action", UNKNOWN), ("argument", Seq([])), ("kwargs", MappingVal({}))]
            parts: List[Val] = [args[position] if position < len(args) else kwargs.get(keyword, default)
                                for position, (keyword, default) in enumerate(defaults)]
            if len(timeline.events) < 4 * MAX_ITEMS:
                timeline.events.append((parts[0], parts[1], parts[2], parts[3], parts[4]))
            return UNKNOWN
        if name != "run":
            return UNKNOWN
        events = list(timeline.events)
        keys = [(_order_key(time), _order_key(priority)) for time, priority, *_ in events]
        if all(None not in key and not isinstance(key[0], str) and not isinstance(key[1], str) for key in keys):
            order = sorted(range(len(events)), key=lambda position: (cast(Any, keys[position]), position))
            events = [events[position] for position in order]
        if not self.muted:
            timeline.events.clear()
        for _, _, action, argument, keywords in events:
            self.call(action, list(argument.items) if isinstance(argument, Seq) else [],
                      {str(key): value for key, value in keywords.items.items()}
                      if isinstance(keywords, MappingVal) else {}, node)
        return Const(None)

    def _dataclass_fields(self, instance: Instance, args: List[Val], kwargs: Dict[str, Val]) -> None:
        position = 0
        for statement in instance.cls.node.body.body:
            if not isinstance(statement, cst.SimpleStatementLine):
                continue
            for small in statement.body:
                if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                    name = small.target.value
                    if position < len(args):
                        value = args[position]
                    elif name in kwargs:
                        value = kwargs[name]
                    elif isinstance(small.value, cst.Call) and dotted_name(small.value.func) in ("field",
                                                                                          "dataclasses.field") \
                            and keyword_arg(small.value, "default") is not None:
                        self.muted += 1
                        try:
                            value = self.ev(keyword_arg(small.value, "default"), Frame(instance.cls.scope, {}))
                        finally:
                            self.muted -= 1
                    elif isinstance(small.value, cst.Call) and dotted_name(small.value.func) in ("field",
                                                                                          "dataclasses.field") \
                            and keyword_arg(small.value, "default_factory") is not None:
                        # ``field(default_factory=causal_mask)``: the factory runs for each instance built.
                        factory = self.ev(keyword_arg(small.value, "default_factory"), Frame(instance.cls.scope, {}))
                        value = self.call(factory, [], {}, small.value)
                    else:
                        self.muted += 1
                        try:
                            value = self.ev(small.value, Frame(instance.cls.scope, {})) if small.value else UNKNOWN
                        finally:
                            self.muted -= 1
                    instance.attributes[name] = value
                    position += 1

    # -- what torch does ------------------------------------------------------------------------
    def work(self, what: str, node: cst.CSTNode) -> None:
        """Parallel work met: the answer, unless muted (import-time code read for a value) or after the
        parent made itself single-threaded."""
        if self.muted or self.single_threaded or self.ignoring_work:
            return
        if self.on_other_thread and not self.strict and not self.recording:
            return  # (asked for the parent's work: a thread's is on its own pool; the program run keeps it there)
        line = 0
        scope = self._scope_of(node)
        try:
            line = scope.index.line(node)
        except Exception:  # noqa: BLE001 - a position is only for the message
            line = 0
        found = Found(f"{what} at {scope.file_name}:{line}", tuple(self.via),
                      anchor=self.home_statements[-1] if self.home_statements else None,
                      operation=node if scope is self.home else None,
                      kernel=what if scope is self.home else f"{what} in {scope.file_name}")
        if self.recording:
            self.first_work = self.first_work or found
            return
        raise _Work(found)

    def cuda(self, what: str, node: cst.CSTNode) -> None:
        """A call that initialises CUDA (``.cuda()``, ``.to("cuda")``, a ``torch.cuda`` query, a tensor
        made on the GPU): the parent's first, in the program run; a child's, when seeking one."""
        if self.muted:
            return
        scope = self._scope_of(node)
        try:
            line = scope.index.line(node)
        except Exception:  # noqa: BLE001 - a position is only for the message
            line = 0
        found = Found(f"{what} at {scope.file_name}:{line}", tuple(self.via))
        if self.seeking_cuda:
            raise _Work(found)
        if self.recording and self.first_cuda is None:
            self.first_cuda = found

    def _scope_of(self, node: cst.CSTNode) -> ModuleScope:
        for scope in (self.home, *self.scopes.values()):
            if node in scope.index.parents or node is scope.index.module:
                return scope
        return self.home

    def over_grain(self, tensor: Val, what: str, node: cst.CSTNode, grain: int = PARALLEL_GRAIN) -> None:
        if isinstance(tensor, Tensor) and tensor.numel is not None:
            if tensor.numel > grain:
                self.work(f"{what} over {tensor.numel:,} elements", node)
        else:
            self.unsized(what, node)

    def unsized(self, what: str, node: cst.CSTNode) -> None:
        """An operation on a tensor of unknown size: work, where proving a piece serial."""
        if self.on_other_thread and not self.strict:
            return
        if not self.muted and not self.single_threaded:
            self.unsized_met += 1  # (a task read through is shown clean only if it met none)
        if self.proving:
            self.may_work(f"{what} of a size fixmp cannot tell", node)

    def over_rows(self, tensor: Val, dim: Optional[int], what: str, node: cst.CSTNode) -> None:
        """A kernel parallel over the slices along ``dim`` (the last by default): work from two on."""
        if not isinstance(tensor, Tensor) or not tensor.shape or tensor.numel is None:
            self.unsized(what, node)
            return
        size = tensor.shape[dim if dim is not None and -len(tensor.shape) <= dim < len(tensor.shape) else -1]
        if size and tensor.numel // size > 1:
            self.work(f"{what} over {tensor.numel // size:,} rows", node)

    def elementwise(self, tensor: Val, what: str, node: cst.CSTNode, operation: str = "") -> Val:
        """An element-wise ``operation`` (``exp``, ``mul``...) over ``tensor``: work above its grain
        (``fixmp.knowledge.torch_ops``)."""
        self.over_grain(tensor, what, node, elementwise_grain(operation))
        return tensor if isinstance(tensor, Tensor) else Tensor(None)

    def operator_call(self, left: Val, right: Val, dunder: Optional[str], node: cst.CSTNode,
                      in_place: bool = False) -> Optional[Val]:
        """``left <op> right`` where a class of the project defines the operator, as Python looks for it:
        ``left``'s ``__iadd__`` (for ``+=``), then its ``__add__``, then ``right``'s ``__radd__``. None
        where neither operand's class defines it."""
        if dunder is None:
            return None
        tried = [(left, right, f"__i{dunder[2:]}")] if in_place else []
        tried += [(left, right, dunder), (right, left, f"__r{dunder[2:]}")]
        for owner, other, name in tried:
            method = self.method_of(owner, name) if isinstance(owner, Instance) else None
            if method is not None:
                return self.call(method, [other], {}, node)
        return None

    def binary(self, left: Val, right: Val, node: cst.CSTNode) -> Val:
        if any(isinstance(side, Tensor) and side.on_gpu for side in (left, right)):
            self.cuda("arithmetic on a tensor on the GPU", node)
            with self._on_the_gpu():
                return _moved(self.binary(_moved(left, False), _moved(right, False), node))
        if isinstance(left, PathVal) and isinstance(getattr(node, "operator", None), cst.Divide):
            joined = self.path_of(right)
            return PathVal(posixpath.normpath(posixpath.join(left.path, joined))) if joined is not None else UNKNOWN
        operator = getattr(node, "operator", None)
        if isinstance(left, Foreign) and left.name.startswith(CLOCKS) and isinstance(right, Const) \
                and isinstance(right.value, (int, float)) and isinstance(operator, (cst.Add, cst.Subtract)):
            base = left.offset if isinstance(left, ClockReading) else 0.0
            return ClockReading(left.name, base + (right.value if isinstance(operator, cst.Add) else -right.value))
        if isinstance(left, Const) and isinstance(left.value, str) and isinstance(operator, cst.Modulo) \
                and not isinstance(right, Const):
            self.formatted(left.value, right.items if isinstance(right, Seq) else [right], node)
            return UNKNOWN  # ``"%r" % (recipe,)``: each object's ``__repr__`` / ``__str__`` ran
        if isinstance(left, Const) and isinstance(right, Const):
            return arithmetic(left.value, right.value, node)
        if isinstance(left, Seq) and isinstance(right, Seq) and isinstance(operator, (cst.Add, cst.AddAssign)):
            # ``layers += [nn.Linear(d, d), nn.GELU()]``: the lists joined (the model built from them).
            return Seq((left.items + right.items)[:4 * MAX_ITEMS], left.complete and right.complete)
        if isinstance(operator, cst.Multiply) and (isinstance(left, Seq) or isinstance(right, Seq)):
            # ``(axis,) * 3``, ``[0.0] * n``: the items repeated.
            items, times = (left, int_of(right)) if isinstance(left, Seq) else (right, int_of(left))
            assert isinstance(items, Seq)
            if times is None:
                return Seq(list(items.items), False)
            # (Never built past what is kept: ``[0] * (10 ** 8)``.)
            kept = items.items * min(max(times, 0), 4 * MAX_ITEMS + 1)
            return Seq(kept[:4 * MAX_ITEMS], items.complete and len(items.items) * max(times, 0) <= 4 * MAX_ITEMS)
        if isinstance(left, Tensor) or isinstance(right, Tensor):
            shape = broadcast(left, right)
            return self.elementwise(Tensor(shape), "element-wise arithmetic", node)
        if isinstance(left, Array) or isinstance(right, Array):
            return Array(broadcast(as_tensor_value(left), as_tensor_value(right)))
        return UNKNOWN

    def matmul(self, left: Val, right: Val, node: cst.CSTNode) -> Val:
        if any(isinstance(side, Tensor) and side.on_gpu for side in (left, right)):
            self.cuda("a matmul of a tensor on the GPU", node)
            with self._on_the_gpu():
                return _moved(self.matmul(_moved(left, False), _moved(right, False), node))
        if isinstance(left, Tensor) and isinstance(right, Tensor) and left.shape and right.shape:
            dims = matmul_dims(left.shape, right.shape)
            if dims is not None:
                rows, inner, columns, result = dims
                if matmul_is_parallel(rows, inner, columns):
                    self.work(f"a {rows}x{inner} @ {inner}x{columns} matmul", node)
                return Tensor(result)
        if isinstance(left, Tensor) or isinstance(right, Tensor):
            self.may_work("a matmul of unknown size", node, torch_op=True)
        return Tensor(None)

    def forward(self, layer: Layer, value: Val, node: cst.CSTNode, offsets: Optional[Val] = None) -> Val:
        output = self._forward(layer, value, node, offsets)
        for hook in list(layer.hooks[:MAX_ITEMS]):
            # A forward hook runs inside the call of the model (an exporter starting a process there).
            self.call(hook, [layer, Seq([value], True), output], {}, node)
        return output

    def _forward(self, layer: Layer, value: Val, node: cst.CSTNode, offsets: Optional[Val] = None) -> Val:
        if layer.on_gpu or (isinstance(value, Tensor) and value.on_gpu):
            self.cuda("a forward through a model on the GPU", node)
            with self._on_the_gpu():
                return _moved(self._forward(replace(layer, on_gpu=False), _moved(value, False), node, offsets))
        if layer.kind == "linear":
            if isinstance(value, Tensor) and value.shape:
                rows = 1
                for size in value.shape[:-1]:
                    rows *= size
                if matmul_is_parallel(rows, layer.sizes[0], layer.sizes[1]):
                    self.work(f"a forward through Linear({layer.sizes[0]}, {layer.sizes[1]}) on {rows} rows", node)
                return Tensor(value.shape[:-1] + (layer.sizes[1],))
            self.may_work("a Linear forward of unknown size", node, torch_op=True)
            return Tensor(None)
        if layer.kind == "conv":
            if isinstance(value, Tensor):
                self.work(f"a Conv{layer.sizes[3]}d forward", node)
            self.may_work("a convolution", node, torch_op=True)
            return Tensor(None)
        if layer.kind == "sequential":
            for part in layer.parts:
                value = self.call(part, [value], {}, node)
            return value
        if layer.kind == "activation":
            return self.elementwise(value, "an activation", node)
        if layer.kind in ("gelu", "softmax") and isinstance(value, Tensor):
            return self.method_call(value, layer.kind, [Const(size) for size in layer.sizes], {}, node)
        if layer.kind in ("layer_norm", "batch_norm", "recurrent", "embedding") and not isinstance(value, Tensor):
            self.may_work("a layer on an input fixmp cannot size", node, torch_op=True)
            return Tensor(None)
        if layer.kind == "layer_norm" and isinstance(value, Tensor):
            self.over_rows(value, -1, "a LayerNorm forward", node)
            return value
        if layer.kind == "batch_norm" and isinstance(value, Tensor):
            self.work("a BatchNorm forward", node)  # measured: 4 rows of 16 start the pool
            return value
        if layer.kind == "recurrent" and isinstance(value, Tensor):
            self.work("an LSTM/GRU/RNN forward", node)  # measured: one step of LSTM(8, 8) starts the pool
            return Seq([Tensor(value.shape[:-1] + (layer.sizes[1],) if value.shape and layer.sizes else None),
                        UNKNOWN])
        if layer.kind == "parallel":
            named = layer.parts[0] if layer.parts else None
            self.work(f"a {named.value if isinstance(named, Const) else 'pooling or attention'} forward", node)
            keeps_shape = isinstance(named, Const) and "Norm" in str(named.value)
            return Tensor(value.shape) if isinstance(value, Tensor) and keeps_shape else Tensor(None)
        if layer.kind == "embedding_bag":
            # Measured: one bag is serial; two bags (a 2x5 batch, or offsets [0, 5]) start the pool.
            bags = value.shape[0] if isinstance(value, Tensor) and value.shape and len(value.shape) == 2 else None
            if isinstance(offsets, Tensor) and offsets.shape and len(offsets.shape) == 1:
                bags = offsets.shape[0]  # a flat input cut into bags at these offsets
            if bags is None:
                self.may_work("an EmbeddingBag forward", node, torch_op=True)
            elif bags > 1:
                self.work(f"an EmbeddingBag forward over {bags} bags", node)
            return Tensor((bags, layer.sizes[1]) if bags and layer.sizes else None)
        if layer.kind == "cell":
            if isinstance(value, Tensor) and value.shape and layer.sizes:
                rows = value.numel // value.shape[-1] if value.numel else 0
                if matmul_is_parallel(rows, layer.sizes[0], layer.sizes[2] * layer.sizes[1]):
                    self.work(f"a recurrent cell forward on {rows} rows", node)
                return Tensor(value.shape[:-1] + (layer.sizes[1],))
            self.may_work("a recurrent cell forward of unknown size", node, torch_op=True)
            return Tensor(None)
        if layer.kind == "embedding" and isinstance(value, Tensor) and layer.sizes:
            if value.shape is None:
                return Tensor(None)
            gathered = Tensor(value.shape + (layer.sizes[1],))
            self.over_grain(gathered, "an Embedding lookup", node)
            return gathered
        self.may_work("a layer fixmp cannot size", node, torch_op=True)
        return Tensor(None)

    def gathered(self, source: Tensor, index: Tensor, dim: int, node: cst.CSTNode) -> Val:
        if source.shape is None or index.numel is None or not -len(source.shape) <= dim < len(source.shape):
            return Tensor(None)
        shape = list(source.shape)
        shape[dim] = index.numel
        result = Tensor(tuple(shape))
        self.over_grain(result, "an index gather", node)
        return result

    def library_call(self, name: str, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        short = name.rpartition(".")[2]
        if name == "os.fork":
            # The parent's side (the child's branch is read on its own, ``_forked_child_work``): a child's
            # pid, so that ``if pid: return pid`` returns and ``if pid == 0:`` is not the parent's.
            return Const(PARENT_SEES_PID)
        if name.startswith("builtins."):
            return self.builtin(short, args, kwargs, node)
        if name in LINUX_RESULTS and not args and not kwargs:
            return Const(LINUX_RESULTS[name])
        if name in ("os.environ.get", "os.getenv") and len(args) == 2 and self.reading_environment_defaults:
            return args[1]  # read as the program's code says when the variable is unset
        if name in ("os.environ.setdefault", "os.putenv") and len(args) == 2:
            self.set_environment(args[0], args[1])
            return UNKNOWN
        if name in ("argparse.ArgumentParser", "argparse.Namespace", "types.SimpleNamespace"):
            # A namespace made by hand holds its keyword arguments as attributes, as parsed options do.
            return Arguments(dict(kwargs) if name != "argparse.ArgumentParser" else {},
                             parser=name == "argparse.ArgumentParser")
        if name == "functools.singledispatch" and args and isinstance(args[0], FunctionVal):
            return Dispatch(args[0])
        if name in QUEUE_CLASSES:
            # A queue of jobs between the program's own threads or functions: a list taken from in order.
            return Seq([], True, taken=QUEUE_CLASSES[name])
        if name == "collections.deque":
            given = args[0] if args else kwargs.get("iterable")
            if given is None:
                return Seq([], True)
            return Seq(list(given.items), given.complete) if isinstance(given, Seq) else Seq([], False)
        if name == "collections.defaultdict":
            factory = args[0] if args else UNKNOWN
            return MappingVal({}, default=factory.name.rpartition(".")[2] if isinstance(factory, Qualified) else "dict",
                              factory=factory if isinstance(factory, (FunctionVal, PartialVal)) else None)
        if name in THREAD_POOLS:
            return ThreadPoolVal()
        if name == "asyncio.to_thread" and args:
            return FutureVal(self._run_on_a_thread(args[0], list(args[1:]), dict(kwargs), node))
        if name in ("asyncio.run", "asyncio.create_task", "asyncio.ensure_future", "asyncio.wait_for") and args:
            # (A coroutine of the program ran where it was called: this is what it returned.)
            return FutureVal(args[0]) if name != "asyncio.run" and not isinstance(args[0], FutureVal) else \
                args[0].value if isinstance(args[0], FutureVal) else args[0]
        if name == "asyncio.gather":
            return Seq([arg.value if isinstance(arg, FutureVal) else arg for arg in args], True)
        if name == "concurrent.futures.as_completed" and args and isinstance(args[0], Seq):
            return args[0]
        if name in ("threading.Thread", "threading.Timer"):
            # ``Thread(group, target, name, args, kwargs)``, ``Timer(interval, function, args, kwargs)``
            timer = name == "threading.Timer"
            target = kwargs.get("function" if timer else "target", args[1] if len(args) > 1 else None)
            handed = kwargs.get("args", args[2 if timer else 3] if len(args) > (2 if timer else 3) else Seq([]))
            keywords = kwargs.get("kwargs", args[3 if timer else 4] if len(args) > (3 if timer else 4) else MappingVal({}))
            if target is None or not isinstance(handed, Seq) or not isinstance(keywords, MappingVal):
                return UNKNOWN
            return ThreadVal(target, list(handed.items), {str(key): value for key, value in keywords.items.items()})
        if name == "collections.ChainMap" and all(isinstance(arg, MappingVal) for arg in args):
            # ``ChainMap(overrides, settings, DEFAULTS)``: a key reads from the first mapping holding it.
            # (Read as one merged mapping: a write to the chain, which goes to the first, is rare in settings.)
            maps = cast(List[MappingVal], args)
            merged: Dict[Union[str, int], Val] = {}
            for mapping in reversed(maps):
                merged.update(mapping.items)
            return MappingVal(merged, all(mapping.complete for mapping in maps))
        if name == "collections.OrderedDict" and not args:
            return MappingVal(_keyed(kwargs))
        if name == "collections.OrderedDict" and len(args) == 1 and isinstance(args[0], Seq):
            pairs = [item.items for item in args[0].items if isinstance(item, Seq) and len(item.items) == 2]
            keyed = {pair[0].value: pair[1] for pair in pairs
                     if isinstance(pair[0], Const) and isinstance(pair[0].value, (str, int))}
            return MappingVal(keyed, args[0].complete and len(keyed) == len(args[0].items))
        if name == "functools.reduce" and len(args) >= 2 and isinstance(args[1], Seq):
            items = list(args[1].items[:MAX_ITEMS])
            folded = args[2] if len(args) > 2 else (items.pop(0) if items else UNKNOWN)
            for item in items:  # ``reduce(torch.matmul, mats)``: the function on each pair, in order
                folded = self.call(args[0], [folded, item], {}, node)
            return folded
        if name in ("functools.partial",) and args:
            return PartialVal(args[0], args[1:], kwargs)
        if name in ("dataclasses.dataclass",):
            return args[0] if args else Qualified(name)
        if name in ("functools.lru_cache", "functools.cache", "memoizing-decorator") and args \
                and isinstance(args[0], FunctionVal):
            # ``lru_cache(f)`` / ``cache(f)`` / ``lru_cache(maxsize=None)(f)``: memoized (``maxsize=0``
            # caches nothing: that one is the identity decorator below).
            function = args[0]
            return FunctionVal(function.scope, function.node, function.closure, function.bound, function.owner,
                               function.attributes, function.static, memo={})
        if name == "functools.lru_cache":
            size = kwargs.get("maxsize", args[0] if args else None)
            caches = not (isinstance(size, Const) and size.value == 0)
            return Qualified("memoizing-decorator" if caches else "identity-decorator")
        if name in ("functools.wraps", "functools.cache"):
            return Qualified("identity-decorator") if name != "functools.cache" else (args[0] if args else UNKNOWN)
        if name == "identity-decorator":
            return args[0] if args else UNKNOWN
        if name == "library-init":
            return Const(None)
        if name == "type.__call__" and self.metaclass_calls:
            cls = self.metaclass_calls[-1]
            self.plain_constructions.append(cls)
            try:
                return self.construct(cls, args, kwargs, node)
            finally:
                self.plain_constructions.pop()
        if name == "type.__new__" and self.creating:
            return self.creating[-1]
        if name == "object.__new__":
            return Instance(args[0]) if args and isinstance(args[0], ClassVal) else UNKNOWN
        # (``set_start_method(method="spawn", force=True)``, ``get_context(method="spawn")``: by keyword too.)
        chosen = args[0] if args else kwargs.get("method")
        if short == "set_start_method" and isinstance(chosen, Const) and isinstance(chosen.value, str):
            force = kwargs.get("force", args[1] if len(args) > 1 else Const(False))
            forced = isinstance(force, Const) and force.value is True
            if self.importing and not self.muted:
                self.methods_at_import.append((chosen.value, forced))
            self._met_setting(chosen.value, forced, node, f"set_start_method({chosen.value!r})")
            return Const(None)
        package, _, api = name.rpartition(".")
        if package in MULTIPROCESSING and api == "get_context":
            if isinstance(chosen, Const) and isinstance(chosen.value, str):
                return ContextVal(chosen.value)
            if len(args) == 1 and args[0] == Const(None):
                # ``get_context(self.start_method)`` of a class attribute left None: the default context.
                self._met_setting(None, False, node, f"{api}()")
                return ContextVal(self.default_method)
        if package in MULTIPROCESSING and api == "Process":
            return _process_value(args, kwargs)
        if package in MULTIPROCESSING and api in SEMLOCK_PRIMITIVES:
            made = self._primitive(api, kwargs, node)
            self._met_setting(None, False, node, f"{api}()")  # the default context is fixed by its first use
            return made if made is not None else UNKNOWN
        if name in DEFAULT_CONTEXT_FIXERS and not args:
            allow_none = kwargs.get("allow_none", Const(False))
            if not (isinstance(allow_none, Const) and allow_none.value):
                self._met_setting(None, False, node, f"{api}()")
        if package in MULTIPROCESSING and api == "get_start_method" and not self.muted:
            # What the run has fixed (``if mp.get_start_method(allow_none=True) is None:`` before setting
            # it: a second call of such a helper sets nothing); None where nothing has fixed it yet.
            allow_none = kwargs.get("allow_none", args[0] if args else Const(False))
            if isinstance(allow_none, Const) and allow_none.value is True and not self.method_fixed:
                return Const(None)
            if isinstance(allow_none, Const) and allow_none.value in (True, False):
                return Const(self.default_method)
        if name == "contextlib.ExitStack" and not args:
            return ExitStackVal()
        if name == "contextlib.contextmanager" and args and isinstance(args[0], FunctionVal):
            return ManagerFactory(args[0])
        if name == "inspect.getmembers" and args and isinstance(args[0], ModuleVal):
            return _members(args[0], args[1] if len(args) > 1 else kwargs.get("predicate"))
        if name in ("heapq.heappush", "heapq.heappop") and args and isinstance(args[0], Seq):
            return self._heap(name, args[0], args[1:])
        if name == "sched.scheduler":
            return SchedulerVal()
        if name in ("inspect.signature", "typing.get_type_hints") and args and isinstance(args[0], FunctionVal):
            annotated = self._annotations(args[0])
            if name == "typing.get_type_hints":
                return MappingVal({key: parameter.values["annotation"] for key, parameter in annotated.items()
                                   if isinstance(parameter, Arguments)})
            # ``inspect.signature(cls.__init__).parameters``: each parameter's name and annotation (a
            # dependency injector building a constructor's arguments from their types).
            return Arguments({"parameters": MappingVal(dict(annotated))}, parser=False)
        if name == "atexit.register" and args:
            if self.running_program and not self.muted and self.home_statements and len(self.at_exit) < MAX_ITEMS:
                self.at_exit.append((args[0], list(args[1:]), dict(kwargs), self.home_statements[-1]))
            return args[0]  # (``@atexit.register`` leaves the function as it was)
        applier = APPLIES_TO_EACH_ITEM.get(name)
        if applier is not None and len(args) > max(applier.function, applier.items):
            return self.applied(applier, args[applier.function], args[applier.items], node)
        chained = [arg for arg in args if isinstance(arg, Seq)]
        if name == "itertools.chain" and args and len(chained) == len(args):
            # ``chain([first], items)`` after peeking the first item: the items in order.
            return Seq([item for arg in chained for item in arg.items], all(arg.complete for arg in chained))
        if name == "pkgutil.iter_modules" and args:
            return self.listed_modules(args[0], kwargs.get("prefix", args[1] if len(args) > 1 else Const("")))
        if name == "importlib.import_module" and args and isinstance(args[0], Const) \
                and isinstance(args[0].value, str) and not args[0].value.startswith("."):
            return self.imported_by_name(args[0].value, node)
        if name.startswith(("os.path.", "pathlib.", "json.", "tomllib.", "configparser.", "csv.")):
            return self.settings_call(name, args, kwargs)
        if name in POOL_CLASSES and self.stop_at_starts is not None and isinstance(node, cst.Call):
            pool = self._pool_made_through_a_value(name, kwargs, node)
            if pool is not None:
                return pool
        if name == "os.register_at_fork" and not self.muted:
            # ``after_in_child`` pins each child first; ``before`` pins the parent just before each fork
            # (confirmed by running: a program pinning the parent so exits, and hangs without the hook).
            for moment in ("after_in_child", "before"):
                hook = kwargs.get(moment)
                if hook is not None and self._pins_when_called(hook, [], node):
                    self.children_pinned_at_fork = True
            return Const(None)
        if name == "contextlib.closing" and args:
            return args[0]  # ``with closing(Pool(2)) as pool``: the pool
        if name in ("copy.copy", "copy.deepcopy") and args:
            return self.copied(args[0], name == "copy.deepcopy", node)
        if name == "runpy.run_path" and args:
            return self._run_path(args[0], kwargs.get("init_globals", args[1] if len(args) > 1 else None), node)
        if name == "signal.signal" and len(args) == 2:
            # A handler the program runs itself (``os.kill(os.getpid(), SIGUSR1)``): kept by its signal.
            key = _signal_key(args[0])
            if key is not None and isinstance(args[1], (FunctionVal, PartialVal, Instance)):
                self.signal_handlers[key] = args[1]
            return UNKNOWN
        if name == "os.getpid" and not self.strict:
            return Const(OWN_PID)  # (the parent's: a child's, read strictly, is another)
        if (name == "os.kill" and len(args) == 2 and args[0] == Const(OWN_PID)) \
                or (name in ("signal.raise_signal", "os.raise_signal") and len(args) == 1):
            handler = self.signal_handlers.get(_signal_key(args[-1]) or "")
            if handler is not None:
                self.call(handler, [args[-1], Const(None)], {}, node)  # it runs now, on the main thread
            return Const(None)
        if name.startswith("logging.") and short in LOG_LEVELS and name.count(".") == 1:
            self.logged(short, args, node)
            return Const(None)
        if name == "logging.basicConfig" and "level" in kwargs:
            self.log_level = _log_level(kwargs["level"])
            return Const(None)
        if name == "pickle.dumps" and args:
            return Pickled(args[0])  # (a state cached as bytes at import, loaded later: its shapes)
        if name == "pickle.loads" and args and isinstance(args[0], Pickled):
            return args[0].value
        if name.startswith("numpy."):
            return numpy_call(name, args, kwargs)
        if not name.startswith("torch"):
            return _foreign(name, args, kwargs)
        if name.startswith("torch.optim.") and short[:1].isupper() and "lr_scheduler" not in name:
            return Optimizer(_parameters_in(args[0] if args else kwargs.get("params", UNKNOWN)))
        if short == "TensorDataset":
            return TensorData(list(args))
        if short == "DataLoader":
            dataset = args[0] if args else kwargs.get("dataset", UNKNOWN)
            batches = _batches(dataset, kwargs.get("batch_size", args[1] if len(args) > 1 else Const(1)))
            workers = int_of(kwargs.get("num_workers", args[5] if len(args) > 5 else Const(0)))
            if not workers:
                return batches  # loaded in this process (or a worker count fixmp cannot read)
            return LoaderVal(batches, dataset, kwargs.get("worker_init_fn", args[10] if len(args) > 10 else None),
                             kwargs.get("collate_fn", args[6] if len(args) > 6 else None),
                             kwargs.get("multiprocessing_context", args[11] if len(args) > 11 else None))
        if short == "from_numpy" and args:
            return Tensor(args[0].shape if isinstance(args[0], Array) else None)  # shares the array's memory
        if short in ("tensor", "as_tensor", "Tensor", "FloatTensor", "DoubleTensor", "LongTensor") and args \
                and isinstance(args[0], Array):
            # Measured: torch.tensor / as_tensor / FloatTensor of a 100,000-element array copy it in parallel.
            return self.elementwise(Tensor(args[0].shape), f"torch.{short}() of a numpy array", node)
        if name.startswith("torch.cuda.") and short not in CUDA_LAZY and not name.startswith(("torch.cuda.amp.",
                                                                                               "torch.cuda.nvtx.")):
            self.cuda(f"{name}()", node)
            return UNKNOWN
        if name == "torch.device" and args and isinstance(args[0], Const) and isinstance(args[0].value, str):
            return args[0]  # the device by its name: ``.to(device)`` reads it
        if (short in FILLS or short in SAMPLED) and _on_cuda([], {"device": kwargs.get("device", UNKNOWN)}):
            self.cuda(f"{name}(device=...) on the GPU", node)
        if name == "torch.set_default_dtype" and not self.muted:
            chosen = args[0] if args else kwargs.get("d", UNKNOWN)
            # (Factories' floats take it from here: one fixmp cannot read leaves their type unknown.)
            self.default_float = DTYPE_NAMES.get(chosen.name.rpartition(".")[2]) if isinstance(chosen, Qualified) \
                else None
            return Const(None)
        if name in ("torch.set_num_threads",):
            if args and isinstance(args[0], Const) and args[0].value == 1 and not self.muted:
                self.single_threaded = True
                self.first_work = None  # measured: one thread after the work and before the fork is safe
            elif args and isinstance(args[0], Const) and isinstance(args[0].value, int) and args[0].value > 1 \
                    and not self.muted:
                self.single_threaded = False  # threads again: the next parallel op uses (or starts) a pool
            return Const(None)
        if name.startswith("torch.nn.init."):
            if short == "orthogonal_":
                self.work("torch.nn.init.orthogonal_", node)
            if short in ("zeros_", "ones_", "constant_", "eye_") and args:
                self.over_grain(args[0], f"torch.nn.init.{short}", node)
            return args[0] if args else UNKNOWN
        if name.startswith("torch.nn.") and not name.startswith("torch.nn.functional"):
            return self.layer(short, args, kwargs)
        if short in FILLS or short in SAMPLED:
            tensor = factory_shape(short, args, kwargs)
            if short in FILLS:
                self.over_grain(tensor, f"torch.{short}", node)
            dtype = _factory_dtype(short, args, kwargs, self.default_float)
            return replace(tensor, dtype=dtype) if isinstance(tensor, Tensor) and dtype is not None else tensor
        if short in LINEAR_ALGEBRA and len(args) >= 2:
            return self.matmul(args[0], args[1], node)
        if short in ("interpolate", "upsample") and args and isinstance(args[0], Tensor):
            # Measured: parallel once its output passes the grain (64x64 scaled by 3 bilinearly, 100x100 by 2
            # bicubically do; 64x64 by 2 does not), whatever the mode.
            resized = interpolated(args[0], kwargs.get("size", args[1] if len(args) > 1 else None),
                                    kwargs.get("scale_factor", args[2] if len(args) > 2 else None))
            self.over_grain(resized, "an interpolate's output", node)
            return resized
        if short == "cartesian_prod" and args:
            # Every combination of the 1-D inputs' items: their lengths' product rows of one column each.
            lengths = axis_lengths(args)
            if lengths is None:
                return Tensor(None)
            rows = 1
            for length in lengths:
                rows *= length
            result = Tensor((rows, len(args)) if len(args) > 1 else (rows,))
            self.over_grain(result, "a cartesian_prod", node)
            return result
        if short == "meshgrid" and args:
            # One grid per 1-D input, each of the shape their lengths make (``indexing="xy"`` swaps the first two).
            axes = list(args[0].items) if len(args) == 1 and isinstance(args[0], Seq) else list(args)
            lengths = axis_lengths(axes)
            if not lengths:
                return Seq([Tensor(None) for _ in axes], True)
            sizes = list(lengths)
            indexing = kwargs.get("indexing")
            if isinstance(indexing, Const) and indexing.value == "xy" and len(sizes) >= 2:
                sizes[0], sizes[1] = sizes[1], sizes[0]
            return Seq([Tensor(tuple(sizes)) for _ in axes], True)
        if short == "pdist" and args and isinstance(args[0], Tensor) and args[0].shape and len(args[0].shape) == 2:
            # One distance per pair of rows. Measured: parallel once pairs x columns pass 2,048 (torch's
            # grain of 32,768 over 16 per element: 38 rows of 3 start the pool, 36 do not; 20 of 16 do).
            points, columns = args[0].shape
            distances = points * (points - 1) // 2
            if distances * columns > PDIST_GRAIN:
                self.work(f"a pdist over {distances:,} pairs of {columns}-element rows", node)
            return Tensor((distances,))
        if short == "cdist" and len(args) >= 2 and isinstance(args[0], Tensor):
            return self.method_call(args[0], "cdist", args[1:], kwargs, node)  # sized by its output
        if (short in DECOMPOSITIONS or name.startswith("torch.linalg.")) and short != "vector_norm":
            # Measured parallel at the sizes models use; counted as ``ParallelKnowledge`` counts them.
            self.work(name, node)
            if short == "qr" and args:
                return qr_factors(args[0], kwargs.get("mode", args[1] if len(args) > 1 else Const("reduced")))
        if short in ("conv1d", "conv2d", "conv3d") and args and isinstance(args[0], Tensor):
            self.work(f"torch.nn.functional.{short}", node)
            return Tensor(convolved(args[0], args[1] if len(args) > 1 else kwargs.get("weight", UNKNOWN),
                                     int(short[4]), kwargs))
        if short == "linear" and len(args) >= 2 and isinstance(args[1], Tensor) and args[1].shape:
            return self.matmul(args[0], Tensor(tuple(reversed(args[1].shape))), node)
        if short in ("cat", "stack", "concat", "concatenate") and args:
            return self.joined(args[0], short, {**kwargs, **({"dim": args[1]} if len(args) > 1 else {})}, node)
        if short == "searchsorted" and len(args) >= 2 and isinstance(args[1], Tensor):
            # One search per value (measured: 100,000 values start the pool), whatever the sorted side.
            return self.elementwise(Tensor(args[1].shape), "a searchsorted", node)
        if args and isinstance(args[0], Tensor) and not short[:1].isupper() \
                and not name.startswith(("torch.utils.", "torch.optim.", "torch.distributions.")):
            return self.method_call(args[0], short, args[1:], kwargs, node)  # (not a class of torch's)
        if short in ("conv1d", "conv2d", "conv3d", "linear") or short in LINEAR_ALGEBRA or "linalg" in name:
            self.may_work(f"{name} of unknown size", node, torch_op=True)
        return UNKNOWN

    def applied(self, applier: AppliesToEachItem, function: Val, items: Val, node: cst.CSTNode) -> Val:
        """A library helper that calls ``function`` on each item (``fixmp.knowledge.iteration``): called on
        the items in order where fixmp holds them (at most ``MAX_ITEMS``), else once on an unknown item;
        what it gives back is not known item by item (a predicate's helpers keep or drop items)."""
        rows = items.items[:MAX_ITEMS] if isinstance(items, Seq) and items.items else [UNKNOWN]
        for row in rows:
            if applier.spread:
                self.call(function, list(row.items) if isinstance(row, Seq) else [], {}, node)
            else:
                self.call(function, [row], {}, node)
        return Seq([UNKNOWN], False)

    def joined(self, parts: Val, how: str, kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        if not isinstance(parts, Seq):
            return Tensor(None)
        for part in parts.items:
            self.over_grain(part, f"torch.{how}", node)
        shapes = [part.shape for part in parts.items if isinstance(part, Tensor)]
        if not parts.complete or len(shapes) != len(parts.items) or any(shape is None for shape in shapes) or not shapes:
            return Tensor(None)
        first = shapes[0]
        assert first is not None
        dim = int_of(kwargs.get("dim", kwargs.get("axis", Const(0))))
        if dim is None:
            return Tensor(None)
        if how == "stack":
            at = dim + len(first) + 1 if dim < 0 else dim
            if not 0 <= at <= len(first):
                return Tensor(None)
            return Tensor(first[:at] + (len(shapes),) + first[at:])
        at = dim + len(first) if dim < 0 else dim
        if not first or not 0 <= at < len(first) or any(shape is None or len(shape) != len(first) for shape in shapes):
            return Tensor(None)
        return Tensor(first[:at] + (sum(shape[at] for shape in shapes if shape),) + first[at + 1:])

    def layer(self, short: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
        ints = [int_of(value) for value in args]
        if short == "Linear":
            sizes = [ints[0] if ints else int_of(kwargs.get("in_features", UNKNOWN)),
                     ints[1] if len(ints) > 1 else int_of(kwargs.get("out_features", UNKNOWN))]
            if None not in sizes:
                return Layer("linear", (sizes[0] or 0, sizes[1] or 0))
            return Layer("other")
        if short in CONVS:
            sizes = [ints[0] if ints else None, ints[1] if len(ints) > 1 else None,
                     ints[2] if len(ints) > 2 else int_of(kwargs.get("kernel_size", UNKNOWN))]
            if None not in sizes:
                return Layer("conv", (sizes[0] or 0, sizes[1] or 0, sizes[2] or 0, CONVS[short]))
            return Layer("other")
        if short in ("Embedding", "EmbeddingBag") and len(ints) > 1 and None not in ints[:2]:
            return Layer("embedding" if short == "Embedding" else "embedding_bag", (ints[0] or 0, ints[1] or 0))
        if short == "EmbeddingBag":
            return Layer("embedding_bag")
        if short.startswith(PARALLEL_LAYERS):
            return Layer("parallel", parts=(Const(short),))
        if short in CELLS:
            sizes = [ints[0] if ints else int_of(kwargs.get("input_size", UNKNOWN)),
                     ints[1] if len(ints) > 1 else int_of(kwargs.get("hidden_size", UNKNOWN))]
            return Layer("cell", (*(size or 0 for size in sizes), CELLS[short]) if None not in sizes else ())
        if short in ("PReLU", "Upsample"):
            return Layer("activation")
        if short == "Sequential":
            if len(args) == 1 and isinstance(args[0], MappingVal):  # ``Sequential(OrderedDict([...]))``
                return Layer("sequential", parts=tuple(args[0].items.values()))
            return Layer("sequential", parts=tuple(args))
        if short == "ModuleList":  # a list of layers: the model's forward loops over it
            return Seq(list(args[0].items), args[0].complete) if args and isinstance(args[0], Seq) else Seq([], False)
        if short == "ModuleDict":
            return MappingVal(dict(args[0].items), args[0].complete) if args and isinstance(args[0], MappingVal) \
                else MappingVal({}, False)
        if short == "LayerNorm":
            size = ints[0] if ints else int_of(kwargs.get("normalized_shape", UNKNOWN))
            return Layer("layer_norm", (size,) if size is not None else ())
        if short in ("BatchNorm1d", "BatchNorm2d", "BatchNorm3d"):
            return Layer("batch_norm", (ints[0],) if ints and ints[0] is not None else ())
        if short in ("LSTM", "GRU", "RNN"):
            sizes = [ints[0] if ints else int_of(kwargs.get("input_size", UNKNOWN)),
                     ints[1] if len(ints) > 1 else int_of(kwargs.get("hidden_size", UNKNOWN))]
            gates = {"LSTM": 4, "GRU": 3, "RNN": 1}[short]
            return Layer("recurrent", (*(size or 0 for size in sizes), gates) if None not in sizes else ())
        if short == "GELU":
            return Layer("gelu")
        if short in ("Softmax", "LogSoftmax"):
            dim = ints[0] if ints else int_of(kwargs.get("dim", UNKNOWN))
            return Layer("softmax", (dim,) if dim is not None else ())
        if short in ACTIVATIONS:
            return Layer("activation")
        if short == "Parameter":
            return args[0] if args else Tensor(None)
        return UNKNOWN if short[:1].islower() else Layer("other")

    def _run_on_a_thread(self, function: Val, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        """A thread the program started runs ``function``: read where it starts, as if it ran to its end
        there (what it hands back through a queue or an attribute is then there for the code after the
        ``start()``); an exception it raises ends the thread only. What it returns."""
        # The thread runs on a pool of its own (``ParentState.on_a_new_thread``): a fork it makes after its
        # own work is after work, one after the main thread's only is not. The main thread's state is back
        # after it, CUDA and the start method as the thread left them (they are the process's).
        main_thread = self.parent_state()
        self.restore_parent(main_thread.on_a_new_thread())
        self.on_other_thread += 1
        try:
            return self.call(function, args, kwargs, node)
        except _Return:
            return UNKNOWN
        finally:
            self.on_other_thread -= 1
            left = self.parent_state()
            self.restore_parent(replace(left, first_work=main_thread.first_work))

    def _command_shell(self, shell: Instance, name: str, args: List[Val], node: cst.CSTNode) -> Val:
        """A ``cmd.Cmd`` shell: ``onecmd(line)`` runs the ``do_<word>`` method its first word names with the
        rest of the line; ``cmdloop()`` runs each line queued in ``cmdqueue`` (a script fed to it), until
        a command returns true. What is typed at its prompt is not known (nothing more is read)."""
        lines = [args[0]] if name == "onecmd" and args else []
        if name == "cmdloop":
            queued = shell.attributes.get("cmdqueue")
            lines = list(queued.items) if isinstance(queued, Seq) else []
        result: Val = Const(None)
        for line in lines[:MAX_ITEMS]:
            if not (isinstance(line, Const) and isinstance(line.value, str)):
                return UNKNOWN
            word, _, rest = line.value.strip().partition(" ")
            command = self.method_of(shell, f"do_{word}") if word.isidentifier() else None
            if command is None:
                return UNKNOWN
            result = self.call(command, [Const(rest.strip())], {}, node)
            if truth_of(result) is not False:
                break  # (a command returning true ends the loop; one fixmp cannot tell may)
        return result

    def _thread_pool_method(self, name: str, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        """``submit`` / ``apply_async`` (a future), ``apply``, and ``map`` / ``starmap`` / ``imap`` (the
        results in order) of a pool of threads: each task run on a thread of its own."""
        if name in ("submit", "apply", "apply_async") and args:
            handed = list(args[1:]) if name == "submit" else \
                list(args[1].items) if len(args) > 1 and isinstance(args[1], Seq) else []
            keywords = dict(kwargs) if name == "submit" else {}
            result = self._run_on_a_thread(args[0], handed, keywords, node)
            return result if name == "apply" else FutureVal(result)
        if name in ("map", "imap", "imap_unordered", "starmap") and len(args) >= 2 \
                and all(isinstance(items, Seq) for items in args[1:]):
            rows = list(zip(*[cast(Seq, items).items for items in args[1:]]))[:MAX_ITEMS]
            if name == "starmap":
                rows = [tuple(row[0].items) if isinstance(row[0], Seq) else () for row in rows]
            results = [self._run_on_a_thread(args[0], list(row), {}, node) for row in rows]
            return Seq(results, all(cast(Seq, items).complete for items in args[1:]))
        return UNKNOWN  # ``shutdown()``, ``close()``, ``join()``: no torch work

    def method_call(self, receiver: Val, name: str, args: List[Val], kwargs: Dict[str, Val],
                    node: cst.CSTNode) -> Val:
        if isinstance(receiver, ExitStackVal):
            return self.exit_stack_method(receiver, name, args, kwargs, node)
        if isinstance(receiver, Instance):
            method = self.method_of(receiver, name)
            if method is not None:
                return self.call(method, args, kwargs, node)
            if name == "start" and "threading.Thread" in self.torch_bases(receiver.cls):
                run = self.method_of(receiver, "run")  # a ``Thread`` subclass: its thread runs ``run()``
                if run is not None:
                    self._run_on_a_thread(run, [], {}, node)
                return Const(None)
            if name in THREAD_METHODS and "threading.Thread" in self.torch_bases(receiver.cls):
                return UNKNOWN
            if name in ("cmdloop", "onecmd") and "cmd.Cmd" in self.torch_bases(receiver.cls):
                return self._command_shell(receiver, name, args, node)
            return self.module_method(receiver, name, args, kwargs, node)
        if isinstance(receiver, ThreadPoolVal):
            return self._thread_pool_method(name, args, kwargs, node)
        if isinstance(receiver, FutureVal):
            return receiver.value if name in ("result", "get") else UNKNOWN
        if isinstance(receiver, ThreadVal):
            if name == "start":
                self._run_on_a_thread(receiver.target, receiver.args, receiver.kwargs, node)
                return Const(None)
            return UNKNOWN  # ``join()``, ``cancel()``, ``is_alive()``: no torch work
        if isinstance(receiver, Layer):
            if name == "forward":
                return self.forward(receiver, args[0] if args else UNKNOWN, node,
                                    offsets=args[1] if len(args) > 1 else kwargs.get("offsets"))
            return self.module_method(receiver, name, args, kwargs, node)
        if isinstance(receiver, Arguments):
            return self._arguments_method(receiver, name, args, kwargs)
        if isinstance(receiver, Array):
            return array_method(receiver, name, args, kwargs)
        if isinstance(receiver, (PathVal, FileVal, ConfigVal)):
            return self.settings_method(receiver, name, args, kwargs)
        if isinstance(receiver, SchedulerVal):
            return self._scheduler_method(receiver, name, args, kwargs, node)
        if isinstance(receiver, MappingVal) and name in ("getint", "getfloat", "getboolean") and args:
            # A configparser section (``cfg["run"].getint("steps")``), read as a dict of its strings.
            return config_value(name, receiver.items.get(args[0].value) if isinstance(args[0], Const)
                                 and isinstance(args[0].value, str) else None, kwargs.get("fallback"))
        if isinstance(receiver, ProcessVal):
            if name == "start" and isinstance(node, cst.Call):
                self._process_started_through_a_value(receiver, node)
            return UNKNOWN
        if isinstance(receiver, Optimizer):
            if name == "step":
                sized = [tensor for tensor in receiver.tensors if tensor is not None and tensor.numel is not None]
                largest = max(sized, key=lambda tensor: tensor.numel or 0, default=None)
                if largest is not None and (largest.numel or 0) > PARALLEL_GRAIN:
                    self.work(f"an optimizer step over a parameter of {largest.numel:,} elements", node)
                elif len(sized) < len(receiver.tensors) or not receiver.tensors:
                    self.unsized("an optimizer step", node)
            return UNKNOWN
        if isinstance(receiver, MappingVal):
            if name == "items":
                return Seq([Seq([Const(key), value]) for key, value in receiver.items.items()], receiver.complete)
            if name == "values":
                return Seq(list(receiver.items.values()), receiver.complete)
            if name == "keys":
                return Seq([Const(key) for key in receiver.items], receiver.complete)
            if name == "get" and args and isinstance(args[0], Const):
                key = args[0].value
                return receiver.items.get(key, args[1] if len(args) > 1 else Const(None)) \
                    if isinstance(key, (str, int)) else UNKNOWN
            if name == "update" and args and isinstance(args[0], MappingVal):
                receiver.items.update(args[0].items)
                receiver.complete = receiver.complete and args[0].complete
            elif name == "update":
                receiver.items.update({key: value for key, value in kwargs.items()})
                receiver.complete = receiver.complete and bool(kwargs) and not args
            elif name == "clear":
                receiver.items.clear()
            elif name == "setdefault" and args and isinstance(args[0], Const) and isinstance(args[0].value, (str, int)):
                return receiver.items.setdefault(args[0].value, args[1] if len(args) > 1 else Const(None))
            elif name == "pop" and args and isinstance(args[0], Const) and isinstance(args[0].value, (str, int)):
                return receiver.items.pop(args[0].value, args[1] if len(args) > 1 else UNKNOWN)
            return UNKNOWN
        if isinstance(receiver, Seq):
            if name in ("put", "put_nowait") and args and len(receiver.items) < 4 * MAX_ITEMS:
                receiver.items.append(args[0])  # ``jobs.put(command)``
            elif name in ("get", "get_nowait") and not args and receiver.items:
                if receiver.taken == "priority":
                    least = _least_position(receiver.items)
                    if least is None:
                        return UNKNOWN
                    taken_at = least
                else:
                    taken_at = -1 if receiver.taken == "lifo" else 0
                # Taken out of a queue fixmp knows whole (a ``while not jobs.empty()`` loop drains it).
                return receiver.items.pop(taken_at) if receiver.complete and not self.muted \
                    else receiver.items[taken_at]
            elif name == "empty" and not args:
                return Const(not receiver.items) if receiver.complete else UNKNOWN
            elif name == "qsize" and not args:
                return Const(len(receiver.items)) if receiver.complete else UNKNOWN
            elif name == "popleft" and receiver.items:
                return receiver.items.pop(0) if receiver.complete and not self.muted else receiver.items[0]
            elif name == "appendleft" and args and len(receiver.items) < 4 * MAX_ITEMS:
                receiver.items.insert(0, args[0])
            if name in ("append", "add") and args and len(receiver.items) < 4 * MAX_ITEMS:
                receiver.items.append(args[0])
            elif name == "extend" and args:
                receiver.items.extend(args[0].items if isinstance(args[0], Seq) else [])
                receiver.complete = receiver.complete and isinstance(args[0], Seq) and args[0].complete
            elif name == "insert" and len(args) == 2:
                receiver.items.insert(0, args[1])
            elif name == "sort" and not args:
                # ``handlers.sort(key=lambda pair: -pair[0])``: its key runs, and a list fixmp knows whole
                # is put in that order (an event bus running its handlers by priority).
                ordered = self.ordered(receiver.items, kwargs.get("key"), node)
                if ordered is not None and receiver.complete:
                    reverse = kwargs.get("reverse")
                    receiver.items[:] = ordered[::-1] if isinstance(reverse, Const) and reverse.value else ordered
            elif name == "pop" and receiver.items:
                at = int_of(args[0]) if args else -1
                if at is None or not -len(receiver.items) <= at < len(receiver.items):
                    return UNKNOWN
                # Taken out of a list fixmp knows whole (a queue a ``while`` loop drains), not when the
                # arguments are read again for their values.
                return receiver.items.pop(at) if receiver.complete and not self.muted else receiver.items[at]
            return UNKNOWN
        if not isinstance(receiver, Tensor):
            return UNKNOWN
        shape = receiver.shape
        if name in ("cuda", "pin_memory") or (name == "to" and _on_cuda(args, kwargs)):
            self.cuda(f"a tensor's .{name}()", node)
            return Tensor(receiver.shape, receiver.strided, on_gpu=name != "pin_memory")
        if receiver.on_gpu and name not in METADATA:
            self.cuda(f"a .{name}() of a tensor on the GPU", node)
            with self._on_the_gpu():
                return _moved(self.method_call(Tensor(shape, receiver.strided), name, args, kwargs, node))
        if name in COPIES:
            return self.elementwise(receiver, f"a .{name}() copy", node)
        if name in CONVERSIONS:
            target = CONVERSIONS[name]
            if receiver.dtype == target:
                return receiver  # (a tensor whose type the run did not follow is copied, as most are)
            self.elementwise(receiver, f"a .{name}() copy", node)
            return Tensor(receiver.shape, on_gpu=receiver.on_gpu, dtype=target)
        if name == "to" and any(isinstance(value, Qualified) and value.name.startswith("torch.")
                                and value.name.rpartition(".")[2] in DTYPE_NAMES for value in [*args, *kwargs.values()]):
            # ``.to(torch.float64)``: a conversion as ``.double()`` is.
            chosen = next(value for value in [*args, *kwargs.values()] if isinstance(value, Qualified)
                          and value.name.rpartition(".")[2] in DTYPE_NAMES)
            assert isinstance(chosen, Qualified)
            conversion = {dtype: method for method, dtype in CONVERSIONS.items()}.get(
                DTYPE_NAMES[chosen.name.rpartition(".")[2]])
            if conversion is not None:
                return self.method_call(receiver, conversion, [], {}, node)
            self.elementwise(receiver, "a .to() copy", node)  # (to a type without a method of its own)
            return Tensor(receiver.shape, on_gpu=receiver.on_gpu, dtype=DTYPE_NAMES[chosen.name.rpartition(".")[2]])
        if name == "share_memory_":
            if receiver.numel is not None and receiver.numel * 4 > SHARE_MEMORY_GRAIN_BYTES:
                self.work(f"share_memory_() of {receiver.numel:,} elements", node)
            return receiver
        if name in IN_PLACE_FILLS:
            return self.elementwise(receiver, f".{name}()", node)
        if name in ROW_PARALLEL:
            dim = int_of(args[0]) if args else int_of(kwargs.get("dim", UNKNOWN))
            self.over_rows(receiver, dim, name, node)
            return Tensor(shape) if name in ("softmax", "log_softmax", "layer_norm") else Tensor(())
        if name in ALWAYS_PARALLEL:
            if receiver.numel is not None and receiver.numel > 1:
                self.work(f"{name} over {receiver.numel:,} elements", node)
            return Tensor(shape) if name in ("gelu", "batch_norm", "group_norm", "instance_norm") else Tensor(None)
        if name in FOURIER:
            given = kwargs.get("n", args[0] if args else None)
            if shape is not None and len(shape) > 1 and shape[-1] and (receiver.numel or 0) // shape[-1] > 1:
                self.work(f"a {name} over {(receiver.numel or 0) // shape[-1]:,} rows", node)
                dim = int_of(kwargs.get("dim", Const(-1)))
                length = int_of(given) if given is not None else shape[-1]
                if name not in ONE_DIMENSIONAL_FOURIER or dim not in (-1, len(shape) - 1) or length is None:
                    return Tensor(None)
                # Along the last dimension (the default): each row transformed, the rows kept.
                return Tensor(shape[:-1] + (transformed_length(name, length, given),))
            if name not in ONE_DIMENSIONAL_FOURIER or not (shape or given is not None):
                self.over_grain(receiver, f"a {name}", node)
                return Tensor(None)
            # One signal or more: its length is ``n`` where given (the input cut or padded to it).
            length = int_of(given if given is not None else Const(shape[-1] if shape else None))
            if length is None:
                self.may_work(f"a {name} of unknown length", node)
                return Tensor(None)
            if length > SERIAL_FOURIER_LENGTH:
                self.work(f"a {name} of {length:,} points", node)
            return Tensor(shape[:-1] + (transformed_length(name, length, given),)) if shape else Tensor(None)
        if name in SERIAL_IN_ONE_DIMENSION and shape is not None and len(shape) > 1:
            self.over_grain(receiver, f"a .{name}() along rows", node)
        if name in ("cumsum", "cumprod", "logcumsumexp"):
            return Tensor(shape)  # a running total keeps the shape
        if name == "bincount":
            # Measured: its input's extremes are reduced (40,000 values start the pool, 20,000 do not) and
            # its counts zero-filled (1,000 values into 100,000 bins start it). ``minlength`` is a lower bound
            # of the counts' length: a longer one is only more parallel.
            self.over_grain(receiver, "a bincount", node)
            bins = int_of(kwargs.get("minlength", args[1] if len(args) > 1 else UNKNOWN))
            if bins is None:
                return Tensor(None)
            self.over_grain(Tensor((bins,)), "a bincount's counts", node)
            return Tensor((bins,))
        if name == "vector_norm":
            # ``torch.linalg.vector_norm(x, ord=2, dim=None, keepdim=False)``: a reduction, as ``x.norm`` is.
            over = args[1] if len(args) > 1 else kwargs.get("dim")
            keep = args[2] if len(args) > 2 else kwargs.get("keepdim", Const(False))
            return self.method_call(receiver, "norm", [], {"dim": over, "keepdim": keep} if over is not None else {},
                                    node)
        if name in REDUCTIONS:
            if name != "norm" or args or "dim" in kwargs:  # measured: a whole-tensor norm of 1e5 is serial
                self.over_grain(receiver, f"a .{name}() reduction", node)
            if not args and "dim" not in kwargs:
                return Tensor(()) if name not in ("max", "min") or not kwargs else Tensor(None)
            dim = int_of(args[0]) if args else int_of(kwargs.get("dim", UNKNOWN))
            keep = kwargs.get("keepdim", args[1] if len(args) > 1 else Const(False))
            if shape is not None and dim is not None and -len(shape) <= dim < len(shape) \
                    and isinstance(keep, Const) and name not in ("max", "min", "median"):
                at = dim % len(shape)
                return Tensor(shape[:at] + ((1,) if keep.value else ()) + shape[at + 1:])
            return Tensor(None)
        if name in ELEMENTWISE:
            other = args[0] if args else UNKNOWN
            return self.elementwise(Tensor(broadcast(receiver, other)) if isinstance(other, Tensor) else receiver,
                                    f".{name}()", node, name)
        if name in LINEAR_ALGEBRA and args:
            return self.matmul(receiver, args[0], node)
        if name == "sort":
            self.over_grain(receiver, "a sort", node)
            return Seq([Tensor(shape), Tensor(shape)])
        if name == "topk" and args and int_of(args[0]) is not None and shape:
            # Measured serial over 1e6 elements; (values, indices) of k along the last dimension.
            picked = Tensor(shape[:-1] + (int_of(args[0]) or 0,))
            return Seq([picked, Tensor(picked.shape)])
        if name in ("index_select", "gather") and len(args) >= 2 and isinstance(args[1], Tensor):
            dim = int_of(args[0])
            return self.gathered(receiver, args[1], dim if dim is not None else 0, node)
        if name == "tolist":
            return Seq([], False, shape) if shape else UNKNOWN
        if name == "item":
            return UNKNOWN
        if name == "numel" and receiver.numel is not None:
            return Const(receiver.numel)
        if name == "size" and shape is not None:
            dim = int_of(args[0]) if args else None
            if args and dim is not None and -len(shape) <= dim < len(shape):
                return Const(shape[dim])
            return Seq([Const(size) for size in shape]) if not args else UNKNOWN
        if name in ("t", "T") and shape is not None and len(shape) <= 2:
            return Tensor(tuple(reversed(shape)), strided=len(shape) == 2)
        if name in ("view", "reshape", "expand") and args:
            sizes = [int_of(arg) for arg in (args[0].items if len(args) == 1 and isinstance(args[0], Seq) else args)]
            if None not in sizes:
                known = [size for size in sizes if size is not None]
                if name == "expand" and shape is not None and len(known) >= len(shape):
                    # -1 keeps a size; only sizes of 1 grow, without a copy
                    offset = len(known) - len(shape)
                    grown = tuple(shape[i - offset] if size == -1 and i >= offset else size
                                  for i, size in enumerate(known))
                    return Tensor(grown, strided=grown != shape)
                if -1 in known and receiver.numel is not None and known.count(-1) == 1:
                    rest = 1
                    for size in known:
                        rest *= size if size != -1 else 1
                    known = [receiver.numel // rest if size == -1 else size for size in known] if rest else known
                if -1 not in known and name != "expand":
                    return Tensor(tuple(known), strided=receiver.strided)
        if name == "contiguous":
            if receiver.strided:
                return self.elementwise(Tensor(shape), "a .contiguous() copy", node)
            return receiver
        if name in ("transpose", "permute") and shape is not None and len(shape) >= 2:
            return Tensor(None if name == "permute" else swapped_axes(shape, args), strided=True)
        if name == "unsqueeze" and shape is not None and args:
            dim = int_of(args[0])
            if dim is not None and -len(shape) - 1 <= dim <= len(shape):
                at = dim if dim >= 0 else len(shape) + 1 + dim
                return Tensor(shape[:at] + (1,) + shape[at:])
        if name == "squeeze" and shape is not None and len(args) <= 1 and not kwargs:
            # ``squeeze()`` drops every size of 1, ``squeeze(dim)`` that one (if it is 1): a view.
            dim = int_of(args[0]) if args else None
            if not args:
                return Tensor(tuple(size for size in shape if size != 1), strided=receiver.strided)
            if dim is not None and -len(shape) <= dim < len(shape):
                at = dim % len(shape)
                kept = shape[:at] + shape[at + 1:] if shape[at] == 1 else shape
                return Tensor(kept, strided=receiver.strided)
        if name in ("detach", "requires_grad_", "cpu", "to", "cuda", "contiguous"):
            return receiver
        if name in ("flatten", "view", "reshape") and receiver.numel is not None and not args:
            return Tensor((receiver.numel,))
        if name == "repeat" and shape is not None and args:
            # ``row.repeat(600)``: a copy into the tiled output (measured: a 500-element row repeated 66
            # times, 33,000 elements, starts the pool; 60 times, 30,000, does not).
            counts = [int_of(arg) for arg in (args[0].items if len(args) == 1 and isinstance(args[0], Seq) else args)]
            if None not in counts and len(counts) >= len(shape):
                padded = (1,) * (len(counts) - len(shape)) + tuple(shape)
                tiled = Tensor(tuple(size * (count or 0) for size, count in zip(padded, counts)))
                self.over_grain(tiled, "a .repeat() copy", node)
                return tiled
            self.unsized("a .repeat() copy", node)
            return Tensor(None)
        if name == "flatten" and shape and (args or kwargs):
            # ``x.flatten(1)``: the dimensions from ``start_dim`` to ``end_dim`` made one.
            start = int_of(kwargs.get("start_dim", args[0] if args else Const(0)))
            end = int_of(kwargs.get("end_dim", args[1] if len(args) > 1 else Const(-1)))
            if start is not None and end is not None and -len(shape) <= start < len(shape) \
                    and -len(shape) <= end < len(shape) and start % len(shape) <= end % len(shape):
                first, last = start % len(shape), end % len(shape)
                merged = 1
                for size in shape[first:last + 1]:
                    merged *= size
                return Tensor(shape[:first] + (merged,) + shape[last + 1:])
        if name == "cdist" and args and isinstance(args[0], Tensor) and shape and args[0].shape:
            # One distance per pair of rows, split as pdist's are: parallel once pairs x columns pass
            # 2,048 (measured: 17x8 against 16x8 starts the pool, 16x8 against 16x8 does not; 512x32
            # against 64x32, far under the elementwise grain in its output, does).
            output = Tensor(shape[:-1] + args[0].shape[-2:-1])
            if output.numel is not None and output.numel * shape[-1] > PDIST_GRAIN:
                self.work(f"a cdist over {output.numel:,} pairs of {shape[-1]}-element rows", node)
            elif output.numel is None:
                self.unsized("a cdist", node)
            return output
        if name in ("quantile", "nanquantile") and args and "dim" not in kwargs and len(args) == 1:
            self.over_grain(receiver, f"a .{name}()", node)  # a sort of the whole tensor
            return Tensor(args[0].shape if isinstance(args[0], Tensor) else ())
        if name == "one_hot":
            classes = int_of(kwargs.get("num_classes", args[0] if args else UNKNOWN))
            self.over_grain(Tensor(shape + (classes,)) if shape is not None and classes else Tensor(None),
                            "one_hot", node)
            return Tensor(shape + (classes,)) if shape is not None and classes else Tensor(None)
        if name == "unfold" and shape and len(args) == 3 and None not in [int_of(arg) for arg in args]:
            # ``x.unfold(dim, size, step)``: a view of the windows along ``dim``, the window last.
            dim, size, step = (int_of(arg) or 0 for arg in args)
            if -len(shape) <= dim < len(shape) and step > 0 and 0 < size <= shape[dim]:
                windows = list(shape)
                windows[dim] = (shape[dim] - size) // step + 1
                return Tensor(tuple(windows) + (size,), strided=True)
        if name in ("chunk", "split", "tensor_split", "unbind") and shape:
            return pieces(name, shape, args, kwargs)
        if name == "histc":
            # Measured: a histogram of 300 values starts the pool, of 200 does not (torch 2.13 CPU): far
            # under the grain the other kernels are measured against.
            if receiver.numel is not None and receiver.numel > HISTOGRAM_GRAIN:
                self.work(f"a histc over {receiver.numel:,} values", node)
            elif receiver.numel is None:
                self.unsized("a histc", node)
            bins = int_of(kwargs.get("bins", args[0] if args else Const(100)))
            return Tensor((bins,) if bins is not None else None)
        if name in DECOMPOSITIONS and name not in LINEAR_ALGEBRA:
            self.work(f"a .{name}()", node)
        if name in ("backward", "step") or name.startswith("linalg"):
            self.may_work(f".{name}()", node)
        elif name not in NO_KERNEL and name not in SERIAL_KERNELS:
            # Any other kernel over a tensor past the grain: torch's kernels split such a tensor
            # across the pool (``F.normalize``, ``.masked_fill``, ``.nan_to_num``...).
            self.over_grain(receiver, f"a .{name}()" if not isinstance(node, cst.Call) or
                            not isinstance(node.func, cst.Name) else f"{name}()", node)
        if name in SHAPE_KEEPING:
            return Tensor(shape)
        if name.endswith("_") and not name.startswith("_"):
            return receiver  # an in-place kernel (``log_normal_``, ``clamp_``): the tensor itself
        return Tensor(None)

    def _arguments_method(self, parser: Arguments, name: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
        """``add_argument("--size", type=int, default=2048)`` records ``size`` at its default;
        ``parse_args()`` gives the namespace of the defaults (a group shares its parser's)."""
        if name == "add_argument" and parser.parser:
            flags = [arg.value for arg in args if isinstance(arg, Const) and isinstance(arg.value, str)]
            dest = kwargs.get("dest")
            if isinstance(dest, Const) and isinstance(dest.value, str):
                key = dest.value
            else:
                long = [flag for flag in flags if flag.startswith("--")]
                chosen = long[0] if long else flags[0] if flags else None
                if chosen is None:
                    return UNKNOWN
                key = chosen.lstrip("-").replace("-", "_")
            action = kwargs.get("action")
            default = kwargs.get("default")
            if default is None and isinstance(action, Const) and action.value in ("store_true", "store_false"):
                default = Const(action.value == "store_false")
            kind = kwargs.get("type")
            if isinstance(default, Const) and isinstance(default.value, str) and isinstance(kind, Qualified) \
                    and kind.name in ("builtins.int", "builtins.float"):
                default = self.builtin(kind.name.rpartition(".")[2], [default], {}, cst.Name("x"))
            parser.values[key] = default if default is not None else Const(None)
            return UNKNOWN
        if name in ("add_argument_group", "add_mutually_exclusive_group"):
            return parser
        if name == "add_subparsers" and parser.parser:
            dest = kwargs.get("dest")
            parser.command_dest = str(dest.value) if isinstance(dest, Const) and isinstance(dest.value, str) else None
            return parser  # its ``add_parser`` registers on the parser itself
        if name == "add_parser" and parser.parser and args and isinstance(args[0], Const) \
                and isinstance(args[0].value, str):
            command = parser.commands.setdefault(args[0].value, Arguments({}, parser=True))
            return command
        if name == "set_defaults":
            parser.values.update(kwargs)
            return UNKNOWN
        if name in ("parse_args", "parse_known_args", "parse_intermixed_args"):
            # The namespace reads the parser's options as they are, not a copy: the asking file's own names
            # are read statically, where ``args`` may be read before the ``add_argument`` lines have run.
            # Given a sub-command (``parse_args(["train"])``), its options over the parser's own.
            argv = args[0] if args else kwargs.get("args", Const(None))
            named = argv.items[0] if isinstance(argv, Seq) and argv.items else None
            layers: List[MutableMapping[str, Val]] = [{}]
            if isinstance(named, Const) and isinstance(named.value, str) and named.value in parser.commands:
                if parser.command_dest is not None:
                    layers[0][parser.command_dest] = named
                layers.append(parser.commands[named.value].values)
            namespace = Arguments(ChainMap(*layers, parser.values), parser=False)
            return Seq([namespace, Seq([])]) if name == "parse_known_args" else namespace
        return UNKNOWN

    # -- settings files -------------------------------------------------------------------------
    # A program's sizes often come from a settings file of its own folder (``heat.json``, ``sim.ini``,
    # ``train.toml``): read as data by json, tomllib and configparser, which run nothing; only a file
    # inside the project, bounded as a module is, and recorded as an input of this file's result.
    def path_of(self, value: Val) -> Optional[str]:
        """An absolute path from a path value or a string (relative: to the folder of the program)."""
        if isinstance(value, PathVal):
            return value.path
        if isinstance(value, Const) and isinstance(value.value, str) and value.value:
            base = os.path.dirname(os.path.abspath(self.index.location or self.index.path))
            return posixpath.normpath(posixpath.join(base, value.value))
        return None

    def data_text(self, path: str) -> Optional[str]:
        """The text of the project's file at ``path``, recorded as read; None outside the project, for a
        file too large to be a settings file, or one that is not text."""
        project = self.index.project
        if project is None:
            return None
        root = getattr(project, "root", None)
        base = str(root) if root is not None else os.path.dirname(os.path.abspath(self.index.location or self.index.path))
        if not path.startswith(base.rstrip(os.sep) + os.sep):
            return None
        if not os.path.isfile(path):
            self.index.consulted.add((path, None))  # a file made later changes the answer
            return None
        source = project.source(Path(path))
        self.index.consulted.add((path, project.digest(Path(path))))
        try:
            return source.decode("utf-8") if source is not None else None
        except UnicodeDecodeError:
            return None

    def settings_call(self, name: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
        short = name.rpartition(".")[2]
        if name.startswith("os.path.") and short in ("dirname", "basename", "abspath", "realpath", "normpath", "join"):
            paths = [self.path_of(arg) if short != "join" or position == 0 else
                     (arg.value if isinstance(arg, Const) and isinstance(arg.value, str) else None)
                     for position, arg in enumerate(args)]
            if not paths or None in paths:
                return UNKNOWN
            first = cast(str, paths[0])
            if short == "join":
                return Const(posixpath.normpath(posixpath.join(*cast(List[str], paths))))
            if short in ("dirname", "basename"):
                return Const(posixpath.dirname(first) if short == "dirname" else posixpath.basename(first))
            return Const(first)  # made absolute by ``path_of``
        if short in ("Path", "PurePath", "PosixPath") and name.startswith("pathlib."):
            path = self.path_of(args[0]) if args else self.path_of(Const("."))
            for part in args[1:]:
                joined = self.path_of(part)
                path = posixpath.join(path, joined) if path is not None and joined is not None else None
            return PathVal(posixpath.normpath(path)) if path is not None else UNKNOWN
        if name in ("json.load", "tomllib.load") and args and isinstance(args[0], FileVal):
            args, name = [self.settings_method(args[0], "read", [], {})], name + "s"
        if name == "json.dumps" and args:
            # ``json.loads(json.dumps(DEFAULTS))``, a deep copy of a settings dict: its text, where
            # every value in it is known.
            data = python_data(args[0])
            return Const(json.dumps(data)) if data is not NOT_DATA else UNKNOWN
        if name in ("json.loads", "tomllib.loads") and args and isinstance(args[0], Const) \
                and isinstance(args[0].value, str):
            try:
                data = json.loads(args[0].value) if name.startswith("json") else tomllib.loads(args[0].value)
            except ValueError:
                return UNKNOWN
            return data_value(data)
        if name in ("csv.reader", "csv.DictReader") and args and isinstance(args[0], FileVal) \
                and not set(kwargs) - {"delimiter"}:
            # A table of sizes (``sites.csv``): its rows, as the csv module parses the text (strings).
            text = self.settings_method(args[0], "read", [], {})
            delimiter = kwargs.get("delimiter", Const(","))
            if not isinstance(text, Const) or not isinstance(text.value, str) or not isinstance(delimiter, Const) \
                    or not isinstance(delimiter.value, str) or len(delimiter.value) != 1:
                return UNKNOWN
            try:
                lines = io.StringIO(text.value, newline="")
                rows = list(csv.DictReader(lines, delimiter=delimiter.value) if short == "DictReader"
                            else csv.reader(lines, delimiter=delimiter.value))
            except csv.Error:
                return UNKNOWN
            return data_value(rows)
        if short in ("ConfigParser", "RawConfigParser", "SafeConfigParser"):
            return ConfigVal(configparser.RawConfigParser() if short == "RawConfigParser"
                             else configparser.ConfigParser())
        return UNKNOWN

    def settings_method(self, receiver: Union[PathVal, FileVal, ConfigVal], name: str, args: List[Val],
                        kwargs: Dict[str, Val]) -> Val:
        if isinstance(receiver, PathVal):
            if name in ("resolve", "absolute", "expanduser"):
                return receiver
            if name in ("joinpath", "with_name", "with_suffix") and args and isinstance(args[0], Const) \
                    and isinstance(args[0].value, str):
                if name == "joinpath":
                    return PathVal(posixpath.normpath(posixpath.join(receiver.path, args[0].value)))
                stem, suffix = posixpath.splitext(receiver.path)
                return PathVal(posixpath.join(posixpath.dirname(receiver.path), args[0].value)
                               if name == "with_name" else stem + args[0].value)
            if name in ("read_text", "read_bytes"):
                return self.settings_method(FileVal(receiver.path), "read", [], {})
            if name == "open":
                return self.library_call("builtins.open", [receiver, *args], kwargs, cst.Name("open"))
            return UNKNOWN
        if isinstance(receiver, FileVal):
            if name == "read":
                text = self.data_text(receiver.path)
                return Const(text) if text is not None else UNKNOWN
            return UNKNOWN
        parser = receiver.parser
        if name in ("read", "read_file", "read_string") and args:
            sources = args[0].items if isinstance(args[0], Seq) and name == "read" else [args[0]]
            for source in sources:
                path = source.path if isinstance(source, FileVal) else self.path_of(source)
                read = source if name == "read_string" else \
                    self.settings_method(FileVal(path), "read", [], {}) if path is not None else UNKNOWN
                if isinstance(read, Const) and isinstance(read.value, str):
                    try:
                        parser.read_string(read.value)
                    except configparser.Error:
                        return UNKNOWN
            return UNKNOWN
        names = [arg.value for arg in args[:2] if isinstance(arg, Const) and isinstance(arg.value, str)]
        if name == "sections" and not args:
            return Seq([Const(section) for section in parser.sections()])
        if name == "options" and len(names) == 1 and parser.has_section(names[0]):
            return Seq([Const(option) for option in parser.options(names[0])])
        if name == "has_section" and len(names) == 1:
            return Const(parser.has_section(names[0]))
        if name in ("get", "getint", "getfloat", "getboolean") and len(names) == 2:
            try:
                found: Optional[str] = parser.get(str(names[0]), str(names[1]))
            except (configparser.Error, ValueError):
                found = None
            return config_value(name, Const(found) if found is not None else None, kwargs.get("fallback"))
        return UNKNOWN

    def module_method(self, model: Union[Instance, Layer], name: str, args: List[Val], kwargs: Dict[str, Val],
                      node: cst.CSTNode) -> Val:
        """A method torch.nn.Module gives a model (``share_memory()``, ``state_dict()``...)."""
        if name == "register_forward_hook" and isinstance(model, Layer) and args:
            model.hooks.append(args[0])
            return UNKNOWN
        if name == "register_forward_hook" and isinstance(model, Instance) and args:
            self.forward_hooks.setdefault(id(model), []).append(args[0])  # (run after each forward: ``call``)
            return UNKNOWN
        if name == "load_state_dict" or name in MODEL_CONVERSIONS or (
                name == "to" and any(_converts_dtype(value) for value in [*args, *kwargs.values()])):
            # Each parameter copied (from the state, or into the new dtype): one copy kernel per tensor.
            self.model_copy(model, f"{name}()", node)
            return model
        if name == "share_memory":
            tensors = tensors_of(model)
            largest = max((tensor.numel or 0 for tensor in tensors if tensor is not None), default=0)
            if largest * 4 > SHARE_MEMORY_GRAIN_BYTES:
                self.work(f"share_memory() of a model holding a tensor of {largest:,} elements", node)
            if not tensors or any(tensor is None or tensor.numel is None for tensor in tensors):
                self.unsized("share_memory() of a model", node)
            return model
        if name in ("state_dict", "parameters", "named_parameters"):
            tensors = tensors_of(model)
            known = [tensor for tensor in tensors if tensor is not None]
            complete = len(known) == len(tensors)
            if model.on_gpu:
                known = [Tensor(tensor.shape, tensor.strided, on_gpu=True) for tensor in known]
            if name == "state_dict":
                named = _named_tensors(model)
                if named is not None and len(named) == len(tensors):
                    # Keyed as torch keys it (``state["weight"]``, ``"encoder.0.bias"``), in its order.
                    return MappingVal({key: Tensor(tensor.shape, tensor.strided, on_gpu=model.on_gpu)
                                       for key, tensor in named if tensor is not None}, complete)
                return MappingVal({position: tensor for position, tensor in enumerate(known)}, complete)
            return Seq(list(known), complete)
        if name == "cuda" or (name == "to" and _on_cuda(args, kwargs)):
            self.cuda(f"a model's .{name}()", node)
            for part in [*_submodules(model), model]:  # ``Module.to`` moves every parameter, in place
                if isinstance(part, (Layer, Instance)):
                    part.on_gpu = True
            return model
        if name in ("to", "cpu", "train", "eval", "float", "requires_grad_"):
            return model
        if name in ("register_buffer", "register_parameter", "add_module", "register_module") and len(args) >= 2 \
                and isinstance(args[0], Const) and isinstance(args[0].value, str) and isinstance(model, Instance):
            model.attributes[args[0].value] = args[1]  # ``self.register_buffer("centroids", torch.zeros(...))``
            return Const(None)
        if name == "apply" and args:
            # ``model.apply(init_fn)``: called on each submodule, then on the model itself.
            for part in [*_submodules(model), model]:
                self.call(args[0], [part], {}, node)
            return model
        if name in ("modules", "children"):
            parts = _submodules(model)
            return Seq([model, *parts] if name == "modules" else parts, False)
        self.may_work(f"a model's .{name}()", node)
        return UNKNOWN

    def listed_modules(self, folders: Val, prefix: Val) -> Val:
        """``pkgutil.iter_modules(plugins.__path__)``: each module of the folders, by name, as the
        ``ModuleInfo`` it lists (what a plugin loader then imports by name); the listing is an input of
        the result, so a plugin added there is seen by a cached one too."""
        project = self.index.project
        if project is None or not isinstance(folders, Seq) or not folders.complete \
                or not isinstance(prefix, Const) or not isinstance(prefix.value, str):
            return UNKNOWN
        listed: List[Val] = []
        for folder in folders.items:
            if not (isinstance(folder, Const) and isinstance(folder.value, str)):
                return UNKNOWN
            self.index.consulted.add((folder.value, listing_state(folder.value)))
            listed.extend(Const(pkgutil.ModuleInfo(None, prefix.value + name, is_package))  # type: ignore[arg-type]
                          for name, is_package in project.module_names(folder.value))
        return Seq(listed, True)

    def imported_by_name(self, name: str, node: cst.CSTNode) -> Val:
        """``importlib.import_module(name)``: the project's module, its packages' and its own top
        level run as ``import name`` runs them; a module outside the project is a package's."""
        scope = self._scope_of(node)
        parts = name.split(".")
        module: Optional[ModuleScope] = None
        for depth in range(1, len(parts) + 1):
            module = self.module_named(scope, ".".join(parts[:depth]))
            if module is not None:
                self.import_module(module)
        return ModuleVal(module) if module is not None else self._resolve_import(scope, name)

    def model_copy(self, model: Val, what: str, node: cst.CSTNode) -> None:
        """A copy of every tensor of ``model`` (measured: ``load_state_dict``, ``.double()``,
        ``copy.deepcopy`` of ``Linear(512, 512)`` start the pool; of ``Linear(64, 64)`` they do not)."""
        tensors = tensors_of(model)
        largest = max((tensor.numel or 0 for tensor in tensors if tensor is not None), default=0)
        if largest > PARALLEL_GRAIN:
            self.work(f"a model's {what}, copying a tensor of {largest:,} elements", node)
        if not tensors or any(tensor is None or tensor.numel is None for tensor in tensors):
            self.unsized(f"a model's {what}", node)

    def copied(self, value: Val, deep: bool, node: cst.CSTNode) -> Val:
        """``copy.copy`` / ``copy.deepcopy``: the same value (a new instance with the same attributes);
        a deep copy of tensors copies them."""
        if not deep:
            return Instance(value.cls, dict(value.attributes)) if isinstance(value, Instance) else value
        if isinstance(value, Tensor):
            return self.elementwise(value, "a deepcopy", node)
        self.model_copy(value, "copy.deepcopy", node)
        if isinstance(value, Instance):
            return Instance(value.cls, dict(value.attributes))
        return value

    def ordered(self, items: List[Val], key: Optional[Val], node: cst.CSTNode) -> Optional[List[Val]]:
        """``sorted`` / ``min`` / ``max`` where the program's own code orders the items: its ``key`` function,
        run on each item, or the ``__lt__`` of a class of the project (``@total_ordering`` jobs compared by
        a property that computes). The items in that order where every comparison is known, else as they
        were (the comparisons ran all the same); None where no code of the program orders them."""
        if isinstance(key, (FunctionVal, PartialVal)):
            keys = [self.call(key, [item], {}, node) for item in items]
            known: List[Any] = [k.value for k in keys if isinstance(k, Const)]
            if len(known) == len(items):
                try:
                    return [items[i] for i in sorted(range(len(items)), key=known.__getitem__)]
                except TypeError:  # keys Python could not compare either
                    pass
            return list(items)
        if key is not None:
            return None
        if not any(isinstance(item, Instance) and self.method_of(item, "__lt__") is not None for item in items):
            # Numbers, strings and tuples of them: as Python orders them.
            plain = [_order_key(item) if isinstance(item, (Const, Seq)) else None for item in items]
            if None in plain or len({type(order) for order in plain}) > 1:
                return None
            try:
                return [items[i] for i in sorted(range(len(items)), key=cast(Any, plain).__getitem__)]
            except TypeError:
                return None
        undecided = False

        def less(left: Val, right: Val) -> bool:
            nonlocal undecided
            method = self.method_of(left, "__lt__") if isinstance(left, Instance) else None
            truth = truth_of(self.call(method, [right], {}, node)) if method is not None else None
            undecided = undecided or truth is None
            return bool(truth)

        if len(items) > MAX_ITEMS:  # each pair next to each other compared once: what runs, not the order
            for left, right in zip(items[1:], items):
                less(left, right)
            return list(items)
        def compare(left: Val, right: Val) -> int:
            return -1 if less(left, right) else 0  # all ``sorted`` asks: is left < right

        result = sorted(items, key=functools.cmp_to_key(compare))
        return list(items) if undecided else result

    def builtin(self, name: str, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        if name == "object" and not args and not kwargs:
            return Sentinel()
        if name == "type" and len(args) == 1 and not kwargs and isinstance(args[0], Instance):
            return args[0].cls
        if name == "type" and len(args) == 3 and isinstance(args[0], Const) and isinstance(args[0].value, str) \
                and isinstance(args[1], Seq) and isinstance(args[2], MappingVal):
            return self._class_made(args[0].value, args[1].items, args[2], node)
        if name == "__import__" and args and isinstance(args[0], Const) and isinstance(args[0].value, str) \
                and args[0].value.split(".")[0] in sys.stdlib_module_names:
            return Qualified(args[0].value.split(".")[0])  # ``__import__("sys").argv``
        if name == "__import__" and args and isinstance(args[0], Const) and isinstance(args[0].value, str) \
                and args[0].value and not args[0].value.startswith("."):
            # ``__import__(f"tools.{name}", fromlist=["shape"])``: the module itself; without a ``fromlist``,
            # its top package (the whole dotted name imported all the same).
            imported = self.imported_by_name(args[0].value, node)
            fromlist = kwargs.get("fromlist", args[3] if len(args) > 3 else Const(None))
            wanted = truth_of(fromlist)
            if wanted or "." not in args[0].value:
                return imported
            return UNKNOWN if wanted is None else self.imported_by_name(args[0].value.split(".")[0], node)
        if name in ("iter", "list", "tuple", "enumerate", "zip", "sorted") \
                and any(isinstance(arg, (LoaderVal, Instance, Tensor, ClassVal)) for arg in args):
            # A pass over a DataLoader with workers starts them (``next(iter(loader))``, ``enumerate``);
            # over an object of the project, its ``__iter__`` runs (``enumerate(stream)``); a tensor gives
            # its rows (``zip(vins, bands[:4])``).
            args = [self.iterated(arg, node) if isinstance(arg, (LoaderVal, Instance, Tensor, ClassVal)) else arg
                    for arg in args]
        if name == "range":
            bounds = [int_of(value) for value in args]
            # (Not a range Python refuses, a step of 0, nor one whose length Python cannot count.)
            if bounds and None not in bounds and all(abs(bound or 0) < 2 ** 61 for bound in bounds) \
                    and not (len(bounds) == 3 and bounds[2] == 0):
                numbers = range(*[bound or 0 for bound in bounds]) if len(bounds) <= 3 else range(0)
                # (Its length kept past the items listed: ``torch.tensor([f(q) for q in range(96)])``.)
                return Seq([Const(n) for n in numbers[:MAX_ITEMS]], len(numbers) <= MAX_ITEMS,
                           (len(numbers),) if len(numbers) > MAX_ITEMS else None)
            return Seq([Const(None)], False)
        if name in ("float", "int") and args and isinstance(args[0], Const) \
                and isinstance(args[0].value, (int, float, str)):
            try:
                return Const(float(args[0].value) if name == "float" else int(args[0].value))
            except (ValueError, OverflowError):  # ``float(10 ** 400)``; ``int("9" * 5000)`` past Python's limit
                return UNKNOWN
        if name == "str" and args and isinstance(args[0], Const):
            return Const(str(args[0].value))
        if name == "str" and args and isinstance(args[0], PathVal):
            return Const(args[0].path)  # ``default=str(Path(__file__).with_name("orders.csv"))``
        if name in ("str", "repr", "format", "print") and any(isinstance(arg, Instance) for arg in args):
            for arg in args if name == "print" else args[:1]:
                self.rendered(arg, "repr" if name == "repr" else "str", node)
            return UNKNOWN
        if name in ("list", "tuple") and args and isinstance(args[0], Tensor) and args[0].shape:
            rows = args[0].shape[0]  # ``list(tiles)``: its rows
            return Seq([Tensor(args[0].shape[1:]) for _ in range(min(rows, 4 * MAX_ITEMS))], rows <= 4 * MAX_ITEMS)
        if name in ("list", "tuple", "set", "frozenset", "sorted") and args and isinstance(args[0], Instance):
            args = [self.iterated(args[0], node), *args[1:]]  # ``list(Inventory(n))`` runs its ``__iter__``
        if name in ("sorted", "min", "max") and len(args) == 1 and isinstance(args[0], Seq):
            ordered = self.ordered(args[0].items, kwargs.get("key"), node)
            if ordered is not None and name == "sorted":
                reverse = kwargs.get("reverse")
                return Seq(ordered[::-1] if isinstance(reverse, Const) and reverse.value else ordered,
                           args[0].complete)
            if ordered is not None:
                return ordered[0 if name == "min" else -1] if ordered and args[0].complete else UNKNOWN
        if name in ("list", "tuple", "set", "frozenset", "sorted", "reversed") and args and isinstance(args[0], Seq):
            return Seq(list(args[0].items), args[0].complete)
        if name in ("list", "tuple", "set", "frozenset", "sorted") and args and isinstance(args[0], MappingVal):
            return Seq([Const(key) for key in args[0].items], args[0].complete)
        if name in ("list", "set") and not args:
            return Seq([])
        if name == "next" and args and isinstance(args[0], Instance):
            items = self._next_items(args[0], node)  # ``next(batches)``: its ``__next__`` runs
            args = [items, *args[1:]]
        if name == "next" and args and isinstance(args[0], Seq):
            return args[0].items[0] if args[0].items else (args[1] if len(args) > 1 else UNKNOWN)
        if name == "iter" and len(args) == 1 and isinstance(args[0], Seq):
            return args[0]
        if name == "dict" and not args:
            return MappingVal(_keyed(kwargs))
        if name == "dict" and len(args) == 1 and isinstance(args[0], MappingVal):  # ``cfg = dict(DEFAULTS)``
            return MappingVal({**args[0].items, **_keyed(kwargs)}, args[0].complete)
        if name == "dict" and len(args) == 1 and isinstance(args[0], Seq):
            return self.library_call("collections.OrderedDict", args, {}, node)  # pairs
        if name == "enumerate" and args and isinstance(args[0], Seq):
            return Seq([Seq([Const(n), item]) for n, item in enumerate(args[0].items)], args[0].complete)
        if name == "zip" and args and any(isinstance(arg, Seq) and arg.items for arg in args):
            # A column fixmp cannot list (``y.split(32)`` of an unsized ``y``) gives unknown values.
            length = min(len(arg.items) for arg in args if isinstance(arg, Seq))
            columns = [arg.items[:length] if isinstance(arg, Seq) else [UNKNOWN] * length for arg in args]
            return Seq([Seq(list(row)) for row in zip(*columns)], False)
        if name in ("map", "filter") and len(args) >= 2 and all(
                isinstance(arg, Seq) and arg.complete and len(arg.items) <= MAX_ITEMS for arg in args[1:]):
            # ``map(Cut, names)`` of a listing fixmp holds: the function on each item, in order.
            mapped = list(zip(*[cast(Seq, arg).items for arg in args[1:]]))
            results = [self.call(args[0], list(row), {}, node) for row in mapped]
            if name == "map":
                return Seq(results, True)
            truths = [truth_of(result) for result in results]
            if None not in truths:
                return Seq([row[0] for row, truth in zip(mapped, truths) if truth], True)
            return Seq([row[0] for row, truth in zip(mapped, truths) if truth is not False], False)
        if name in ("map", "filter") and len(args) >= 2:
            # ``map(model, batches)``: the function on the first items (its work), one result per item.
            firsts = [_first(arg) for arg in args[1:]]
            result = self.call(args[0], firsts, {}, node)
            if name == "filter":
                return args[1] if isinstance(args[1], Seq) else Seq([UNKNOWN], False)
            return Seq([result], False)
        if name == "open" and args:
            path = self.path_of(args[0])
            mode = args[1] if len(args) > 1 else kwargs.get("mode", Const("r"))
            readable = isinstance(mode, Const) and isinstance(mode.value, str) and set(mode.value) <= set("rbt")
            return FileVal(path) if path is not None and readable else UNKNOWN
        if name == "getattr" and len(args) >= 2 and isinstance(args[1], Const) and isinstance(args[1].value, str):
            found = self.attribute(args[0], args[1].value, node)
            return args[2] if isinstance(found, Unknown) and len(args) > 2 else found
        if name == "setattr" and len(args) == 3 and isinstance(args[1], Const) and isinstance(args[1].value, str):
            # ``for key, value in ini["press"].items(): setattr(self, key, int(value))``
            self.set_attribute(args[0], args[1].value, args[2], node)
            return Const(None)
        if name == "staticmethod" and len(args) == 1 and isinstance(args[0], FunctionVal):
            # ``initializer = staticmethod(_one_thread)`` in a class body: the function, never bound.
            return replace(args[0], static=True)
        if name == "vars" and args and isinstance(args[0], Arguments):
            return MappingVal({key: value for key, value in args[0].values.items()})
        if name == "vars" and args and isinstance(args[0], Instance):
            return _attributes_view(args[0])  # ``vars(self).update(kwargs)`` sets attributes
        if name == "callable" and len(args) == 1:
            # ``[fn] if callable(fn) else list(fn)``: a stage made from one function or from several.
            if isinstance(args[0], (FunctionVal, ClassVal, Layer)):
                return Const(True)
            if isinstance(args[0], Instance):
                return Const(self.class_attribute(args[0].cls, "__call__") is not None) \
                    if not self.torch_bases(args[0].cls) else Const(True)
            if isinstance(args[0], (Const, Seq, MappingVal, Tensor)):
                return Const(False)
            return UNKNOWN
        if name == "len" and args:
            if isinstance(args[0], Seq) and args[0].complete:
                return Const(len(args[0].items))
            if isinstance(args[0], Seq) and args[0].shape:
                return Const(args[0].shape[0])
            if isinstance(args[0], Tensor) and args[0].shape:
                return Const(args[0].shape[0])
            if isinstance(args[0], TensorData) and args[0].tensors:
                return self.builtin("len", args[0].tensors[:1], {}, node)
            if isinstance(args[0], Const) and isinstance(args[0].value, (str, bytes)):
                return Const(len(args[0].value))  # ``len(AMINO)`` of an alphabet
            if isinstance(args[0], MappingVal) and args[0].complete:
                return Const(len(args[0].items))
            return UNKNOWN
        if name in ("min", "max") and len(args) > 1 and all(isinstance(arg, Const) for arg in args):
            values = [arg.value for arg in args if isinstance(arg, Const)]
            if all(isinstance(value, (int, float)) for value in values):
                return Const(min(values) if name == "min" else max(values))  # type: ignore[type-var]
        if name == "sum" and args and isinstance(args[0], Seq):
            # ``start + a + b ...`` as Python adds: ``0 + a`` is ``a.__radd__(0)`` for an object of the
            # project (else ``a`` itself: no kernel worth counting), then each ``__add__``.
            start = args[1] if len(args) > 1 else kwargs.get("start")
            total: Optional[Val] = start
            for item in args[0].items:
                added = self.operator_call(Const(0) if total is None else total, item, "__add__", node)
                if added is None:
                    added = item if total is None else self.binary(total, item, node)
                total = added
            return total if total is not None else Const(0)
        return UNKNOWN


# ``torch.cuda`` functions that do not initialise CUDA (they read NVML or defer until it is initialised),
# as FMP001 lists them; ``is_available()`` does (a child then fails with 'CUDA error: initialization error').
CUDA_LAZY = {"device_count", "is_initialized", "manual_seed", "manual_seed_all", "seed", "seed_all", "device",
             "Stream", "Event"}

# What a tensor says of itself without a kernel (no CUDA call on a GPU tensor).
METADATA = {"size", "dim", "numel", "element_size", "stride", "ndimension", "nelement", "is_contiguous",
            "get_device", "data_ptr", "is_floating_point", "type", "requires_grad_", "register_hook"}

# Calls that run a function on a new thread.
THREAD_POOLS = {"concurrent.futures.ThreadPoolExecutor", "concurrent.futures.thread.ThreadPoolExecutor",
                "multiprocessing.pool.ThreadPool", "multiprocessing.dummy.Pool"}
THREAD_METHODS = {"join", "is_alive", "isAlive", "setDaemon", "setName", "cancel", "getName", "isDaemon"}
THREAD_STARTS = {"threading.Thread", "_thread.start_new_thread", "thread.start_new_thread", "_thread.start_new"}

# Tensor methods that run no kernel over the elements (views, metadata, reading one value) and
# kernels measured serial at any size (``topk``, ``cumsum`` over 1e6; the samplers fill serially).
NO_KERNEL = VIEWS | {"size", "dim", "numel", "item", "tolist", "numpy", "stride", "data_ptr", "is_contiguous",
                     "element_size", "chunk", "split", "unbind", "select", "storage", "untyped_storage", "type",
                     "get_device", "is_floating_point", "register_hook", "retain_grad", "share_memory_", "pin_memory",
                     "nelement", "ndimension", "T", "mT", "H", "expand_as", "unfold", "as_strided", "diagonal",
                     "tensor_split", "movedim", "swapaxes", "squeeze_", "unsqueeze_", "t_", "resize_", "set_",
                     "manual_seed", "seed", "initial_seed", "get_state", "set_state"}
# Kernels whose result has the shape of the tensor they run over.
SHAPE_KEEPING = {"argsort", "bucketize", "masked_fill", "masked_fill_", "nan_to_num", "clamp_min", "clamp_max",
                 "index_fill", "where", "lerp", "addcmul", "addcdiv", "sign", "frac", "trunc",
                 # element-wise functions of one tensor (``F.logsigmoid``, ``F.softplus``...)
                 "logsigmoid", "softplus", "elu", "leaky_relu", "selu", "celu", "mish", "hardswish", "hardsigmoid",
                 "relu6", "hardtanh", "logit", "erfc", "erfinv", "lgamma", "digamma", "tan", "atan", "asin", "sinc",
                 "acos", "sinh", "cosh", "asinh", "acosh", "atanh", "exp2", "log2", "log10", "fmod", "remainder",
                 "threshold", "softsign", "tanhshrink", "hardshrink", "softshrink", "sigmoid_", "isnan", "isinf",
                 "isfinite", "logical_not", "bitwise_not", "deg2rad", "rad2deg", "nan_to_num_", "round_", "normalize"}
SERIAL_KERNELS = SERIAL_IN_ONE_DIMENSION | {"normal_", "uniform_", "random_", "bernoulli_", "exponential_",
                  "geometric_", "cauchy_", "log_normal_", "bernoulli"}

# A model's methods that copy each of its tensors into another dtype (``float()`` of a float model copies nothing).
MODEL_CONVERSIONS = {"double", "half", "bfloat16"}
DTYPES_OTHER_THAN_FLOAT32 = {f"torch.{name}" for name in (
    "float64", "double", "float16", "half", "bfloat16", "int64", "long", "int32", "int", "int8", "uint8", "bool")}


# torch's factories whose element type is float32 (the default) unless ``dtype=`` says otherwise; those of
# int64; a ``dtype=`` by its name. (``torch.full`` and ``torch.tensor`` take the type of their values.)
FLOAT_FACTORIES = {"zeros", "ones", "empty", "rand", "randn", "linspace", "logspace", "eye", "normal"}
INTEGER_FACTORIES = {"randint", "randperm"}
DTYPE_NAMES = {"float": "float32", "float32": "float32", "double": "float64", "float64": "float64",
               "half": "float16", "float16": "float16", "bfloat16": "bfloat16", "int": "int32", "int32": "int32",
               "long": "int64", "int64": "int64", "bool": "bool", "uint8": "uint8", "int8": "int8", "int16": "int16"}


def _factory_dtype(short: str, args: List[Val], kwargs: Dict[str, Val], default_float: Optional[str]) -> Optional[str]:
    """The element type a torch factory call makes, where fixmp can tell (None: not known);
    ``default_float``: the program's default floating type (``torch.set_default_dtype``)."""
    chosen = kwargs.get("dtype")
    if chosen is not None:
        return DTYPE_NAMES.get(chosen.name.rpartition(".")[2]) if isinstance(chosen, Qualified) else None
    if short in FLOAT_FACTORIES:
        return default_float
    if short in INTEGER_FACTORIES:
        return "int64"
    if short == "arange" and args and all(isinstance(arg, Const) and type(arg.value) is int for arg in args):
        return "int64"
    return None


def _converts_dtype(value: Val) -> bool:
    return isinstance(value, Qualified) and value.name in DTYPES_OTHER_THAN_FLOAT32


PLAIN_METHODS = {"split", "join", "strip", "lstrip", "rstrip", "lower", "upper", "replace", "startswith", "endswith",
                 "format", "encode", "decode", "append", "extend", "pop", "insert", "items", "keys", "values", "get",
                 "update", "setdefault", "add", "discard", "put", "put_nowait", "get_nowait", "count", "index",
                 "splitlines", "copy", "clear", "remove", "sort", "reverse", "manual_seed", "info", "debug", "warning",
                 "write", "flush", "close", "join_thread", "set", "wait", "is_set", "acquire", "release"}
BUILTINS = {"range", "len", "float", "int", "str", "list", "tuple", "dict", "enumerate", "zip", "min", "max", "sum",
            "__import__", "staticmethod",
            "print", "sorted", "isinstance", "super", "round", "abs", "set", "bool", "getattr", "setattr", "vars",
            "next", "iter", "reversed", "frozenset", "hasattr", "type", "id", "hash", "repr", "any", "all", "map",
            "filter", "open", "callable", "object"}


# Calls of the default context that fix its start method when none was set (``multiprocessing``'s
# ``DefaultContext.get_context``): a ``set_start_method`` after them raises 'context has already been set'.
DEFAULT_CONTEXT_FIXERS = {
    f"{package}.{function}" for package in ("multiprocessing", "torch.multiprocessing")
    for function in ("get_context", "get_start_method")
}
MULTIPROCESSING = {"multiprocessing", "torch.multiprocessing"}
# Primitives built on a SemLock, which remembers its context: handed to a process of another start
# method it raises 'A SemLock created in a fork context is being shared with a process in a spawn
# context' (a Pipe, a raw value, a Manager's proxies carry none).
SEMLOCK_PRIMITIVES = {"Queue", "SimpleQueue", "JoinableQueue", "Lock", "RLock", "Event", "Semaphore",
                      "BoundedSemaphore", "Condition", "Barrier", "Value", "Array"}


def _unpicklable_argument(arguments: Val, whose: str) -> Optional[str]:
    """What a child is handed is pickled with it (``ExportJob(...)`` whose field holds a lambda): why the
    first argument pickle refuses is refused, named as ``whose`` argument; None where all pickle."""
    for value in arguments.items if isinstance(arguments, Seq) else ():
        why = _unpicklable(value)
        if why is not None:
            return f"{whose} argument, {why}"
    return None


def _unpicklable(value: Val, depth: int = 0) -> Optional[str]:
    """Why pickle refuses ``value`` as a child's target, or None: a lambda; a function defined
    inside another ("Can't get local object"); a bound method whose instance holds one of those
    in an attribute (the instance is pickled with it); a ``partial`` of any of them."""
    if depth > 3:
        return None
    if isinstance(value, PartialVal):
        # A partial pickles its function and what it binds (``partial(_rank, key=lambda c: ...)``).
        for held in (value.func, *value.args, *value.kwargs.values()):
            inner = _unpicklable(held, depth + 1)
            if inner is not None:
                return inner if held is value.func else f"a partial binding {inner}"
        return None
    if isinstance(value, MappingVal) and value.factory is not None:
        inner = _unpicklable(value.factory, depth + 1)
        if inner is not None:
            return f"a defaultdict whose factory is {inner}"
    if isinstance(value, (Seq, MappingVal)):
        # A list of augmentations, a dict of callbacks: pickled with each item.
        for held in value.items if isinstance(value, Seq) else list(value.items.values()):
            inner = _unpicklable(held, depth + 1)
            if inner is not None:
                return f"a {'list' if isinstance(value, Seq) else 'dict'} holding {inner}"
        return None
    if isinstance(value, Instance):
        cls = value.cls.node
        if any(isinstance(statement, cst.FunctionDef) and statement.name.value in ("__reduce__", "__reduce_ex__")
               for statement in cls.body.body):
            return None  # it says itself how it pickles (a class made in a decorator, ``persistence``'s)
        local = _local_class(value.cls)
        if local is not None:
            return f"an instance of {local}"
        for attribute, held in value.attributes.items():
            inner = _unpicklable(held, depth + 1)
            if inner is not None:
                return f"an instance of {cls.name.value} holding {inner} in .{attribute}"
        return None
    if not isinstance(value, FunctionVal):
        return None
    if isinstance(value.node, cst.Lambda):
        return "a lambda"
    name = value.node.name.value
    index = value.scope.index
    wrapped = any(dotted_name(d.decorator.func if isinstance(d.decorator, cst.Call) else d.decorator)
                  in ("wraps", "functools.wraps") for d in value.node.decorators)
    if value.owner is None and index.functions.get(name) is not value.node and not wrapped:
        # (``@functools.wraps(fn)`` gives the wrapper ``fn``'s name, under which pickle finds it.)
        return f"{name}(), a function defined inside another function"
    if isinstance(value.bound, Instance):
        local = _local_class(value.bound.cls)
        if local is not None:
            return f"the bound method {name}() of an instance of {local}"
        for attribute, held in value.bound.attributes.items():
            inner = _unpicklable(held, depth + 1)
            if inner is not None:
                return f"the bound method {name}(), whose instance holds {inner} in .{attribute}"
    return None


def _signal_key(signal: Val) -> Optional[str]:
    """A signal as ``signal.signal`` and ``os.kill`` name it: ``signal.SIGUSR1``, or its number."""
    if isinstance(signal, Qualified):
        return signal.name.rpartition(".")[2]
    if isinstance(signal, Const) and isinstance(signal.value, int):
        return str(signal.value)
    return None


def _local_class(cls: ClassVal) -> Optional[str]:
    """Why pickle cannot find a class by its name ("Can't get local object", "attribute lookup ... failed"),
    or None: it was defined, or made by ``type()``, inside a function."""
    if cls.made_inside_a_function:
        return f"{cls.node.name.value}, a class made by type() inside a function"
    if inside_a_function(cls.scope.index, cls.node):
        return f"{cls.node.name.value}, a class defined inside a function"
    return None


def _handed_to(process: ProcessVal) -> List[Val]:
    """What a ``Process``'s child is handed, pickled with its target: its ``args`` and the values of its
    ``kwargs`` (``kwargs={"gate": gate.gate()}``), as far as fixmp holds them."""
    handed = list(process.args.items) if isinstance(process.args, Seq) else []
    return handed + (list(process.kwargs.items.values()) if isinstance(process.kwargs, MappingVal) else [])


def _process_value(args: List[Val], kwargs: Dict[str, Val], method: Optional[str] = None) -> ProcessVal:
    """``Process(group, target, name, args, kwargs)`` by keyword or position (``method``: its context's)."""
    target = kwargs.get("target", args[1] if len(args) > 1 else UNKNOWN)
    handed = kwargs.get("args", args[3] if len(args) > 3 else Seq([]))
    return ProcessVal(target, handed, method, kwargs.get("kwargs", args[4] if len(args) > 4 else None))


def _class_key(cls: ClassVal) -> str:
    """A class as a key of a mapping the program fills (a container's instances by their class): a
    string no program's own key is."""
    return f"\0class {cls.scope.index.path}:{cls.node.name.value}:{id(cls.node)}"


def _is_coroutine(generator: GeneratorVal) -> bool:
    """A generator whose ``yield`` gives a value it uses (``batch = yield scored``): one driven by ``send``."""
    code = generator.function.scope.index.module.code_for_node(generator.function.node)
    return re.search(r"=\s*\(?\s*yield\b", code) is not None


def _keeps_generators_lazy(callee: Val) -> bool:
    """A callee of the project, which runs a generator it is handed where it iterates it, or a builtin
    that does not iterate what it is handed (``print(stages)``, ``isinstance(rows, list)``)."""
    if isinstance(callee, PartialVal):
        return _keeps_generators_lazy(callee.func)
    if isinstance(callee, Qualified):
        return callee.name in NOT_ITERATING
    return isinstance(callee, (FunctionVal, ClassVal, Instance, Dispatch, Wrapped))


NOT_ITERATING = {f"builtins.{name}" for name in ("print", "repr", "str", "id", "type", "isinstance", "hasattr",
                                                 "getattr", "setattr", "hash", "bool", "vars")}


def _is_stop_iteration(raised: Val) -> bool:
    """A raised value that may be ``StopIteration`` (a bare ``raise`` re-raising it, or one fixmp cannot
    read): an iterator that ends."""
    if isinstance(raised, Instance):
        return False
    name = raised.name if isinstance(raised, (Qualified, Foreign)) else None
    return name is None or name.rsplit(".", 1)[-1] == "StopIteration"


def _on_the_gpu_if_it_may_be(returned: Val, maybe_returned: List[Val]) -> Val:
    """What a call returns where a ``return`` under an undecided test returned earlier: the value that
    lives on the GPU, if one of them does (``if torch.cuda.is_available(): return torch.device("cuda")``
    then ``return torch.device("cpu")``), as an undecided ``a if test else b`` reads ``a``. CUDA in a
    forked child fails only where CUDA is available, so that is the machine FMP001 reads the program on;
    any other value stands as the run met it."""
    if _lives_on_the_gpu(returned):
        return returned
    return next((value for value in maybe_returned if _lives_on_the_gpu(value)), returned)


def _lives_on_the_gpu(value: Val) -> bool:
    if isinstance(value, Const):
        return isinstance(value.value, str) and value.value.startswith("cuda")
    return isinstance(value, (Tensor, Layer)) and value.on_gpu


def _on_cuda(args: List[Val], kwargs: Dict[str, Val]) -> bool:
    """``.to("cuda")``, ``.to(device="cuda:0")``, ``.to(torch.device("cuda"))``: a device named cuda."""
    for value in [*args, kwargs.get("device", UNKNOWN)]:
        if isinstance(value, Const) and isinstance(value.value, str) and value.value.startswith("cuda"):
            return True
    return False


def _attributes_view(instance: Instance) -> MappingVal:
    """``vars(obj)`` / ``obj.__dict__``: a mapping whose entries are the instance's attributes (the same
    dict: ``update`` sets them)."""
    return MappingVal(cast(Dict[Union[str, int], Val], instance.attributes))


def _primitives_in(values: Sequence[Val], depth: int = 0) -> List[Primitive]:
    """The primitives among ``values``, in the containers and instance attributes that hold them."""
    found: List[Primitive] = []
    for value in values:
        if isinstance(value, Primitive):
            found.append(value)
        elif depth < 2 and isinstance(value, Seq):
            found.extend(_primitives_in(value.items, depth + 1))
        elif depth < 2 and isinstance(value, MappingVal):
            found.extend(_primitives_in(list(value.items.values()), depth + 1))
        elif depth < 2 and isinstance(value, Instance):
            found.extend(_primitives_in(list(value.attributes.values()), depth + 1))
    return found


def _required(function: FunctionVal) -> int:
    """How many positional parameters a call must fill (``self`` of a bound method aside)."""
    params = function.node.params
    positional = [*params.posonly_params, *params.params]
    count = sum(1 for param in positional if param.default is None)
    return max(0, count - (1 if function.bound is not None else 0))


def _keyed(kwargs: Dict[str, Val]) -> Dict[Union[str, int], Val]:
    return {key: value for key, value in kwargs.items()}


def _element(value: Val, position: int) -> Val:
    if isinstance(value, Seq) and position < len(value.items):
        return value.items[position]
    return UNKNOWN


def _fork_children(index: ModuleIndex) -> Set[int]:
    """The blocks only the child of an ``os.fork()`` of the module runs (``if pid == 0:``): the parent's
    evaluation passes them by."""
    return index.derived(("blocks of forked children", None), lambda: {
        id(site.child_block) for site in index.process_sites("fork")
        if site.kind is ProcessKind.OS_FORK and site.child_block is not None})


# ``inspect.getmembers(module, inspect.isfunction)``: what each predicate keeps.
MEMBER_PREDICATES = {"inspect.isfunction": (FunctionVal,), "inspect.isroutine": (FunctionVal,),
                     "inspect.isclass": (ClassVal,)}


def _members(module: ModuleVal, predicate: Optional[Val]) -> Val:
    """A project module's top-level names and what they are bound to, sorted by name, as
    ``inspect.getmembers`` lists them (a test harness running every ``check_*`` function in order)."""
    if predicate is not None and not (isinstance(predicate, Qualified) and predicate.name in MEMBER_PREDICATES):
        return UNKNOWN
    kinds = MEMBER_PREDICATES[predicate.name] if predicate is not None else None
    members = sorted((name, value) for name, value in module.scope.values.items()
                     if kinds is None or isinstance(value, kinds))
    return Seq([Seq([Const(name), value]) for name, value in members[:4 * MAX_ITEMS]],
               len(members) <= 4 * MAX_ITEMS)


# The standard library's queues, by which item ``get()`` takes.
QUEUE_CLASSES = {"queue.Queue": "fifo", "queue.SimpleQueue": "fifo", "queue.LifoQueue": "lifo",
                 "queue.PriorityQueue": "priority"}

# What ``@`` applies to memoize a function: ``@lru_cache``, ``@cache``, ``@lru_cache(maxsize=...)``.
MEMOIZING_DECORATORS = {"functools.lru_cache", "functools.cache", "memoizing-decorator"}


def _memo_key(args: List[Val], kwargs: Dict[str, Val]) -> Optional[Tuple[object, ...]]:
    """The key ``lru_cache`` files a call under, where every argument is a constant fixmp knows; None
    otherwise (the call runs, as a call with arguments never seen would)."""
    values: List[object] = []
    for value in [*args, *(kwargs[name] for name in sorted(kwargs))]:
        if not isinstance(value, Const):
            return None
        try:
            hash(value.value)
        except TypeError:
            return None
        values.append((type(value.value).__name__, value.value))
    return (tuple(values), tuple(sorted(kwargs)))


def _least_position(items: List[Val]) -> Optional[int]:
    """Where the least of ``items`` is (what ``heappop`` or a ``PriorityQueue``'s ``get`` takes), where each
    item's order is known; None otherwise."""
    keys = [_order_key(item) for item in items]
    if None in keys or len({type(key) for key in keys}) > 1:
        return None
    try:
        return min(range(len(keys)), key=lambda position: cast(Any, keys[position]))
    except TypeError:
        return None  # tuples whose items of one place differ in type (2 against "a")


def _order_key(value: Val) -> Optional[object]:
    """How ``value`` sorts, where fixmp knows it: a number or a string, or a dataclass's first field."""
    if isinstance(value, Const) and isinstance(value.value, (int, float, str)) and not isinstance(value.value, bool):
        return value.value
    if isinstance(value, Foreign) and value.name.startswith(CLOCKS):
        # ``start + 2`` against ``start``: readings of the program's clock, ordered by their offsets.
        return value.offset if isinstance(value, ClockReading) else 0.0
    if isinstance(value, Instance) and value.attributes:
        first = next(iter(value.attributes.values()))
        return _order_key(first) if isinstance(first, Const) else None
    if isinstance(value, Seq) and value.complete and value.items:
        # A tuple ``(priority, job, arg)``: ordered item by item.
        keys = [_order_key(item) for item in value.items]
        return None if None in keys else tuple(keys)
    return None


def _absolute(scope: ModuleScope, relative: str) -> Optional[str]:
    """A relative module name (``.``, ``..util``) as an absolute one, from the ``__name__`` of the module
    that imports it (None where that is not known)."""
    if scope.name is None:
        return None
    dots = len(relative) - len(relative.lstrip("."))
    package = scope.name if os.path.basename(scope.index.path) == "__init__.py" else scope.name.rpartition(".")[0]
    for _ in range(dots - 1):
        package = package.rpartition(".")[0]
    rest = relative[dots:]
    return (f"{package}.{rest}" if rest else package) if package else (rest or None)


# The names torch gives a layer's tensors in its ``state_dict``, in the order of ``Layer.tensors``.
_TENSOR_NAMES = {"linear": ("weight", "bias"), "conv": ("weight", "bias"), "embedding": ("weight",),
                 "embedding_bag": ("weight",), "layer_norm": ("weight", "bias")}


def _named_tensors(model: Val, prefix: str = "", depth: int = 0) -> Optional[List[Tuple[str, Optional[Tensor]]]]:
    """A model's tensors under the keys its ``state_dict`` gives them (``"weight"``, ``"encoder.0.bias"``),
    or None where a layer's names are not known here (a recurrent layer's ``weight_ih_l0``...)."""
    if depth > 4:
        return None
    if isinstance(model, Tensor):
        return [(prefix.rstrip("."), model)]
    if isinstance(model, Layer) and model.kind != "sequential":
        tensors = model.tensors()
        if model.kind in ("activation", "gelu", "softmax"):
            return []
        names = _TENSOR_NAMES.get(model.kind)
        if names is None or len(names) != len(tensors):
            return None
        return [(prefix + name, tensor) for name, tensor in zip(names, tensors)]
    if not isinstance(model, (Layer, Instance)):
        return None
    named: List[Tuple[str, Optional[Tensor]]] = []
    for part_prefix, part in model_parts(model):
        inner = _named_tensors(part, prefix + part_prefix, depth + 1)
        if inner is None:
            return None
        named.extend(inner)
    return named


def _submodules(model: Val, depth: int = 0) -> List[Val]:
    """The modules a model holds, depth first (a ``Sequential``'s parts, an instance's layer attributes)."""
    if depth > 4:
        return []
    parts: List[Val] = []
    for _, part in model_parts(model):
        if isinstance(part, (Layer, Instance)):
            parts.extend([*_submodules(part, depth + 1), part])
    return parts


def _function_frame(frame: Frame) -> Frame:
    """The frame of the function ``frame`` runs in (a comprehension's frame is inside its function's)."""
    current = frame
    while current.yielded is None and current.closure is not None and current.closure.function is frame.function \
            and frame.function is not None:
        current = current.closure
    return current


def _first(value: Val) -> Val:
    return value.items[0] if isinstance(value, Seq) and value.items else UNKNOWN


# numpy's generators: where each takes its ``size`` when it is passed by position.
# numpy functions and array methods that return an array of their argument's shape.
ENUM_BASES = {"enum.Enum", "enum.IntEnum", "enum.StrEnum", "enum.Flag", "enum.IntFlag"}
# The pools and executors a call of a value can make (``backend.executor_cls(max_workers=2)``).
POOL_CLASSES = {
    "concurrent.futures.ProcessPoolExecutor": ProcessKind.PROCESS_POOL_EXECUTOR,
    "concurrent.futures.process.ProcessPoolExecutor": ProcessKind.PROCESS_POOL_EXECUTOR,
    "multiprocessing.Pool": ProcessKind.POOL, "multiprocessing.pool.Pool": ProcessKind.POOL,
    "torch.multiprocessing.Pool": ProcessKind.POOL,
}

# The method a binary operator calls on an instance of a class that defines it.
OPERATOR_METHODS = {
    cst.Add: "__add__", cst.Subtract: "__sub__", cst.Multiply: "__mul__", cst.Divide: "__truediv__",
    cst.FloorDivide: "__floordiv__", cst.Modulo: "__mod__", cst.Power: "__pow__", cst.MatrixMultiply: "__matmul__",
    cst.BitOr: "__or__", cst.BitAnd: "__and__", cst.BitXor: "__xor__", cst.LeftShift: "__lshift__",
    cst.RightShift: "__rshift__",
}

# ``x += y`` and the others: the binary operator's method, tried as ``__iadd__`` first.
IN_PLACE_OPERATORS = {
    cst.AddAssign: "__add__", cst.SubtractAssign: "__sub__", cst.MultiplyAssign: "__mul__",
    cst.DivideAssign: "__truediv__", cst.FloorDivideAssign: "__floordiv__", cst.ModuloAssign: "__mod__",
    cst.PowerAssign: "__pow__", cst.MatrixMultiplyAssign: "__matmul__", cst.BitOrAssign: "__or__",
    cst.BitAndAssign: "__and__", cst.BitXorAssign: "__xor__", cst.LeftShiftAssign: "__lshift__",
    cst.RightShiftAssign: "__rshift__",
}

# Standard-library modules whose calls start processes or threads, run code, or fork: never ``Foreign``.
NOT_FOREIGN = {"multiprocessing", "concurrent", "threading", "_thread", "asyncio", "os", "subprocess", "importlib",
               "runpy", "code", "ctypes", "signal", "sys", "builtins", "functools", "itertools", "operator",
               "contextlib", "copy", "pickle", "unittest", "pdb", "sched", "atexit", "weakref", "inspect", "types"}


def _live(value: Val, depth: int = 0) -> bool:
    """Something a library's code could run torch work with: a function, a model, a tensor, a pool
    (or a list or dict holding one)."""
    if isinstance(value, (FunctionVal, PartialVal, ClassVal, Instance, Layer, Tensor, Array, Wrapped, Dispatch,
                          PoolVal, ProcessVal, ModuleVal, Optimizer, TensorData, ManagerFactory, PendingManager,
                          SuperVal)):
        return True
    if depth < 2 and isinstance(value, (Seq, MappingVal)):
        items = value.items if isinstance(value, Seq) else list(value.items.values())
        return any(_live(item, depth + 1) for item in items)
    return False


# The program's clocks (``time.monotonic()``): what ``sched`` events are timed from.
CLOCKS = ("time.monotonic", "time.time", "time.perf_counter")
# A logger's methods and the level each records at (``log(level, ...)`` names its own).
LOG_LEVELS = {"debug": 10, "info": 20, "warning": 30, "warn": 30, "error": 40, "exception": 40, "critical": 50,
              "fatal": 50, "log": 0}
# ``%(name)r``, ``%-8s``, ``%.2f``, ``%%``: a printf-style conversion, its type last.
PERCENT_SPEC = re.compile(r"%(?:\([^)]*\))?[-#0 +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[a-zA-Z%]")


def _log_level(value: Val) -> Optional[int]:
    """``logging.INFO``, ``20`` or ``"INFO"`` as a number; None where fixmp cannot read it."""
    name = value.name.rpartition(".")[2] if isinstance(value, Qualified) else \
        value.value if isinstance(value, Const) and isinstance(value.value, str) else None
    if isinstance(value, Const) and isinstance(value.value, int) and not isinstance(value.value, bool):
        return value.value
    levels = {"DEBUG": 10, "INFO": 20, "WARNING": 30, "WARN": 30, "ERROR": 40, "CRITICAL": 50, "FATAL": 50,
              "NOTSET": 0}
    return levels.get(name.upper()) if name is not None else None


def _foreign(name: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
    """What a call of a standard-library module's function (or of a method of what it made) gives: a
    ``Foreign`` value when it is handed nothing live, else unknown."""
    top = name.split(".")[0]
    if top in STANDARD_LIBRARY and top not in NOT_FOREIGN and not any(_live(v) for v in [*args, *kwargs.values()]):
        return Foreign(name)
    return UNKNOWN


def _parameters_in(params: Val) -> List[Optional[Tensor]]:
    """The tensors an optimizer is handed: ``model.parameters()``, a list of tensors, or parameter
    groups (``[{"params": ..., "lr": ...}]``); None for each fixmp cannot size."""
    if isinstance(params, Seq):
        tensors: List[Optional[Tensor]] = []
        for item in params.items:
            if isinstance(item, MappingVal):
                tensors += _parameters_in(item.items.get("params", UNKNOWN))
            else:
                tensors.append(item if isinstance(item, Tensor) else None)
        return tensors if params.complete else tensors + [None]
    return [None]


def _batches(dataset: Val, batch_size: Val) -> Val:
    """A ``DataLoader`` over a ``TensorDataset``: a batch of each tensor's rows (the loop's body is read
    once, for a batch of ``batch_size``); a loader of anything else yields what fixmp cannot size."""
    size = int_of(batch_size)
    if not isinstance(dataset, TensorData) or size is None:
        return Seq([UNKNOWN], False)
    batch = [Tensor((size,) + tensor.shape[1:]) if isinstance(tensor, Tensor) and tensor.shape else Tensor(None)
             for tensor in dataset.tensors]
    return Seq([Seq(list(batch))], False)


def _moved(value: Val, on_gpu: bool = True) -> Val:
    """A tensor or layer as it is on the GPU (or, ``on_gpu`` False, read as if it were not)."""
    return replace(value, on_gpu=on_gpu) if isinstance(value, (Tensor, Layer)) else value
