"""The runtime fork sanitizer behind ``fixmp run``: run a command and see each fork as it happens.

Static detection (``fixmp check``) reads the code; it cannot see tensor sizes,
work done in other modules, or CUDA initialised by a third-party loader. The
sanitizer looks at every ``os.fork`` of every Python process of a run instead --
``multiprocessing`` fork starts, ``Pool``, ``ProcessPoolExecutor``, ``DataLoader``
workers, raw ``os.fork()``, children of children -- and records what would make the
child hang or crash: torch's OpenMP pool alive in the parent (FMP002) or CUDA
initialised or poisoned (FMP001; FMP008 when the fork starts a DataLoader's
workers). Spawn and forkserver starts run a fresh interpreter and inherit nothing,
so they are no fork hazard; but the fork server forks each forkserver child, and a
module it preloaded may have started the pool there: such a fork is a hazard at the
client's start (``Process.start()``, ``Pool(...)``), found by the child's pid. It also records the crashes of starting a process,
where multiprocessing raises them: a process object or task that cannot be pickled
(FMP005), a start while a spawned child imports the main module (FMP004), a second
``set_start_method`` (FMP006), a fork-context lock handed to a spawn child (FMP007).

How (the probe, ``probe/fork_sanitizer.py``, standard library only):

* ``sanitizer_environment`` puts the probe, as ``sitecustomize``, first on the
  command's ``PYTHONPATH``; every Python process the command starts imports it
  (interpreters started with ``-I`` or ``-E`` ignore ``PYTHONPATH`` and are not
  watched). It registers ``os.register_at_fork`` handlers, which run in the
  process that forks, before the fork, and in the child right after it.
* Each hazard is appended, as one JSON line, to the run's events file the moment
  it is seen, before the child can hang; ``read_hazards`` reads the file whenever
  the run ended -- finished, interrupted or killed at its time limit -- and groups
  the forks of one start site into one ``ForkHazard``.

Any runner can run a command under the sanitizer: give the command the
environment of ``sanitizer_environment(folder)`` and read ``read_hazards(folder)``
after it ended. ``run_sanitized`` does both for ``fixmp run``.
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
import py_compile
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Dict, List, Mapping, Optional, Sequence, Set, Tuple

from fixmp.discover.discovery import display_path
from fixmp.fixing.writer import stop_signal
from fixmp.model import printable
from fixmp.runner.native import read_deadlocks
from fixmp.runner.session import LIVE_SESSIONS, kill_session
from fixmp.runner.watch import IdleWatch, TimeLimit, deadlock_verdict

# The environment variable naming the events file (the probe reads it by this name).
EVENTS_ENV = "FIXMP_SANITIZER_EVENTS"
PROBE_SOURCE = Path(__file__).with_name("probe") / "fork_sanitizer.py"
PROBE_FOLDER_NAME = "sanitizer-probe"
EVENTS_FILE_NAME = "fork-events.jsonl"
# After Ctrl-C is passed on to the command, how long it may take to end on its own before it is killed.
INTERRUPT_GRACE_SECONDS = 2.0

OPENMP_POOL_CODE = "FMP002"
CUDA_CODE = "FMP001"
DATALOADER_CUDA_CODE = "FMP008"
MAIN_GUARD_CODE = "FMP004"
UNPICKLABLE_CODE = "FMP005"
START_METHOD_CODE = "FMP006"
MIXED_CONTEXT_CODE = "FMP007"
# The hazards seen at a fork, before the child runs; the others are crashes of a start, seen as they are raised.
FORK_CODES = frozenset({OPENMP_POOL_CODE, CUDA_CODE, DATALOADER_CUDA_CODE})

# What each crash rule's error says, as CPython's multiprocessing and pickle raise it (checked on 3.11;
# "Can't get local object" is the wording of later Pythons, as FMP005's docs quote it).
_BOOTSTRAPPING = "has finished its bootstrapping phase"
_ALREADY_SET = "context has already been set"
_FORK_SEMLOCK = "A SemLock created in a fork context"
_PICKLING_WORDS = ("Can't pickle", "Can't get local object", "Can't get attribute", "cannot pickle")
# What each crash was, in words: a crash's ``alive`` (``run --fix`` shows a site as "forked while" its ``alive``).
_CRASH_CIRCUMSTANCE = {
    MAIN_GUARD_CODE: "a spawned child was importing the main module",
    UNPICKLABLE_CODE: "the process object, its target or a task could not be pickled",
    START_METHOD_CODE: "the start method had been set already",
    MIXED_CONTEXT_CODE: "a lock or queue of the fork context was handed to a spawn or forkserver process",
}
# The file whose frames start a DataLoader's worker processes.
_DATALOADER_FILE = os.path.join("torch", "utils", "data", "dataloader.py")


@dataclass(frozen=True)
class Frame:
    """One frame of a stack as the probe saw it."""

    path: str
    line: int
    function: str
    function_line: int  # the first line of the function (1 for module-level code)
    library: bool  # the standard library, torch, or the probe: not the user's code

    def where(self) -> str:
        return f"{self.path}:{self.line}"


@dataclass(frozen=True)
class PoolOrigin:
    """Where torch's OpenMP pool was first seen alive in the process that forked.

    The pool starts inside a C++ operation, where the probe cannot look; it looks at
    garbage collections and imports (at most once a millisecond) and at forks. The
    operation that started the pool ran after ``not_yet_at`` (the last look that saw
    no pool, None when no look came before) and before ``seen``.
    """

    seen: Frame  # the user's frame at the first look that saw the pool
    seen_at: str  # what looked: 'garbage collection', 'import' or 'fork'
    stack: Tuple[Frame, ...]  # the stack at that look, innermost first
    not_yet_at: Optional[Frame]  # the user's frame at the last look that saw no pool (function_line unknown: 0)

    def to_json(self) -> Dict[str, object]:
        return {"path": self.seen.path, "line": self.seen.line, "function": self.seen.function,
                "seen_at": self.seen_at,
                "not_yet_alive_at": None if self.not_yet_at is None else {
                    "path": self.not_yet_at.path, "line": self.not_yet_at.line,
                    "function": self.not_yet_at.function}}


@dataclass(frozen=True)
class ForkHazard:
    """A start site where a fork made a child that hangs or crashes, or where a start crashed.

    ``start`` is the user's line (the innermost frame outside the standard library
    and torch: the ``p.start()``, ``Pool(...)``, ``submit``, ``os.fork()``,
    ``set_start_method(...)`` line); ``started_in`` the library call it made there.
    A fork hazard (``FORK_CODES``) is seen at the fork, before the child runs; a
    crash (FMP004-FMP007) where multiprocessing raised it, with its ``error``.
    """

    code: str  # FMP002: torch's OpenMP pool alive; FMP001/FMP008: CUDA initialised or poisoned; FMP004-7: a crash
    start: Frame
    started_in: Optional[str]  # the function the user's line called that forked ('start', 'Pool', 'map'); None: os.fork
    stack: Tuple[Frame, ...]  # the first fork's stack, innermost first
    forks: int  # the forks seen; for a crash, the times it was raised
    parent_pids: Tuple[int, ...]  # the processes that forked; for a crash, those that raised it
    alive: str  # what was alive, in words; for a crash, what happened
    native_threads: int  # FMP002: the threads besides Python's in the parent at the fork (most seen)
    intra_op_threads: int  # FMP002: torch.get_num_threads() in the parent
    cuda_origin: Optional[Frame]  # FMP001: the user's line where CUDA was first initialised, where seen
    child_cuda_use: Optional[Frame]  # FMP001: the user's line where a child then used CUDA (and failed)
    pool_origin: Optional[PoolOrigin] = None  # FMP002: where the parent's pool was first seen alive
    error: Optional[str] = None  # a crash: the exception, 'Type: the first sentence of its message'
    raised_in_child: bool = False  # a crash raised in a child process (a spawned child importing the main module)
    # A fork made by a fork server (the forkserver start method): the modules it preloaded, where the pool
    # (or CUDA) it forked with was started. None: the process that forked is the one that started the child.
    fork_server_preload: Optional[Tuple[str, ...]] = None
    # FMP002: the forks whose child, a Pool's worker, was stopped while still inside the pool's initializer
    # (it had entered it and never left): hung there, it had taken no task, so the stop proved no idleness.
    stopped_in_initializer: int = 0

    def to_json(self) -> Dict[str, object]:
        return {
            "code": self.code,
            "path": self.start.path,
            "line": self.start.line,
            "function": self.start.function,
            "started_in": self.started_in,
            "forks": self.forks,
            "parent_pids": list(self.parent_pids),
            "alive": self.alive,
            "native_threads": self.native_threads,
            "intra_op_threads": self.intra_op_threads,
            "cuda_origin": None if self.cuda_origin is None else {
                "path": self.cuda_origin.path, "line": self.cuda_origin.line, "function": self.cuda_origin.function},
            "child_cuda_use": None if self.child_cuda_use is None else {
                "path": self.child_cuda_use.path, "line": self.child_cuda_use.line,
                "function": self.child_cuda_use.function},
            "pool_origin": None if self.pool_origin is None else self.pool_origin.to_json(),
            "error": self.error,
            "raised_in_child": self.raised_in_child,
            "fork_server_preload": None if self.fork_server_preload is None else list(self.fork_server_preload),
            "stopped_in_initializer": self.stopped_in_initializer,
            "stack": [{"path": frame.path, "line": frame.line, "function": frame.function, "library": frame.library}
                      for frame in self.stack],
        }


@dataclass(frozen=True)
class HarmlessForks:
    """Forks at one start site made with the pool alive, whose every child exited by itself: a note."""

    path: str
    line: int
    forks: int

    def describe(self) -> str:
        return (f"forked {self.forks} time{'s' if self.forks != 1 else ''} with torch's OpenMP pool alive, and "
                "each child exited without parallel work: no harm this run (a child that ran parallel work "
                "before torch.set_num_threads(1) would hang)")


@dataclass(frozen=True)
class SanitizerRecords:
    """What the probe recorded in one run: the hazards, and the probe's own failures (``pid: where: error``)."""

    hazards: Tuple[ForkHazard, ...]
    probe_errors: Tuple[str, ...]
    notes: Tuple["HarmlessForks", ...] = ()  # forks with the pool alive whose children did no harm this run
    # The Python interpreters the probe watched (None: not counted). 0: the command ran none that it
    # could watch (``python -I`` / ``-E`` ignore PYTHONPATH), so "no hazard" would mean "not looked".
    watched: Optional[int] = None


def sanitizer_environment(folder: Path, base: Optional[Mapping[str, str]] = None) -> Dict[str, str]:
    """The environment that runs a command under the sanitizer, its records kept in ``folder``.

    ``base`` (default: this process's environment) with the probe, installed into
    ``folder``, first on ``PYTHONPATH``. Another probe that must run too (the verify
    runner's) goes before this one on ``PYTHONPATH``: each probe runs the next
    ``sitecustomize`` on the path after its own folder.
    """
    folder = Path(folder)
    probe_folder = folder / PROBE_FOLDER_NAME
    probe_folder.mkdir(parents=True, exist_ok=True)
    probe_file = probe_folder / "sitecustomize.py"
    shutil.copyfile(PROBE_SOURCE, probe_file)
    # Compiled once here: every process of the run imports it, and with PYTHONDONTWRITEBYTECODE each one
    # would compile it again (about 5 ms each). An interpreter of another version compiles its own.
    py_compile.compile(str(probe_file), cfile=importlib.util.cache_from_source(str(probe_file)), doraise=True)
    environment = dict(os.environ if base is None else base)
    existing = environment.get("PYTHONPATH")
    environment["PYTHONPATH"] = str(probe_folder) + (os.pathsep + existing if existing else "")
    environment[EVENTS_ENV] = str(folder / EVENTS_FILE_NAME)
    return environment


def _frames(raw: object) -> Tuple[Frame, ...]:
    if not isinstance(raw, list):
        return ()
    return tuple(Frame(str(path), _number(line), str(function), _number(first_line), bool(library))
                 for path, line, function, first_line, library in raw)


def _number(value: object) -> int:
    """A whole number the probe wrote (JSON numbers; a record never holds anything else there)."""
    if isinstance(value, (int, float, str)):
        return int(value)
    raise ValueError(f"not a number in the sanitizer's records: {value!r}")


def _user_frame(stack: Tuple[Frame, ...]) -> Tuple[Frame, Optional[str]]:
    """The innermost frame of the user's code, and the library function it called (None: none between)."""
    for index, frame in enumerate(stack):
        if not frame.library:
            return frame, stack[index - 1].function if index > 0 else None
    return stack[0], None  # a fork made by the library alone (a pool's own thread): where it happened


def read_events_from(events_file: Path, offset: int) -> Tuple[List[Dict[str, object]], int]:
    """The whole events written to ``events_file`` from byte ``offset`` on, and the offset after them."""
    try:
        with open(events_file, "rb") as stream:
            stream.seek(offset)
            added = stream.read()
    except FileNotFoundError:
        return [], offset
    complete = added[:added.rfind(b"\n") + 1]
    events = []
    for line in complete.decode("utf-8", "surrogateescape").splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict):
            events.append(record)
    return events, offset + len(complete)


def _read_events(events_file: Path) -> List[Dict[str, object]]:
    try:
        text = events_file.read_text(encoding="utf-8", errors="surrogateescape")
    except FileNotFoundError:
        return []  # nothing forked with a hazard
    events = []
    for line in text.splitlines(keepends=True):
        if not line.endswith("\n"):
            break  # a write cut short by the run's end: each event is one whole line
        record = json.loads(line)
        if isinstance(record, dict):
            events.append(record)
    return events


@dataclass
class _Site:
    """The forks seen at one start site so far (built while reading; frozen into a ``ForkHazard``)."""

    code: str
    start: Frame
    started_in: Optional[str]
    stack: Tuple[Frame, ...]
    alive: str
    forks: int = 0
    native_threads: int = 0
    intra_op_threads: int = 0
    cuda_origin: Optional[Frame] = None
    child_cuda_use: Optional[Frame] = None
    pool_origin: Optional[PoolOrigin] = None
    error: Optional[str] = None
    raised_in_child: bool = False
    fork_server_preload: Optional[Tuple[str, ...]] = None
    stopped_in_initializer: int = 0
    parent_pids: List[int] = field(default_factory=list)

    def frozen(self) -> ForkHazard:
        return ForkHazard(self.code, self.start, self.started_in, self.stack, self.forks,
                          tuple(dict.fromkeys(self.parent_pids)), self.alive, self.native_threads,
                          self.intra_op_threads, self.cuda_origin, self.child_cuda_use, self.pool_origin,
                          self.error, self.raised_in_child, self.fork_server_preload, self.stopped_in_initializer)


def _pool_words(native_threads: int, intra_op_threads: int) -> str:
    threads = "thread" if native_threads == 1 else "threads"
    return (f"torch's OpenMP pool was alive ({native_threads} native {threads} besides Python's, "
            f"torch.get_num_threads() = {intra_op_threads})")


def _pool_origin(raw: object) -> Optional[PoolOrigin]:
    """The probe's ``pool_origin`` of a fork record: {seen_at, stack, not_yet_at}."""
    if not isinstance(raw, dict):
        return None
    stack = _frames(raw.get("stack"))
    if not stack:
        return None
    not_yet = raw.get("not_yet_at")
    not_yet_at = (Frame(str(not_yet[0]), _number(not_yet[1]), str(not_yet[2]), 0, False)
                  if isinstance(not_yet, list) and len(not_yet) == 3 else None)
    return PoolOrigin(_user_frame(stack)[0], str(raw.get("seen_at")), stack, not_yet_at)


def _from_dataloader(stack: Tuple[Frame, ...]) -> bool:
    """Whether a fork started a DataLoader's workers (torch.utils.data's iterator starts them)."""
    return any(frame.library and frame.path.endswith(os.sep + _DATALOADER_FILE) for frame in stack)


def crash_code(call: str, error_type: str, error: str) -> Optional[str]:
    """The rule of an error multiprocessing raised in ``call`` ('start', 'set_start_method', 'get', 'next',
    'spawn child'), or None when it is none of them (the program's own error)."""
    error = " ".join(error.split())  # the bootstrapping error is an indented paragraph
    if call == "set_start_method":
        return START_METHOD_CODE if _ALREADY_SET in error else None
    if call == "start" and _BOOTSTRAPPING in error:
        return MAIN_GUARD_CODE
    if call == "start" and _FORK_SEMLOCK in error:
        return MIXED_CONTEXT_CODE
    if error_type == "PicklingError" or (error_type in ("AttributeError", "TypeError")
                                         and any(words in error for words in _PICKLING_WORDS)):
        return UNPICKLABLE_CODE
    return None


def _error_line(error_type: str, error: str) -> str:
    """'Type: the message's first sentence' (the bootstrapping error is an indented paragraph of several)."""
    message = " ".join(error.split())
    end = message.find(". ")
    first = (message[:end] if end >= 0 else message).rstrip(".")
    return f"{error_type}: {first}" if first else error_type


def _stopped_fork(stop: Dict[str, object],
                  fork_of_child: Mapping[object, Tuple[object, object]]) -> Optional[Tuple[object, object]]:
    """The fork (parent pid, fork number) that made the child a ``child_stopped`` record stops, or None
    where no record says which it is (a stop that cannot be linked proves nothing of its fork).

    The parent names it in the stop itself: a pool can stop a worker that has not run yet (a busy
    machine had not scheduled it), and that worker wrote no record of its own. Otherwise the child's
    own record of its fork, found by its pid."""
    if stop.get("fork") is not None and stop.get("parent") is not None:
        return stop["parent"], stop["fork"]
    return fork_of_child.get(stop.get("child"))


def _stopped_idle(stop: Dict[str, object]) -> bool:
    """Whether a ``child_stopped`` record proves its child idle: the pool stopped it when it was closed for
    good, with no task outstanding.

    A pool closed with tasks outstanding (``apply_async`` or ``map_async`` with no ``get()`` before its
    ``with`` block ends) stops the worker running one, and that may be a worker hung in the dead OpenMP
    pool: such a stop proves nothing, nor one whose count the probe could not read (None). A record with
    no count at all is from a probe that did not count, and is read as before."""
    return bool(stop.get("by_pool")) and stop.get("outstanding", 0) == 0


def _in_initializer(events: Sequence[Dict[str, object]]) -> Set[Tuple[object, object]]:
    """The forks (parent pid, fork number) whose child, a ``Pool``'s worker, entered the pool's initializer
    and never said it left it (``initializer_entered`` without ``initializer_left``): there when it was
    stopped, or for good. Records of a probe that did not watch initializers hold neither: none."""
    entered = {(event["parent"], event["fork"]) for event in events if event.get("event") == "initializer_entered"}
    left = {(event["parent"], event["fork"]) for event in events if event.get("event") == "initializer_left"}
    return entered - left


def fork_server_preload(event: Mapping[str, object]) -> Optional[Tuple[str, ...]]:
    """The modules a fork server preloaded, for a ``fork`` record the fork server made; None for any other."""
    preload = event.get("fork_server_preload")
    return tuple(str(name) for name in preload) if isinstance(preload, list) else None


def fork_server_start(fork: Mapping[str, object], child_of_fork: Mapping[Tuple[object, object], object],
                      spawn_starts: Mapping[object, Mapping[str, object]]) -> Tuple[Frame, ...]:
    """The stack of the start that asked a fork server for the child of its ``fork`` record: the client's
    ``spawn_start`` record of that child's pid (the child's own ``child`` record names its fork). Empty
    where the fork is no fork server's, or nothing links it (a child stopped before it ever ran wrote no
    record): the fork server's own frames, all the standard library's, are all there is to show then."""
    if fork_server_preload(fork) is None:
        return ()
    start = spawn_starts.get(child_of_fork.get((fork.get("pid"), fork.get("fork"))))
    return _frames(start.get("stack")) if start is not None else ()


def read_hazards(folder: Path) -> SanitizerRecords:
    """The hazards recorded in ``folder`` (as given to ``sanitizer_environment``): ``hazards_of`` its events."""
    return hazards_of(_read_events(Path(folder) / EVENTS_FILE_NAME))


def hazards_of(events: Sequence[Dict[str, object]]) -> SanitizerRecords:
    """The hazards the probe's ``events`` record, one per start site and rule.

    A fork with the pool alive is a hazard (FMP002) unless its child made itself
    single-threaded (``torch.set_num_threads(1)``): then it never enters the dead pool.
    A fork after CUDA was initialised or poisoned is one (FMP001) where a child then
    used CUDA: a child that never touches CUDA runs fine, as ``fixmp check`` judges it;
    FMP008 when the fork started a DataLoader's workers. Each crash a start raised is
    one (FMP004-FMP007) at the line that called it; a spawned child that could not
    unpickle its target, at its parent's start.
    """
    # A child is single-threaded when its last change of thread count made it so (a DataLoader worker's
    # worker_init_fn may raise the count the worker loop set to one).
    single_threaded = set()
    for event in events:
        if event.get("event") == "single_threaded":
            single_threaded.add((event["parent"], event["fork"]))
        elif event.get("event") == "threads_raised":
            single_threaded.discard((event["parent"], event["fork"]))
    # A child that exited by itself ran no parallel work (one that did would wait on the dead pool for
    # ever): the fork did no harm this run. It is a note, not a hazard.
    exited = {(event["parent"], event["fork"]) for event in events if event.get("event") == "child_exit"}
    # A pool's worker stopped when the pool was closed with no task outstanding: every task had sent its
    # result back, so the worker sat idle between tasks (one in the dead pool never returns its task's result).
    fork_of_child = {event["pid"]: (event["parent"], event["fork"]) for event in events if event.get("event") == "child"}
    # A fork server's children, by their fork: the client that asked for each names it by its pid.
    child_of_fork = {fork: child for child, fork in fork_of_child.items()}
    # ... unless the worker was still inside the pool's initializer: it runs before the worker takes any
    # task, so one hung there in the dead pool leaves no task outstanding. A worker that never said it
    # entered it had not started it (the record is written before the initializer runs).
    in_initializer = _in_initializer(events)
    stopped_in_initializer: Set[Tuple[object, object]] = set()
    for event in events:
        if event.get("event") != "child_stopped":
            continue
        stopped = _stopped_fork(event, fork_of_child)
        if stopped in in_initializer:
            stopped_in_initializer.add(stopped)
        elif stopped is not None and _stopped_idle(event):
            exited.add(stopped)
    harmless: Dict[Tuple[str, int], List[int]] = {}
    sites: Dict[Tuple[str, str, int], _Site] = {}
    probe_errors: List[str] = []

    def site_of(code: str, stack: Tuple[Frame, ...], alive: str) -> _Site:
        start, started_in = _user_frame(stack)
        key = (code, start.path, start.line)
        if key not in sites:
            sites[key] = _Site(code, start, started_in, stack, alive)
        return sites[key]

    # A fork with CUDA initialised is a hazard once a child uses CUDA (a child that never does is fine).
    cuda_uses: Dict[Tuple[object, object], List[Dict[str, object]]] = {}
    for event in events:
        if event.get("event") == "cuda_in_bad_fork":
            cuda_uses.setdefault((event.get("parent"), event.get("fork")), []).append(event)

    def note_child_cuda_use(site: _Site, uses: List[Dict[str, object]]) -> None:
        use_stack = _frames(uses[0].get("use"))
        if site.child_cuda_use is None and use_stack:
            site.child_cuda_use = _user_frame(use_stack)[0]

    # Spawn and forkserver starts, by the child's pid: a child's failure to unpickle its target is traced to them.
    spawn_starts = {event.get("child"): event for event in events if event.get("event") == "spawn_start"}

    def note_crash(event: Dict[str, object]) -> None:
        call, error_type, error = str(event.get("call")), str(event.get("error_type")), str(event.get("error"))
        code = crash_code(call, error_type, error)
        pid = event.get("pid")
        if call == "spawn child":
            start = spawn_starts.get(pid)
            if start is None:
                return  # started by a process outside the run, or by one the probe did not watch
            pid = start.get("pid")
            stack = _frames(start.get("stack"))
        else:
            stack = _frames(event.get("stack"))
        if code is None or not stack:
            return
        site = site_of(code, stack, _CRASH_CIRCUMSTANCE[code])
        site.forks += 1
        site.parent_pids.append(_number(pid))
        if site.error is None:
            site.error = _error_line(error_type, error)
            site.raised_in_child = call == "spawn child" or bool(event.get("in_child"))

    for event in events:
        kind = event.get("event")
        if kind == "probe_error":
            probe_errors.append(f"pid {event.get('pid')}: {event.get('where')}: {event.get('error')}")
            continue
        if kind == "raised":
            note_crash(event)
            continue
        stack = _frames(event.get("stack"))
        if not stack or kind != "fork":
            continue
        # A fork server forks for a client: the hazard is the client's start (the fork server's own frames
        # are the standard library's loop).
        stack = fork_server_start(event, child_of_fork, spawn_starts) or stack
        pool = event.get("pool")
        fork = (event["pid"], event["fork"])
        if isinstance(pool, dict) and fork not in single_threaded and fork in exited:
            start, _ = _user_frame(stack)
            harmless.setdefault((start.path, start.line), []).append(_number(event["pid"]))
        elif isinstance(pool, dict) and fork not in single_threaded:
            native, intra_op = _number(pool["native_threads"]), _number(pool["intra_op_threads"])
            site = site_of(OPENMP_POOL_CODE, stack, "")
            site.forks += 1
            site.parent_pids.append(_number(event["pid"]))
            site.native_threads = max(site.native_threads, native)
            site.intra_op_threads = max(site.intra_op_threads, intra_op)
            site.alive = _pool_words(site.native_threads, site.intra_op_threads)
            if site.pool_origin is None:
                site.pool_origin = _pool_origin(event.get("pool_origin"))
            if site.fork_server_preload is None:
                site.fork_server_preload = fork_server_preload(event)
            if fork in stopped_in_initializer:
                site.stopped_in_initializer += 1
        uses = cuda_uses.pop((event["pid"], event["fork"]), [])
        if event.get("cuda_initialized") and uses:
            code = DATALOADER_CUDA_CODE if _from_dataloader(stack) else CUDA_CODE
            site = site_of(code, stack, "CUDA was initialised (torch.cuda.is_initialized())")
            site.forks += len(uses)
            site.parent_pids.append(_number(event["pid"]))
            origin = _frames(event.get("cuda_origin"))
            if origin and site.cuda_origin is None:
                site.cuda_origin = _user_frame(origin)[0]
            if site.fork_server_preload is None:
                site.fork_server_preload = fork_server_preload(event)
            note_child_cuda_use(site, uses)
    # Bad forks without a fork record: CUDA was never initialised, yet torch poisoned the fork.
    for (parent_pid, _), uses in cuda_uses.items():
        stack = _frames(uses[0].get("stack"))
        if not stack:
            continue
        code = DATALOADER_CUDA_CODE if _from_dataloader(stack) else CUDA_CODE
        site = site_of(code, stack, "CUDA was poisoned for forks (torch marked the child a bad fork: "
                                         "the parent asked the driver, e.g. torch.cuda.is_available())")
        site.forks += len(uses)
        site.parent_pids.append(_number(parent_pid))
        note_child_cuda_use(site, uses)
    hazards = tuple(site.frozen() for site in sites.values())
    pool_sites = {(site.start.path, site.start.line) for site in sites.values() if site.code == OPENMP_POOL_CODE}
    notes = tuple(HarmlessForks(path, line, len(parents)) for (path, line), parents in harmless.items()
                  if (path, line) not in pool_sites)
    watched = len({event.get("pid") for event in events if event.get("event") == "armed"})
    return SanitizerRecords(hazards, tuple(probe_errors), notes, watched)


class CommandError(Exception):
    """The command could not be started (not found, not executable)."""


@dataclass(frozen=True)
class SanitizedRun:
    """A command run under the sanitizer, and what it saw."""

    command: Tuple[str, ...]
    exit_status: Optional[int]  # the command's own; 128 + N when signal N ended it; None when fixmp stopped it
    timed_out: bool  # stopped by the time limit (not by a deadlock: ``deadlock``)
    interrupted_by: Optional[int]  # the signal that stopped fixmp (SIGINT for Ctrl-C), which then ended the command
    seconds: float
    records: SanitizerRecords
    # Why the time limit stopped it, in words: what the limit counted (work: seconds with every process
    # asleep and CPU seconds, not a busy machine's waits) or its wall-clock guard. None: not stopped by it.
    time_limit: Optional[str] = None
    # The deadlock that stopped it, in words: every process asleep, and a native stack blocked in torch's
    # thread pool for good (``fixmp.runner.native``). None: not stopped so.
    deadlock: Optional[str] = None

    @property
    def hazards(self) -> Tuple[ForkHazard, ...]:
        return self.records.hazards


def _shown(frame: Frame) -> str:
    """A frame's place as the report shows it: relative to the current folder where under it."""
    return f"{printable(display_path(Path(frame.path)))}:{frame.line}"


class LiveHazards:
    """Says each fork hazard and each crash of a start the moment the probe records it, while the command
    still runs: a program that then hangs has said where and why before it went silent. One line per
    start site and rule (``say`` is given it); the report after the run judges each (a child that set
    one thread first, or exited without parallel work, makes a fork with the pool alive harmless)."""

    # A fork server's fork waits this many polls for the records that name the client's start (the child's,
    # written as it is forked, and the client's, once the fork server sent it the pid), then is said where
    # the fork server forked.
    FORK_SERVER_POLLS = 20

    def __init__(self, events_file: Path, say: Callable[[str], None]) -> None:
        self.events_file = events_file
        self.say = say
        self.read_to = 0
        self.said: Set[Tuple[str, str, int]] = set()
        self.child_of_fork: Dict[Tuple[object, object], object] = {}
        self.spawn_starts: Dict[object, Dict[str, object]] = {}
        self.fork_server_forks: Dict[Tuple[object, object], Tuple[Dict[str, object], int]] = {}

    def poll(self) -> None:
        """Read what the probe added since the last poll (whole lines only) and say what is new."""
        events, self.read_to = read_events_from(self.events_file, self.read_to)
        for event in events:
            kind = event.get("event")
            if kind == "child":
                self.child_of_fork[(event.get("parent"), event.get("fork"))] = event.get("pid")
            elif kind == "spawn_start":
                self.spawn_starts[event.get("child")] = event
            elif kind == "fork" and fork_server_preload(event) is not None:
                self.fork_server_forks[(event.get("pid"), event.get("fork"))] = (event, 0)
                continue
            for said in self._lines(event):
                self.say(said)
        for fork, (event, polls) in list(self.fork_server_forks.items()):
            start = fork_server_start(event, self.child_of_fork, self.spawn_starts)
            if start or polls >= self.FORK_SERVER_POLLS:
                del self.fork_server_forks[fork]
                for said in self._lines(event, start or None):
                    self.say(said)
            else:
                self.fork_server_forks[fork] = (event, polls + 1)

    def _lines(self, event: Dict[str, object], start_stack: Optional[Tuple[Frame, ...]] = None) -> List[str]:
        kind = event.get("event")
        stack = start_stack or _frames(event.get("stack"))
        start, _ = _user_frame(stack) if stack else (None, None)
        if start is None:
            return []
        found: List[Tuple[str, str]] = []  # (code, what)
        if kind == "fork" and event.get("pool"):
            what = "forked with torch's OpenMP pool alive"
            origin = _pool_origin(event.get("pool_origin"))
            # (Seen first at the start's own line, the pool started somewhere before it: say only where
            # it was not yet alive, the last look before.)
            seen_before = origin is not None and origin.seen_at != "fork" and (
                (origin.seen.path, origin.seen.line) != (start.path, start.line))
            preload = fork_server_preload(event)
            if preload is not None:
                what = "had the fork server fork with torch's OpenMP pool alive there"
                what += f" (preloaded: {', '.join(preload)})" if preload else ""
            elif origin is not None and seen_before:
                what += f" (first seen alive at {_shown(origin.seen)})"
            elif origin is not None and origin.not_yet_at is not None:
                what += f" (started after {_shown(origin.not_yet_at)})"
            found.append((OPENMP_POOL_CODE, what + "; a child that runs parallel CPU work before "
                                                   "torch.set_num_threads(1) hangs"))
        if kind == "fork" and event.get("cuda_initialized"):
            what = "forked after CUDA was initialised"
            cuda_stack = _frames(event.get("cuda_origin"))
            if cuda_stack:
                what += f" (at {_shown(_user_frame(cuda_stack)[0])})"
            code = DATALOADER_CUDA_CODE if _from_dataloader(stack) else CUDA_CODE
            found.append((code, what + "; a child that uses CUDA fails"))
        if kind == "raised":
            code_found = crash_code(str(event.get("call")), str(event.get("error_type")), str(event.get("error")))
            if code_found is not None:
                found.append((code_found, _error_line(str(event.get("error_type")), str(event.get("error")))))
        lines = []
        for code, what in found:
            key = (code, start.path, start.line)
            if key not in self.said:
                self.said.add(key)
                lines.append(f"fixmp: {_shown(start)}: {code} {what}")
        return lines


def _exit_status(returncode: int) -> int:
    """As a shell reports it: 128 + N for a process that signal N ended."""
    return 128 - returncode if returncode < 0 else returncode


def run_sanitized(
    command: Sequence[str],
    *,
    timeout: Optional[float] = None,
    cwd: Optional[Path] = None,
    env: Optional[Mapping[str, str]] = None,
    say: Optional[Callable[[str], None]] = None,
    idle_seconds: float = math.inf,
) -> SanitizedRun:
    """Run ``command`` (an argument list; no shell) under the sanitizer, passing its input and output through.
    ``say``: given a line for each hazard the moment it is recorded, while the command runs (``LiveHazards``).
    ``idle_seconds``: once every process has slept that long, their native stacks are read; a deadlock
    there (``read_deadlocks``) stops the run, as the time limit would, with that verdict.

    It runs in a session of its own, so that the time limit, an interrupt, or
    fixmp's own end can end every process it started. At ``timeout`` seconds of work the
    whole session is killed; on Ctrl-C (or SIGTERM/SIGHUP raised as
    ``KeyboardInterrupt``) the command's process group gets SIGINT, then the session
    is killed after ``INTERRUPT_GRACE_SECONDS``. The hazards are read in every case.
    Raises ``CommandError`` when the command cannot be started.
    """
    import tempfile

    if not command:
        raise CommandError("no command given")
    with tempfile.TemporaryDirectory(prefix="fixmp-sanitize-") as scratch_name:
        scratch = Path(scratch_name)
        environment = sanitizer_environment(scratch, env)
        sys.stdout.flush()
        sys.stderr.flush()
        started = time.monotonic()
        try:
            process = subprocess.Popen(list(command), cwd=None if cwd is None else str(cwd), env=environment,
                                       start_new_session=True)
        except OSError as exc:
            reason = "command not found" if isinstance(exc, FileNotFoundError) else (exc.strerror or str(exc))
            raise CommandError(f"cannot run {command[0]}: {reason}") from None
        time_limit = deadlock = None
        interrupted_by: Optional[int] = None
        try:
            LIVE_SESSIONS.add(process)
            live = LiveHazards(scratch / EVENTS_FILE_NAME, say) if say is not None else None
            try:
                time_limit, deadlock = _wait(process, timeout, idle_seconds, live.poll if live is not None else None)
            except KeyboardInterrupt as interrupt:
                interrupted_by = stop_signal(interrupt)
                _pass_interrupt_on(process)
        finally:
            kill_session(process)
            LIVE_SESSIONS.discard(process)
        seconds = time.monotonic() - started
        timed_out = time_limit is not None
        finished = not timed_out and deadlock is None and interrupted_by is None
        return SanitizedRun(
            command=tuple(command),
            exit_status=_exit_status(process.returncode) if finished and process.returncode is not None else None,
            timed_out=timed_out,
            interrupted_by=interrupted_by,
            seconds=seconds,
            records=read_hazards(scratch),
            time_limit=time_limit,
            deadlock=deadlock,
        )


def _wait(process: "subprocess.Popen[bytes]", timeout: Optional[float], idle_seconds: float,
          between: Optional[Callable[[], None]] = None) -> Tuple[Optional[str], Optional[str]]:
    """Wait for the command to end: (None, None); or stop waiting, with why, when it is still running at its
    ``TimeLimit`` (``timeout`` seconds of work, not the time its processes waited for a CPU on a busy
    machine, or ``WALL_GUARD_FACTOR`` times that in wall time): (why, None); or when every process slept
    ``idle_seconds`` and a native stack shows one blocked in torch's pool for good: (None, the deadlock).
    ``between`` is called every ``POLL_SECONDS`` while it runs."""
    limit = TimeLimit(timeout if timeout is not None else math.inf, time.monotonic())
    idle = IdleWatch(idle_seconds)
    while True:
        reached = limit.reached(time.monotonic()) if timeout is not None else None
        if reached is not None:
            return reached, None
        processes = limit.wait_and_count(process)
        if processes is None:
            return None, None
        if between is not None:
            between()
        if idle.is_idle(time.monotonic(), processes):
            deadlocks, _ = read_deadlocks([sample.pid for sample in processes if sample.state != "Z"])
            limit.clock.skip_since_last_sample()  # reading the stacks paused the run: no time of its own
            if deadlocks:
                return None, deadlock_verdict(deadlocks, len(processes), idle.idle_seconds)
            idle.look_again_later()


def _pass_interrupt_on(process: "subprocess.Popen[bytes]") -> None:
    """Ctrl-C reached fixmp alone (the command runs in its own session): give the command its SIGINT, and a
    moment to end as it would have ended on its own; what is left is killed with the session."""
    try:
        os.killpg(process.pid, signal.SIGINT)
    except (ProcessLookupError, PermissionError):
        return
    deadline = time.monotonic() + INTERRUPT_GRACE_SECONDS
    while process.poll() is None and time.monotonic() < deadline:
        try:
            process.wait(timeout=0.05)
        except subprocess.TimeoutExpired:
            continue
        except KeyboardInterrupt:
            return  # a second Ctrl-C: kill it now
