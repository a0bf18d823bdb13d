"""``multiprocessing``: its start method (set, read, fixed by the default context's first use), its contexts,
``Process`` as built, the primitives built on a SemLock, pools made through a value that holds their class, and
its pools of threads (``multiprocessing.pool.ThreadPool``, ``multiprocessing.dummy.Pool``), which start no
process. Where processes start and what they are handed is the program run's own subject (``starts``).
``torch.multiprocessing`` re-exports these: its models are these (``torch_multiprocessing``)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model, NamedModel
from fixmp.analysis.models.stdlib_concurrent_futures import pool_made, thread_pool
from fixmp.analysis.values import UNKNOWN, Const, ContextVal, ProcessVal, Seq, Val

LIBRARY = "multiprocessing"

# Primitives built on a SemLock, which remembers its context: handed to a process of another start
# method it raises 'A SemLock created in a fork context is being shared with a process in a spawn
# context' (a Pipe, a raw value, a Manager's proxies carry none).
SEMLOCK_PRIMITIVES = {"Queue", "SimpleQueue", "JoinableQueue", "Lock", "RLock", "Event", "Semaphore",
                      "BoundedSemaphore", "Condition", "Barrier", "Value", "Array"}


def process_value(args: List[Val], kwargs: Dict[str, Val], method: Optional[str] = None) -> ProcessVal:
    """``Process(group, target, name, args, kwargs)`` by keyword or position (``method``: its context's)."""
    target = kwargs.get("target", args[1] if len(args) > 1 else UNKNOWN)
    handed = kwargs.get("args", args[3] if len(args) > 3 else Seq([]))
    return ProcessVal(target, handed, method, kwargs.get("kwargs", args[4] if len(args) > 4 else None))


def _chosen(args: List[Val], kwargs: Dict[str, Val]) -> Optional[Val]:
    # (``set_start_method(method="spawn", force=True)``, ``get_context(method="spawn")``: by keyword too.)
    return args[0] if args else kwargs.get("method")


def _set_start_method(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                      node: cst.CSTNode) -> Optional[Val]:
    chosen = _chosen(args, kwargs)
    if not isinstance(chosen, Const) or not isinstance(chosen.value, str):
        return None
    force = kwargs.get("force", args[1] if len(args) > 1 else Const(False))
    evaluation.start_method_set(chosen.value, isinstance(force, Const) and force.value is True, node)
    return Const(None)


def _fixes_the_default_context(evaluation: Evaluation, api: str, args: List[Val], kwargs: Dict[str, Val],
                               node: cst.CSTNode) -> None:
    """``get_context()``, ``get_start_method()``: the default context's ``get_context``, which fixes its start
    method when none was set (a ``set_start_method`` after them raises 'context has already been set')."""
    allow_none = kwargs.get("allow_none", Const(False))
    if not args and not (isinstance(allow_none, Const) and allow_none.value):
        evaluation.default_context_used(f"{api}()", node)


def _get_context(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    chosen = _chosen(args, kwargs)
    if isinstance(chosen, Const) and isinstance(chosen.value, str):
        return ContextVal(chosen.value)
    if len(args) == 1 and args[0] == Const(None):
        # ``get_context(self.start_method)`` of a class attribute left None: the default context.
        evaluation.default_context_used("get_context()", node)
        return ContextVal(evaluation.default_method)
    _fixes_the_default_context(evaluation, "get_context", args, kwargs, node)
    return None


def _get_start_method(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                      node: cst.CSTNode) -> Optional[Val]:
    _fixes_the_default_context(evaluation, "get_start_method", args, kwargs, node)
    if evaluation.muted:
        return None
    # What the run has fixed (``if mp.get_start_method(allow_none=True) is None:`` before setting it: a
    # second call of such a helper sets nothing); None where nothing has fixed it yet.
    allow_none = kwargs.get("allow_none", args[0] if args else Const(False))
    if isinstance(allow_none, Const) and allow_none.value is True and not evaluation.method_fixed:
        return Const(None)
    if isinstance(allow_none, Const) and allow_none.value in (True, False):
        return Const(evaluation.default_method)
    return None


def _process(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return process_value(args, kwargs)


def _semlock_primitive(api: str) -> Model:
    def made(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        primitive = evaluation.semlock_made(api, kwargs, node)
        evaluation.default_context_used(f"{api}()", node)  # the default context is fixed by its first use
        return primitive if primitive is not None else UNKNOWN
    return made


def starts_and_contexts(package: str) -> Dict[str, Model]:
    """The models of a ``multiprocessing`` package's start method, contexts, ``Process``, SemLock primitives
    and process pools (``multiprocessing``'s, ``torch.multiprocessing``'s), by qualified name."""
    return {
        f"{package}.get_context": _get_context,
        f"{package}.get_start_method": _get_start_method,
        f"{package}.Process": _process,
        f"{package}.Pool": pool_made(f"{package}.Pool"),
        **{f"{package}.{api}": _semlock_primitive(api) for api in sorted(SEMLOCK_PRIMITIVES)},
    }


MODELS: Dict[str, Model] = {
    **starts_and_contexts(LIBRARY),
    "multiprocessing.pool.Pool": pool_made("multiprocessing.pool.Pool"),
    "multiprocessing.pool.ThreadPool": thread_pool,
    "multiprocessing.dummy.Pool": thread_pool,
}

# Any package's ``set_start_method`` (``multiprocessing``'s, ``torch.multiprocessing``'s, a fork's such as
# ``multiprocess``): the start method a context made later and the default context start with.
BY_SHORT_NAME: Dict[str, NamedModel] = {"*.set_start_method": _set_start_method}
