"""What a library model may ask of the program run: the few parts of the evaluation
(``fixmp.analysis.effects.Effects``) that a model reads or records into, and the shape of a model.

A model is a plain function ``(evaluation, args, kwargs, node) -> value`` for one qualified name, in the
module of ``fixmp.analysis.models`` named for the library module that defines it. It gives the value the
call returns, or None where it does not model a call with these arguments: the program run then reads
the call as it reads any library call it has no model of (``library_call``'s rules after the registry).
A model that needs more of the evaluation than this interface names is a sign that what it does is
Python's semantics (the interpreter's), not a library's.
"""

from __future__ import annotations

from typing import Callable, Dict, List, Optional, Protocol, Tuple, Union

import libcst as cst

from fixmp.analysis.values import FunctionVal, Val


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


# One library function's model: the value its call returns, or None where it does not model this call.
Model = Callable[[Evaluation, List[Val], Dict[str, Val], cst.CSTNode], Optional[Val]]
