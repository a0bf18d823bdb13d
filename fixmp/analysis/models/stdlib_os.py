"""``os``: the fork (the parent's side), the environment, the process's own pid and signals sent to it,
hooks run at each fork, and ``os.path``'s functions over the run's paths (a settings file's path)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model, NamedModel
from fixmp.analysis.models.stdlib_signal import raised
from fixmp.analysis.values import UNKNOWN, Const, Val

LIBRARY = "os"

# What ``os.fork()`` returns in the parent: a child's pid, so that ``if pid: return pid`` returns and
# ``if pid == 0:`` is not the parent's (the child's branch is read on its own, ``_forked_child_work``).
PARENT_SEES_PID = 4242
OWN_PID = 4343  # ``os.getpid()``: what ``os.kill(os.getpid(), sig)`` is sent to (its own handler runs)


def _fork(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return Const(PARENT_SEES_PID)


def _environment_read(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                      node: cst.CSTNode) -> Optional[Val]:
    if len(args) == 2 and evaluation.reading_environment_defaults:
        return args[1]  # read as the program's code says when the variable is unset
    return None


def _environment_set(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                     node: cst.CSTNode) -> Optional[Val]:
    if len(args) != 2:
        return None
    evaluation.set_environment(args[0], args[1])
    return UNKNOWN


def _register_at_fork(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                      node: cst.CSTNode) -> Optional[Val]:
    if evaluation.muted:
        return None
    # ``after_in_child`` pins each child first; ``before`` pins the parent just before each fork
    # (confirmed by running: a program pinning the parent so exits, and hangs without the hook).
    for moment in ("after_in_child", "before"):
        hook = kwargs.get(moment)
        if hook is not None and evaluation.pins_when_called(hook, [], node):
            evaluation.children_pinned_at_fork = True
    return Const(None)


def _getpid(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return Const(OWN_PID) if not evaluation.strict else None  # (the parent's: a child's, read strictly, is another)


def _kill(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return raised(evaluation, args[-1], node) if len(args) == 2 and args[0] == Const(OWN_PID) else None


def _raise_signal(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return raised(evaluation, args[-1], node) if len(args) == 1 else None


def read_as_settings(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                     node: cst.CSTNode) -> Optional[Val]:
    """A function of a module that finds or reads the program's settings files (``os.path.join``,
    ``pathlib.Path``, ``json.load``...), read over the run's path and file values."""
    return evaluation.settings_call(name, args, kwargs)


MODELS: Dict[str, Model] = {
    "os.fork": _fork,
    "os.environ.get": _environment_read,
    "os.getenv": _environment_read,
    "os.environ.setdefault": _environment_set,
    "os.putenv": _environment_set,
    "os.register_at_fork": _register_at_fork,
    "os.getpid": _getpid,
    "os.kill": _kill,
    "os.raise_signal": _raise_signal,
}

BY_MODULE: Dict[str, NamedModel] = {"os.path.": read_as_settings}
