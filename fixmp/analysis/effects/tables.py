"""What the evaluation knows of torch's operations, the standard library and Python's builtins, as
tables and small helpers over values (the sizes past which an operation is parallel, the calls that copy,
view or convert; which values pickle, live on the GPU or are foreign to the project).
"""

from __future__ import annotations

import os
import re
import sys
from typing import Dict, List, Optional, Sequence, Set, Tuple, Union, cast

import libcst as cst

from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.models.stdlib_multiprocessing import SEMLOCK_PRIMITIVES as SEMLOCK_PRIMITIVES
from fixmp.analysis.models.stdlib_multiprocessing import process_value
from fixmp.analysis.sites import dotted_name
from fixmp.analysis.syntax import inside_a_function
from fixmp.analysis.values import (
    UNKNOWN,
    Array,
    ClassVal,
    Const,
    Dispatch,
    Foreign,
    Frame,
    FunctionVal,
    GeneratorVal,
    Instance,
    Layer,
    ManagerFactory,
    MappingVal,
    ModuleScope,
    ModuleVal,
    Optimizer,
    PartialVal,
    PendingManager,
    PoolVal,
    Primitive,
    ProcessVal,
    Qualified,
    Seq,
    SuperVal,
    Tensor,
    TensorData,
    Val,
    Wrapped,
    model_parts,
)
from fixmp.model import ProcessKind

# Steps (nodes evaluated, statements run) one file's evaluations may take in all; calls inlined
# at most this deep.
MAX_STEPS = 60_000
MAX_CALL_DEPTH = 10
# Runs of one function (one definition, one closure) on the stack at once: a recursive call past them is not
# followed, as a call past ``MAX_CALL_DEPTH`` is not. A recursion on what the run cannot decide (``def
# walk(d): for k, v in d.items(): walk(v)`` on an unknown ``d``) runs every branch of every level again: on
# sentence-transformers' examples two such methods of its trainer cost 21 of 50 s of CPU, followed 10 deep.
MAX_RECURSION = 2
# Passes of a loop's body past those followed item by item, until the parent's state is stable. Each pass's
# state is joined with the one before it, so the state only climbs its small lattice (``ParentState``); a
# loop not settled after these passes counts a doubt (never proof) and the run goes on.
LOOP_PASSES = 3
# The library's Process classes a project class may derive from.
# A context's own Process class (``get_context("spawn").Process``), by the method it starts with.
CONTEXT_PROCESS_CLASSES = {"multiprocessing.context.ForkProcess": "fork",
                           "multiprocessing.context.SpawnProcess": "spawn",
                           "multiprocessing.context.ForkServerProcess": "forkserver"}
PROCESS_CLASSES = frozenset({"multiprocessing.Process", "multiprocessing.context.Process",
                             "multiprocessing.process.BaseProcess", "torch.multiprocessing.Process",
                             *CONTEXT_PROCESS_CLASSES})
# The standard library's modules (``copy.deepcopy`` is a call fixmp knows, not one it cannot follow),
# unless the project has a module of that name.
STANDARD_LIBRARY = frozenset(getattr(sys, "stdlib_module_names", ()))
NOT_PROJECT = ("torch", "multiprocessing", "concurrent", "os", "sys", "functools", "dataclasses", "threading",
               "numpy", "math", "collections", "typing", "random", "itertools", "time", "json")


THREAD_METHODS = {"join", "is_alive", "isAlive", "setDaemon", "setName", "cancel", "getName", "isDaemon"}
THREAD_STARTS = {"threading.Thread", "_thread.start_new_thread", "thread.start_new_thread", "_thread.start_new"}

# A model's methods that copy each of its tensors into another dtype (``float()`` of a float model copies nothing).
MODEL_CONVERSIONS = {"double", "half", "bfloat16"}
DTYPES_OTHER_THAN_FLOAT32 = {f"torch.{name}" for name in (
    "float64", "double", "float16", "half", "bfloat16", "int64", "long", "int32", "int", "int8", "uint8", "bool")}


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
            "filter", "open", "callable", "object",
            # Pure on the numbers and strings they are handed: no call fixmp cannot follow (``sum(map(ord,
            # name))``, a seed made from a name, had read as one). ``pow`` and ``divmod`` are not here: on a
            # tensor they are its element-wise work.
            "ord", "chr", "hex", "oct", "bin", "ascii", "format", "bytes", "bytearray", "complex", "issubclass",
            "slice"}


# ``multiprocessing``'s primitives built on a SemLock and ``Process`` as built, which are its model's
# (``fixmp.analysis.models.stdlib_multiprocessing``), under the names the program run reads them by.
_process_value = process_value


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


def _absolute(scope: ModuleScope, relative: str) -> Optional[str]:
    """A relative module name (``.``, ``..util``) as an absolute one, from the ``__name__`` of the module
    that imports it (None where that is not known)."""
    if scope.name is None:
        return None
    dots = len(relative) - len(relative.lstrip("."))
    package = scope.name if os.path.basename(scope.path) == "__init__.py" else scope.name.rpartition(".")[0]
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


# ``%(name)r``, ``%-8s``, ``%.2f``, ``%%``: a printf-style conversion, its type last.
PERCENT_SPEC = re.compile(r"%(?:\([^)]*\))?[-#0 +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[a-zA-Z%]")


def _foreign(name: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
    """What a call of a standard-library module's function (or of a method of what it made) gives: a
    ``Foreign`` value when it is handed nothing live, else unknown."""
    top = name.split(".")[0]
    if top in STANDARD_LIBRARY and top not in NOT_FOREIGN and not any(_live(v) for v in [*args, *kwargs.values()]):
        return Foreign(name)
    return UNKNOWN


