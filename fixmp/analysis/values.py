"""The abstract values the program run (``fixmp.analysis.effects``) evaluates a program with: integers and
strings it knows (``Const``), tensors of known or unknown shape, layers with their sizes, the project's
classes, instances, functions and modules, pools, processes, contexts and primitives, settings files,
threads, and what is not known (``Unknown``); and what the run reports (``Found``, ``ForkAfterWork``,
``Handoff``, ``MethodSetting``, ``UnguardedStart``, ``UnpicklableTarget``)."""

from __future__ import annotations

import configparser
from dataclasses import dataclass, field
from typing import Callable, Dict, List, MutableMapping, Optional, Set, Tuple, Union

import libcst as cst

from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.sites import ProcessSite

Shape = Tuple[int, ...]
# Elements of a list or range followed one by one (a comprehension over more runs its body once).
MAX_ITEMS = 8


class Unknown:
    def __repr__(self) -> str:
        return "?"


UNKNOWN = Unknown()


class Foreign(Unknown):
    """A value a module of the standard library made (a ``Counter``, a compiled regex, a parsed date):
    unknown as any value is, but its methods, and the module's functions, run no torch work unless
    handed something that could (a function, a model, a tensor, a pool)."""

    def __init__(self, name: str):
        self.name = name

    def __repr__(self) -> str:
        return f"?{self.name}"


class ClockReading(Foreign):
    """``time.monotonic() + delay``: a clock read once, plus an offset fixmp knows. Events timed from
    readings of the program's clock (``sched``'s ``enterabs(start + 2, ...)``) order by their offsets."""

    def __init__(self, name: str, offset: float):
        super().__init__(name)
        self.offset = offset


@dataclass
class Const:
    value: object


class UncertainConst(Const):
    """A constant bound in a branch of an ``if`` whose test fixmp cannot decide (every branch runs, the last
    binding stands): its value where sizes are computed, but no test or comparison of it is decided
    (``action_type = "MultiBinary"`` from the last ``elif`` of a chain over a space fixmp cannot read
    must not decide that ``action_type == "Discrete"`` is false and the ``else: raise`` runs)."""


@dataclass
class Tensor:
    shape: Optional[Shape]
    # A view whose elements are not laid out in order (``expand``, ``t``, ``permute``): its
    # ``.contiguous()`` copies them.
    strided: bool = False
    on_gpu: bool = False  # moved to a CUDA device (``.cuda()``, ``.to("cuda")``): using it is a CUDA call
    # Its element type where the run made it by a conversion (``.double()``: "float64"); None where not
    # known (most of torch's factories give float32, torch's default).
    dtype: Optional[str] = None

    @property
    def numel(self) -> Optional[int]:
        if self.shape is None:
            return None
        total = 1
        for size in self.shape:
            total *= size
        return total


@dataclass
class Array:
    """A numpy array of a known or unknown shape: numpy's own work never starts torch's pool, but
    ``torch.tensor(array)`` copies it, and ``torch.from_numpy(array)`` is a tensor of its shape."""

    shape: Optional[Shape]


@dataclass
class Optimizer:
    """A ``torch.optim`` optimizer over the tensors it was handed (``model.parameters()``): its
    ``step()`` updates each in place (measured: SGD and Adam over one 256x256 weight start the pool)."""

    tensors: List[Optional["Tensor"]]


@dataclass
class TensorData:
    """A ``TensorDataset`` of these tensors: a ``DataLoader`` over it yields their rows in batches."""

    tensors: List["Val"]


@dataclass(eq=False)
class LoaderVal:
    """A ``DataLoader`` with worker processes (``num_workers`` > 0): each pass over it forks its workers
    (with the default start method, or its ``multiprocessing_context``'s) and yields ``batches``.
    torch's worker loop makes each worker single-threaded first; its ``worker_init_fn``, the dataset's
    ``__getitem__`` and the ``collate_fn`` then run there, and one that raises the thread count again
    takes the worker back to the pool it inherited (measured: a hang, as a forked child's)."""

    batches: "Val"
    dataset: "Val"
    worker_init: Optional["Val"]
    collate: Optional["Val"]
    context: Optional["Val"]


@dataclass
class Layer:
    """A torch.nn module: ``kind`` is linear / conv / embedding / embedding_bag / sequential / activation /
    recurrent / cell / parallel (pooling, group norm, attention: parallel on any input) / other."""

    kind: str
    sizes: Tuple[int, ...] = ()
    parts: Tuple["Val", ...] = ()
    on_gpu: bool = False  # moved to a CUDA device: a forward through it is a CUDA call
    # ``register_forward_hook(fn)``: each runs after the layer's forward, with (layer, inputs, output).
    hooks: List["Val"] = field(default_factory=list)

    def tensors(self) -> List[Optional[Tensor]]:
        if self.kind == "linear":
            return [Tensor((self.sizes[1], self.sizes[0])), Tensor((self.sizes[1],))]
        if self.kind == "conv":
            kernel = self.sizes[2] ** self.sizes[3]
            return [Tensor((self.sizes[1], self.sizes[0] * kernel)), Tensor((self.sizes[1],))]
        if self.kind in ("embedding", "embedding_bag") and self.sizes:
            return [Tensor(self.sizes)]
        if self.kind == "sequential":
            return [tensor for part in self.parts for tensor in tensors_of(part)]
        if self.kind in ("activation", "gelu", "softmax"):
            return []
        if self.kind in ("layer_norm", "batch_norm") and self.sizes:
            return [Tensor(self.sizes), Tensor(self.sizes)]
        if self.kind in ("recurrent", "cell") and self.sizes:
            rows = self.sizes[2] * self.sizes[1]  # gates x hidden
            return [Tensor((rows, self.sizes[0])), Tensor((rows, self.sizes[1])), Tensor((rows,)), Tensor((rows,))]
        return [None]


@dataclass
class Seq:
    items: List["Val"]
    complete: bool = True  # every element is listed
    shape: Optional[Shape] = None  # a tensor's ``.tolist()``: the nesting of its (unlisted) numbers
    # A ``queue.Queue`` (``fifo``), ``LifoQueue`` (``lifo``) or ``PriorityQueue`` (``priority``): which item
    # its ``get()`` takes.
    taken: str = "fifo"


@dataclass
class MappingVal:
    items: Dict[Union[str, int], "Val"]
    complete: bool = True
    default: Optional[str] = None  # ``defaultdict(list)``: what a missing key is bound to on reading
    factory: Optional["Val"] = None  # a defaultdict's own factory (pickled with it: ``lambda: []`` is refused)


@dataclass
class ModuleScope:
    """A module of the project as the evaluation reads it: its index and what its top level bound.

    A module whose top level is inert (``fixmp.analysis.inert``) is made with no index and a ``load`` that
    makes it: it is parsed only where the program reads it."""

    loaded: Optional[ModuleIndex]
    file_name: str
    bound: Dict[str, "Val"] = field(default_factory=dict)  # (read through ``values``)
    resolving: Set[str] = field(default_factory=set)
    name: Optional[str] = None  # its ``__name__``, as the program first imported it (``presses``)
    path: str = ""  # its index's path, known before it is loaded
    load: Optional[Callable[[], ModuleIndex]] = field(default=None, repr=False, compare=False)
    # An inert module imported and not run yet: what runs its top level, before anything reads a name it
    # binds, or all of them (``inspect.getmembers(module)``).
    before_read: Optional[Callable[[], None]] = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.loaded is not None and not self.path:
            self.path = self.loaded.path

    @property
    def values(self) -> Dict[str, "Val"]:
        """What its top level bound."""
        if self.before_read is not None:
            run, self.before_read = self.before_read, None
            run()
        return self.bound

    @property
    def index(self) -> ModuleIndex:
        if self.loaded is None:
            assert self.load is not None, "a module scope with neither an index nor a way to make one"
            self.loaded, self.load = self.load(), None
        return self.loaded

    @property
    def location(self) -> str:
        """Where its imports are looked for from (its index's location, as ``ModuleIndex.attach_project``
        made it)."""
        if self.loaded is not None:
            return self.loaded.location or self.loaded.path
        return self.path


@dataclass(eq=False)
class ClassVal:
    scope: ModuleScope
    node: cst.ClassDef
    attributes: Dict[str, "Val"] = field(default_factory=dict)
    # Made by ``type(name, bases, namespace)``: the bases it was handed (its ``node`` is an empty class
    # statement of that name), and whether a function made it (pickle then cannot find it by its name).
    made_bases: Optional[List["Val"]] = None
    made_inside_a_function: bool = False


@dataclass(eq=False)
class Instance:
    cls: ClassVal
    attributes: Dict[str, "Val"] = field(default_factory=dict)
    on_gpu: bool = False  # a model of the project moved to a CUDA device
    # A ``dict`` subclass made from a mapping (``Section(values)``): the entries it was made with.
    entries: Optional["MappingVal"] = None


@dataclass(eq=False)
class FunctionVal:
    scope: ModuleScope
    node: Union[cst.FunctionDef, cst.Lambda]
    closure: Optional["Frame"] = None
    bound: Optional["Val"] = None  # ``self`` of a bound method
    owner: Optional[ClassVal] = None  # the class a method was found in (what ``super()`` starts above)
    attributes: Dict[str, "Val"] = field(default_factory=dict)
    static: bool = False  # wrapped by ``staticmethod(f)``: read through an instance, it stays unbound
    # Under ``functools.lru_cache`` / ``functools.cache``: what each call with constant arguments returned,
    # so that a second such call returns it without running again.
    memo: Optional[Dict[Tuple[object, ...], "Val"]] = None


@dataclass(eq=False)
class SuperVal:
    instance: "Val"
    above: Optional[ClassVal]


@dataclass
class ModuleVal:
    scope: ModuleScope


@dataclass(eq=False)
class ManagerFactory:
    """A generator function under ``@contextlib.contextmanager``: calling it makes a manager whose
    ``__enter__`` runs the function up to its ``yield``."""

    function: "FunctionVal"


@dataclass(eq=False)
class PendingManager:
    function: "FunctionVal"
    args: List["Val"]
    kwargs: Dict[str, "Val"]


@dataclass(eq=False)
class Wrapped:
    """A function under a context manager used as its decorator (a ``contextlib.ContextDecorator``
    instance, a ``@contextmanager`` function's manager): a call enters the manager, then runs it."""

    function: "Val"
    manager: "Val"


@dataclass(eq=False)
class ExitStackVal:
    """A ``contextlib.ExitStack``: the callbacks it holds (a function, its arguments), run last-in
    first-out when it closes (``close()``, or leaving its ``with`` block)."""

    callbacks: List[Tuple["Val", List["Val"], Dict[str, "Val"]]] = field(default_factory=list)


@dataclass(eq=False)
class Dispatch:
    """A ``functools.singledispatch`` function: its base and the overloads registered on it, each with the
    type it was registered for (None: read from its first parameter's annotation)."""

    base: "FunctionVal"
    overloads: List[Tuple[Optional["Val"], "Val"]] = field(default_factory=list)
    # Set on ``dispatch.register``, which registers what it is called with: Unknown (the type read from
    # the function's annotation), or the type of ``dispatch.register(SomeType)``, until the function comes.
    registering: Optional["Val"] = None
    method: bool = False  # a ``singledispatchmethod``: dispatched on the argument after ``self``


@dataclass(eq=False)
class ProcessVal:
    """``Process(target=f, args=(...))`` as built: what its child will run, with what (a process made in a
    comprehension is started later, where the comprehension's variable is gone)."""

    target: "Val"
    args: "Val"
    method: Optional[str] = None  # made through ``get_context(method)``; None: the default context's
    kwargs: Optional["Val"] = None  # its ``kwargs=``: a mapping, pickled for the child as its args are


@dataclass(eq=False)
class ThreadVal:
    """``threading.Thread(target=f, args=...)`` or ``threading.Timer(delay, f, args)``: what its thread
    runs once started (work there is that thread's, on its own OpenMP pool; what it leaves behind, an
    attribute set or a queue filled, is the program's)."""

    target: "Val"
    args: List["Val"]
    kwargs: Dict[str, "Val"]


@dataclass(eq=False)
class ThreadPoolVal:
    """A pool of threads (``concurrent.futures.ThreadPoolExecutor``, ``multiprocessing.pool.ThreadPool``):
    each task runs on one of its threads (``Effects.run_on_a_thread``), where it is handed."""


@dataclass(eq=False)
class FutureVal:
    """What a task handed to a pool of threads returns (``future.result()``, ``await``)."""

    value: "Val"


@dataclass(eq=False)
class Pickled:
    """``pickle.dumps(value)``: bytes that ``pickle.loads`` turns back into the value."""

    value: "Val"


@dataclass(eq=False)
class Sentinel:
    """``object()``: a value only ``is`` itself (``_DONE = object()`` ending a queue's items)."""


@dataclass(frozen=True)
class PathVal:
    """A filesystem path the program builds (``Path(__file__).parent / "heat.json"``), absolute."""

    path: str


@dataclass(frozen=True)
class FileVal:
    """A file the program opened for reading (``open(path)``), by its path."""

    path: str


@dataclass(eq=False)
class SchedulerVal:
    """A ``sched.scheduler``: the events entered, each (time, priority, action, arguments, keywords)."""

    events: List[Tuple["Val", "Val", "Val", "Val", "Val"]] = field(default_factory=list)


@dataclass(eq=False)
class ConfigVal:
    """A ``configparser.ConfigParser`` and the project files it read (their text, parsed by configparser,
    which interpolates strings and runs nothing)."""

    parser: configparser.RawConfigParser


@dataclass(eq=False)
class PoolVal:
    """A pool or executor the program run made at ``site``: its tasks are read wherever it is handed
    them (``pool.starmap`` in another method, ``loop.run_in_executor(pool, fn, ...)`` in another module)."""

    site: ProcessSite
    # A pool of the project's own class (``class LoomExecutor(ProcessPoolExecutor)``): the instance its
    # ``__init__`` set up, whose methods and attributes the pool has (its methods bound to the pool).
    instance: Optional["Instance"] = None


@dataclass(eq=False)
class Arguments:
    """An ``argparse.ArgumentParser`` (``parser``: True) or the namespace its ``parse_args()`` returns:
    the program run as it starts with no arguments, each option at its default."""

    values: MutableMapping[str, "Val"] = field(default_factory=dict)
    parser: bool = True
    # A parser's sub-commands (``add_subparsers().add_parser("train")``), by name: each a parser.
    commands: Dict[str, "Arguments"] = field(default_factory=dict)
    command_dest: Optional[str] = None  # where the chosen sub-command's name goes (``dest="command"``)


@dataclass
class Qualified:
    """Something of an installed package, by its dotted name (``torch.nn.Linear``)."""

    name: str


@dataclass(eq=False)
class PartialVal:
    func: "Val"
    args: List["Val"]
    kwargs: Dict[str, "Val"]


@dataclass(eq=False)
class ContextVal:
    """``multiprocessing.get_context(method)``: its primitives and processes belong to ``method``."""

    method: str


@dataclass(eq=False)
class Primitive:
    """A SemLock-based primitive (``Queue``, ``Lock``, ``Value``...): the start method of the context that
    made it, and where (``logbus.py:3``)."""

    api: str
    method: str
    where: str


Val = Union[Unknown, Const, Tensor, Array, Optimizer, TensorData, Layer, Seq, MappingVal, ClassVal, Instance, FunctionVal, SuperVal, ModuleVal,
            Qualified, PartialVal, ContextVal, Primitive, ManagerFactory, PendingManager, Wrapped, Dispatch,
            Arguments, ProcessVal, PoolVal, PathVal, FileVal, ConfigVal, LoaderVal, SchedulerVal, "GeneratorVal",
            ExitStackVal, ThreadVal, Sentinel, Pickled, ThreadPoolVal, FutureVal]


def tensors_of(value: Val, depth: int = 0) -> List[Optional[Tensor]]:
    """The tensors a model holds (None for one fixmp cannot size)."""
    if depth > 4:
        return [None]
    if isinstance(value, Tensor):
        return [value]
    if isinstance(value, Layer):
        return value.tensors()
    if isinstance(value, Instance):
        return [tensor for _, part in model_parts(value) for tensor in tensors_of(part, depth + 1)]
    return [None]


def model_parts(model: Val) -> List[Tuple[str, Val]]:
    """What a model holds directly, each under the key prefix its ``state_dict`` gives it: a
    ``Sequential``'s parts (``"0."``); an instance's tensor and module attributes (``"encoder."``) and
    those in its list and dict attributes (a ``ModuleList``'s ``"heads.0."``, a ``ModuleDict``'s
    ``"heads.en."``). An instance's other attributes (sizes, names, a config, in a list or not) hold
    no parameter. The one walk that ``tensors_of``, state_dict keys and submodules all read."""
    if isinstance(model, Layer):
        return [(f"{position}.", part) for position, part in enumerate(model.parts)] if model.kind == "sequential" else []
    if not isinstance(model, Instance):
        return []
    held: List[Tuple[str, Val]] = []
    for attribute, value in model.attributes.items():
        if isinstance(value, Seq):
            held.extend((f"{attribute}.{position}.", item) for position, item in enumerate(value.items))
        elif isinstance(value, MappingVal):
            held.extend((f"{attribute}.{key}.", item) for key, item in value.items.items())
        else:
            held.append((f"{attribute}.", value))
    return [(prefix, part) for prefix, part in held if isinstance(part, (Tensor, Layer, Instance))]


# -- control flow --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Found:
    """Parallel work the evaluation met: what and where (``torch.sort over 50,000 elements at
    ranking.py:5``), and the functions followed to reach it, outermost first."""

    what: str
    via: Tuple[str, ...]
    # False: not work seen, but something fixmp could not size or follow (read as work only where a
    # child's silence must be proved, ``runs_serially``).
    sized: bool = True
    # Where the program run met it, in the asking file: the top-level statement then running, and the
    # operation itself when it is this file's (None otherwise).
    anchor: Optional[cst.CSTNode] = field(default=None, compare=False)
    operation: Optional[cst.CSTNode] = field(default=None, compare=False)
    kernel: str = field(default="", compare=False)  # ``what`` without its place
    # Not sized, but a torch operation seen (a matmul of unknown size), not a call fixmp could not follow:
    # a child that runs it does torch work that starts the pool at most sizes.
    torch_op: bool = field(default=False, compare=False)

    @property
    def chain(self) -> str:
        """The calls followed, for a message: " (via main() -> warm_up())", or nothing."""
        return f" (via {' -> '.join(self.via)})" if self.via else ""


@dataclass(frozen=True)
class Handoff:
    """A primitive made by one context handed to a process of another, met while the program ran:
    ``anchor`` is the statement or call of the asking file that led to the start."""

    primitive: Primitive
    start_method: str
    kind: str
    start_where: str
    anchor: cst.CSTNode


@dataclass(frozen=True)
class MethodSetting:
    """A call that fixes the program's start method, met while the program ran: ``set_start_method``
    (``method`` its argument), or ``get_context()`` / ``get_start_method()`` with no method, which fix
    the default one (``method`` None). ``anchor``: the statement or call of the asking file that led to
    it; ``where``: the call, as ``runtime.py:5``; ``tolerated``: it cannot raise (``force=True``, inside
    a ``try`` that catches RuntimeError, under a ``get_start_method(...)`` test)."""

    method: Optional[str]
    anchor: cst.CSTNode
    where: str
    tolerated: bool
    what: str  # the call, for a message: ``set_start_method('spawn')``, ``get_context()``, ``Queue()``


@dataclass(frozen=True)
class ForkAfterWork:
    """A process start the program reaches, run from the asking file, after parallel work in the
    parent, whose child does work of its own (``Effects.forks_after_work``)."""

    anchor: cst.CSTNode  # the statement of the asking file that was running when the start was reached
    where: str  # the start: "harness.py:23"
    kind: str  # "Process"
    work: Found  # the parent's first parallel work since its pool last had a single thread
    child: Found  # the child's first work (sized, or what fixmp could not size or follow)

    @property
    def started(self) -> str:
        """The start, for a message: "the os.fork() at server.py:33", "the Pool started at pool.py:7"."""
        if self.kind == "os.fork":
            return f"the os.fork() at {self.where}"
        if self.kind == "DataLoader":
            return f"the DataLoader workers started at {self.where}"
        return f"the {self.kind} started at {self.where}"


@dataclass(frozen=True)
class UnpicklableTarget:
    """A start the program reaches, under spawn or forkserver, whose target cannot be pickled
    (``Effects.forks_after_work``): a lambda, a function defined inside another, or a bound method
    whose instance holds one."""

    anchor: cst.CSTNode  # the statement of the asking file that was running when the start was reached
    where: str  # the start: "launcher.py:10"
    kind: str
    method: str  # "spawn"
    what: str  # "make_scorer.<locals>.score(), defined inside a function"


@dataclass(frozen=True)
class UnguardedStart:
    """A spawn or forkserver start the program reaches from a top-level statement of the asking file
    that no ``if __name__ == "__main__":`` guards: every child re-imports the file as ``__mp_main__``,
    runs the statement again and dies in its bootstrapping phase (``Effects.forks_after_work``)."""

    anchor: cst.CSTNode  # the asking file's top-level statement
    where: str  # the start: "pipeline.py:10"
    kind: str
    method: str


class _Work(Exception):
    def __init__(self, found: Found):
        super().__init__(found.what)
        self.found = found


class _Exhausted(Exception):
    pass


class _Started(Exception):
    """The evaluation reached a process start (``work_before_start``): what follows runs after the fork.
    ``child``: for ``child_work_at_start``, the first work the child does there (None: none)."""

    def __init__(self, child: Optional[Found] = None):
        super().__init__()
        self.child = child


class _Suspended(Exception):
    """A coroutine replayed to its latest ``send`` reached the next ``yield``: what ``send`` returns."""

    def __init__(self, value: Val):
        super().__init__()
        self.value = value


class _Yielded(Exception):
    """A ``@contextmanager`` generator reached its ``yield``: what a ``with`` binds."""

    def __init__(self, value: Val):
        super().__init__()
        self.value = value


class _Return(Exception):
    def __init__(self, value: Val):
        super().__init__("return")
        self.value = value


class _Raised(_Return):
    """A ``raise`` the evaluation is sure runs (``value``: what it raises, UNKNOWN for a bare ``raise``):
    the rest of its block does not run, calls return nothing, and a ``try`` whose handler may catch it
    runs that handler and goes on after it (a fallback chain reaching its second strategy). A kind of
    ``_Return`` so that every question and import that stops at a return stops at it too; a call and
    a branch that is sure to run let it through."""


class _Continue(_Return):
    """``continue``: the rest of the loop's body does not run, the loop goes on with its next item. A kind
    of ``_Return`` so that a branch that may not run lets what follows it run too, as for a return."""

    def __init__(self) -> None:
        super().__init__(Const(None))


class _Break(_Return):
    """``break``: the rest of the loop's body and its later iterations do not run."""

    def __init__(self) -> None:
        super().__init__(Const(None))


@dataclass(eq=False)
class GeneratorVal:
    """What calling a generator function of the project made: nothing of its body has run. It runs, to its
    end, when something iterates it (a ``for``, ``next()``, ``list()``, ``yield from``, a library call
    handed it: ``pool.imap(check, items)``); a generator nobody iterates runs nothing."""

    function: FunctionVal
    frame: "Frame"
    yielded: Optional[Seq] = None  # once run: what it yielded (a second pass gets nothing new)
    # A coroutine ``next()`` primed (``batch = yield scored``): it runs at its first ``send(value)``,
    # each ``yield`` there giving that value.
    primed: bool = False
    sends: List["Val"] = field(default_factory=list)  # what ``send`` handed it, in order
    start: Optional[Dict[str, "Val"]] = None  # its frame's names before its body first ran (its arguments)


@dataclass(eq=False)
class Frame:
    scope: ModuleScope
    names: Optional[Dict[str, Val]]  # None: the asking file's own code, whose names are read statically
    closure: Optional["Frame"] = None
    function: Optional[FunctionVal] = None
    # A generator function's frame: what its ``yield`` statements produced, in order (the values a
    # ``for`` over its call binds).
    yielded: Optional[List[Val]] = None
    # A generator a ``for`` statement consumes: each value it yields runs the loop's body there and
    # then, before the generator goes on (a fork per item, the caller's work between two items).
    on_yield: Optional[Callable[[Val], None]] = None
    # The program's own top level, run as ``__main__``: its ``if __name__ == "__main__":`` block runs.
    as_main: bool = False
    # What a ``return`` under a test fixmp cannot decide returned, before the function went on.
    maybe_returned: List["Val"] = field(default_factory=list)
    # A coroutine run by ``send(value)``: what its ``yield`` expressions give.
    sent: Optional["Val"] = None
    # A coroutine replayed at its n-th ``send`` (``Effects.resume``): every value sent so far, the one its
    # k-th ``yield`` gives, and how many ``yield`` expressions the replay has passed.
    sends: Optional[List["Val"]] = None
    yields_passed: int = 0
    # How many ``if`` statements of this frame whose test fixmp cannot decide are being run: a constant
    # bound there is an ``UncertainConst``.
    undecided: int = 0

