"""What a library model may ask of the program run: the few parts of the evaluation
(``fixmp.analysis.effects.Effects``) that a model reads or records into, and the shape of a model.

A model is a plain function ``(evaluation, args, kwargs, node) -> value`` for one qualified name, in the
module of ``fixmp.analysis.models`` named for the library module that defines it. It gives the value the
call returns, or None where it does not model a call with these arguments: the program run then reads
the call as it reads any library call it has no model of (``library_call``'s rules after the registry).
A model that needs more of the evaluation than this interface names is a sign that what it does is
Python's semantics (the interpreter's), not a library's.

A model of a module's functions or of a function by its short name (``NamedModel``) is handed the qualified
name it is asked for too: one model reads ``torch.cuda.synchronize`` and every other ``torch.cuda`` function.
"""

from __future__ import annotations

from typing import Callable, ContextManager, Dict, List, Optional, Protocol, Tuple, Union

import libcst as cst

from fixmp.analysis.values import FunctionVal, Tensor, Val
from fixmp.knowledge.torch_ops import PARALLEL_GRAIN


class Evaluation(Protocol):
    """The parts of the program run a library model uses."""

    muted: int  # above 0 while a value is only read (nothing the program does is recorded)
    strict: bool  # a child's target read for the work it may do (its own pid is not the parent's)
    running_program: bool  # the whole program is run in order, from its entry file
    # ``os.environ.get(name, default)`` read as its default (the variable unset): in the program run.
    reading_environment_defaults: bool
    # A hook ``os.register_at_fork(...)`` registered pins every forked child to one thread.
    children_pinned_at_fork: bool
    log_level: Optional[int]  # the root logger's level; None: one fixmp cannot read
    home_statements: List[cst.CSTNode]  # the asking file's statements being run, the innermost last
    # ``atexit.register(fn, *args)``: run when the program's top level has finished, last first.
    at_exit: List[Tuple[Val, List[Val], Dict[str, Val], cst.CSTNode]]
    signal_handlers: Dict[str, Val]  # ``signal.signal(SIGUSR1, on_bell)``, by the signal's name
    default_float: Optional[str]  # the floating type torch's factories make (``torch.set_default_dtype``)
    default_method: str  # the start method of the default context (``fork`` until the program sets one)
    method_fixed: bool  # the default context's start method is fixed (set, or fixed by its first use)

    def call(self, callee: Val, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        """Call ``callee`` (a function of the project, a library's, a partial...) as the program would."""
        ...

    def run_on_a_thread(self, function: Val, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        """Run ``function`` on a thread the program started (its work is on that thread's own pool)."""
        ...

    def set_environment(self, name: Val, value: Val) -> None:
        """``os.environ[name] = value`` ran."""
        ...

    def pins_when_called(self, function: Val, args: List[Val], node: cst.CSTNode) -> bool:
        """Calling ``function`` first in a child makes it single-threaded."""
        ...

    def logged(self, method: str, args: List[Val], node: cst.CSTNode) -> None:
        """A log call at the level of ``method`` (``info``, ``log``...): its message is rendered if it shows."""
        ...

    def annotations_of(self, function: FunctionVal) -> Dict[Union[str, int], Val]:
        """A function's parameters, in order, each as ``inspect.Parameter`` reads."""
        ...

    def listed_modules(self, folders: Val, prefix: Val) -> Val:
        """``pkgutil.iter_modules(folders, prefix)`` over the project's folders."""
        ...

    def imported_by_name(self, name: str, node: cst.CSTNode) -> Val:
        """The module ``importlib.import_module(name)`` imports, run as an import statement runs it."""
        ...

    def copied(self, value: Val, deep: bool, node: cst.CSTNode) -> Val:
        """A copy of ``value`` (``copy.copy``; ``copy.deepcopy`` where ``deep``)."""
        ...

    def run_path(self, path: Val, init_globals: Optional[Val], node: cst.CSTNode) -> Val:
        """A file of the project run as a script (``runpy.run_path``); its globals."""
        ...


    # -- the domain's effects: parallel work, CUDA, the start method ----------------------------------------
    def work(self, what: str, node: cst.CSTNode) -> None:
        """Parallel work met (torch's thread pool starts) at ``node``."""
        ...

    def may_work(self, what: str, node: cst.CSTNode, torch_op: bool = False) -> None:
        """Work of a size fixmp cannot tell (a doubt where proving a piece serial)."""
        ...

    def cuda(self, what: str, node: cst.CSTNode) -> None:
        """A call that initialises CUDA."""
        ...

    def over_grain(self, tensor: Val, what: str, node: cst.CSTNode, grain: int = PARALLEL_GRAIN) -> None:
        """Work where ``tensor``'s elements pass ``grain`` (a tensor of unknown size: a doubt)."""
        ...

    def unsized(self, what: str, node: cst.CSTNode) -> None:
        """An operation on a tensor of unknown size (a doubt where proving a piece serial)."""
        ...

    def over_rows(self, tensor: Val, dim: Optional[int], what: str, node: cst.CSTNode) -> None:
        """A kernel parallel over the slices along ``dim`` (the last by default): work from two on."""
        ...

    def gathered(self, source: Tensor, index: Tensor, dim: int, node: cst.CSTNode) -> Val:
        """``source`` indexed by ``index`` along ``dim`` (work past the grain); the tensor it gives."""
        ...

    def on_the_gpu(self) -> ContextManager[None]:
        """Inside: an operation of a tensor on the GPU, read as on the CPU (its CUDA use recorded before)."""
        ...

    def elementwise(self, tensor: Val, what: str, node: cst.CSTNode, operation: str = "") -> Val:
        """An element-wise ``operation`` over ``tensor``, work above its grain; the tensor it gives."""
        ...

    def matmul(self, left: Val, right: Val, node: cst.CSTNode) -> Val:
        """``left @ right``, work where the product is parallel at its sizes; the tensor it gives."""
        ...

    def method_call(self, receiver: Val, name: str, args: List[Val], kwargs: Dict[str, Val],
                    node: cst.CSTNode) -> Val:
        """``receiver.name(*args, **kwargs)`` as the program run reads it (a tensor's method)."""
        ...

    def threads_set(self, count: int) -> None:
        """``torch.set_num_threads(count)`` ran in the parent (one thread: it is single-threaded)."""
        ...

    def start_method_set(self, method: str, forced: bool, node: cst.CSTNode) -> None:
        """``set_start_method(method, force=forced)`` ran."""
        ...

    def default_context_used(self, what: str, node: cst.CSTNode) -> None:
        """A use of the default context that fixes its start method where none was set (``what``: the call)."""
        ...

    def semlock_made(self, api: str, kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        """A primitive built on a SemLock (``Queue()``, ``Lock()``), which remembers its context."""
        ...

    def pool_made(self, name: str, kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        """A pool or executor of the class ``name`` made where no start site names it (by a value that holds it)."""
        ...

    def settings_call(self, name: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
        """A settings reader (``os.path``, ``pathlib``, ``json``...) over the run's paths and files."""
        ...


# One library function's model: the value its call returns, or None where it does not model this call.
Model = Callable[[Evaluation, List[Val], Dict[str, Val], cst.CSTNode], Optional[Val]]
# A model of the functions of a module, or of a function by its short name: handed the qualified name too.
NamedModel = Callable[[Evaluation, str, List[Val], Dict[str, Val], cst.CSTNode], Optional[Val]]
# A model of a library class's methods: ``(evaluation, receiver, method name, args, kwargs, node) -> value``.
MethodModel = Callable[[Evaluation, Val, str, List[Val], Dict[str, Val], cst.CSTNode], Val]
