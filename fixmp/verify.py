"""Run programs and fixtures, and say whether each one hangs, crashes or finishes.

``run_program`` runs one Python program in a fresh interpreter and classifies it;
``verify_fixtures`` proves each fixture pair: the ``before`` program does what its
header declares and the rewritten program does what ``after=`` declares.

How a run is watched (Linux only: it reads ``/proc``):

* The program runs in its own session (``start_new_session=True``), so every
  process it starts -- forked, spawned or forkserver children, the resource
  tracker -- shares the session id, which is the main process's pid. At the end
  the whole session is killed, so no process outlives the run.
* A ``sitecustomize`` module put first on ``PYTHONPATH`` (the *probe*,
  ``fixmp/runner/probe/sitecustomize.py``, copied there) is imported by every
  Python process of the run. It arms
  ``faulthandler.register(SIGUSR1, all_threads=True)`` into a per-pid file
  (re-armed after ``os.fork`` so each child writes its own), sends fatal-signal
  tracebacks to another per-pid file, and wraps ``multiprocessing`` so each child
  records its exit code and each parent records the exit code it saw on ``join``.
* A run is a ``hang`` when it is still running at the time limit, or earlier when
  it has more than one process and for ``idle_seconds`` none of them ran and
  together they used (almost) no CPU: a parent blocked in ``join`` on children
  that are themselves blocked can never wake up. The cost of deciding early is
  that a program whose processes all sleep longer than ``idle_seconds`` on
  purpose is judged hung; fixtures must not do that.
* Before a hung run is killed, every probed process gets SIGUSR1 and dumps its
  Python stacks, so the report can say where each process was stuck.
"""

from __future__ import annotations

import json
import os
import platform
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Dict, Iterator, List, Mapping, Optional, Sequence, Tuple

from fixmp import isolation
from fixmp.fixtures import Fixture, FixtureHeader, unchecked_signal_expected
from fixmp.reaper import REAPER
from fixmp.runner import probe
from fixmp.runner.records import ChildRecord, read_children, read_probes, read_text

DEFAULT_TIMEOUT = 30.0
# Runs declared to hang: a busy hang (no idle window) is decided at this limit.
DEFAULT_HANG_TIMEOUT = 10.0
DEFAULT_IDLE_SECONDS = 3.0
# How often the session's processes are sampled while a program runs.
POLL_SECONDS = 0.1
# How long hung processes get to write their stacks after SIGUSR1.
STACK_DUMP_SECONDS = 1.5
# How long processes may outlive a main process that exited before they count as left behind.
LEFTOVER_GRACE_SECONDS = 1.0
# How long the runner waits for killed processes to disappear.
KILL_WAIT_SECONDS = 5.0
# Processes in these states are doing something: running, or in uninterruptible
# (usually disk) sleep. Any other state -- S (sleeping), T (stopped), Z (zombie) --
# cannot make progress on its own.
BUSY_STATES = frozenset("RD")
# CPU a group may use while still counting as idle: a blocked program whose
# bookkeeping threads wake now and then is still hung. One clock tick plus 1 % of
# one CPU over the window.
IDLE_CPU_SHARE = 0.01
CLOCK_TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100

PROBE_RECORDS_ENV = probe.RECORDS_ENV

# The error texts that name the multiprocessing hazards fixmp fixes, most specific first.
# A crash's detail is the output line holding the first one found.
ERROR_SIGNATURES: Tuple[str, ...] = (
    "Cannot re-initialize CUDA in forked subprocess",
    "CUDA error: initialization error",
    "A SemLock created in a fork context is being shared with a process in a spawn context",
    "bootstrapping phase",
    "context has already been set",
    "AttributeError: Can't get attribute",
    "Can't get local object",
    "Can't pickle",
    "PicklingError",
)


@dataclass(frozen=True)
class Frame:
    file: str
    line: Optional[int]
    function: str


@dataclass(frozen=True)
class ProcessStack:
    """Where one process of a hung run was stuck."""

    pid: int
    label: str  # "main", "child 2", "resource tracker", "process"
    name: str  # the multiprocessing name ("Process-2") or the command line
    frames: Tuple[Frame, ...]  # the main thread's frames, innermost first
    summary: str  # "child 2 (pid 1234) stuck in torch.nn.init.orthogonal_ (policy.py:12)"
    dump: str  # every thread, as faulthandler wrote it


@dataclass(frozen=True)
class RunOutcome:
    """What running one program did.

    ``outcome`` is ``hang``, ``crash`` or ``ok``. A program that exits cleanly but
    prints something other than the expected output is a ``crash`` whose detail
    starts with ``wrong output:``, so that every failure is one of the three
    outcomes a fixture header can declare.
    """

    outcome: str
    seconds: float
    detail: str
    returncode: Optional[int]  # None when the runner had to kill the program
    stdout: str
    stderr: str
    stacks: Tuple[ProcessStack, ...] = ()
    signals: Tuple[int, ...] = ()  # the signals that killed the main process or a child, in that order


@dataclass(frozen=True)
class FixtureResult:
    fixture: str  # "FMP002/orthogonal_init"
    needs: str
    before: Optional[RunOutcome]  # None when skipped
    after: Optional[RunOutcome]  # None when skipped or when the rewrite failed
    verified: bool
    skipped: bool
    reason: str
    seconds: float
    # Set when the before run crashed as a Python without the check printing ``error=`` does.
    note: str = ""


@dataclass(frozen=True)
class VerifyReport:
    device: Mapping[str, object]
    results: Tuple[FixtureResult, ...]
    seconds: float


Rewrite = Callable[[str, str, FixtureHeader], str]


# --------------------------------------------------------------------------- processes


@dataclass(frozen=True)
class _ProcessSample:
    pid: int
    state: str
    cpu_ticks: int  # utime + stime, every thread of the process
    start_ticks: int


def _session_processes(session_id: int) -> List[_ProcessSample]:
    """Every process (zombies included) whose session is ``session_id``."""
    samples = []
    try:
        entries = os.listdir("/proc")
    except OSError:
        return samples
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as handle:
                stat = handle.read().decode("ascii", "replace")
        except OSError:
            continue  # it ended while we looked
        # The command name is in parentheses and may itself hold spaces or ')'.
        fields = stat[stat.rfind(")") + 2:].split()
        if len(fields) < 20 or int(fields[3]) != session_id:
            continue
        samples.append(_ProcessSample(
            pid=int(entry),
            state=fields[0],
            cpu_ticks=int(fields[11]) + int(fields[12]),
            start_ticks=int(fields[19]),
        ))
    return samples


class _IdleWatch:
    """Decides that a group of processes can no longer make progress.

    Idle means: more than one process, none running, and for ``idle_seconds`` the
    same processes used no more CPU than bookkeeping would. When a shell runs the
    program, only Python processes (those the probe armed) count towards "more than
    one": a shell waiting for one sleeping Python process is not a hang.
    """

    def __init__(self, idle_seconds: float):
        self.idle_seconds = idle_seconds
        self.since: Optional[float] = None
        self.pids: frozenset = frozenset()
        self.cpu_ticks_at_start = 0

    def is_idle(self, now: float, processes: Sequence[_ProcessSample], counted: Optional[int] = None) -> bool:
        """``counted``: how many of ``processes`` count towards "more than one" (default: all)."""
        if any(p.state in BUSY_STATES for p in processes) or (
                (len(processes) if counted is None else counted) < 2):
            self.since = None
            return False
        pids = frozenset(p.pid for p in processes)
        cpu_ticks = sum(p.cpu_ticks for p in processes)
        if self.since is not None and pids == self.pids:
            allowance = 1 + IDLE_CPU_SHARE * (now - self.since) * CLOCK_TICKS_PER_SECOND
            if cpu_ticks - self.cpu_ticks_at_start <= allowance:
                return now - self.since >= self.idle_seconds
        self.since, self.pids, self.cpu_ticks_at_start = now, pids, cpu_ticks
        return False


def _watch(
    process: subprocess.Popen,
    started: float,
    timeout: float,
    idle_seconds: float,
    probed_only: Optional[Path] = None,
) -> Optional[str]:
    """Wait for the program; return why it counts as hung, or None once it exited.

    ``probed_only``: the records folder, when only probed (Python) processes count.
    """
    deadline = started + timeout
    idle = _IdleWatch(idle_seconds)
    while True:
        now = time.monotonic()
        if now >= deadline:
            return f"still running at the {timeout:g} s time limit"
        try:
            process.wait(timeout=min(POLL_SECONDS, deadline - now))
            return None
        except subprocess.TimeoutExpired:
            pass
        processes = _session_processes(process.pid)
        counted = None
        if probed_only is not None and len(processes) >= 2:
            probes = read_probes(probed_only)
            counted = sum(1 for p in processes if p.pid in probes and p.state != "Z")
        if idle.is_idle(time.monotonic(), processes, counted):
            return (f"all {len(processes)} processes asleep without using CPU "
                    f"for {idle_seconds:g} s")


def _kill_session(process: subprocess.Popen) -> int:
    """SIGKILL every process of the run's session and wait until they are gone.

    Returns how many processes besides the main one were still alive.
    """
    session_id = process.pid

    def survivors() -> List[_ProcessSample]:
        return [p for p in _session_processes(session_id) if p.state != "Z" and p.pid != session_id]

    left_running = survivors()
    if process.poll() is not None:
        # Helpers such as the resource tracker exit on their own once the main
        # process is gone; only what is still there after a moment was left behind.
        grace_deadline = time.monotonic() + LEFTOVER_GRACE_SECONDS
        while left_running and time.monotonic() < grace_deadline:
            time.sleep(0.02)
            left_running = survivors()
    if process.poll() is None or left_running:
        # The group id cannot have been reused while members of the group remain.
        try:
            os.killpg(session_id, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    deadline = time.monotonic() + KILL_WAIT_SECONDS
    while True:
        # Processes that moved to another group stay in the session: kill them one by one.
        alive = [p for p in _session_processes(session_id) if p.state != "Z"]
        for sample in alive:
            try:
                os.kill(sample.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        if process.poll() is None:
            try:
                process.wait(timeout=0.05)
            except subprocess.TimeoutExpired:
                pass
        if (not alive and process.poll() is not None) or time.monotonic() > deadline:
            return len(left_running)
        time.sleep(0.02)


def _child_death(child: ChildRecord, fatal_dump: str) -> Optional[str]:
    """How ``child`` died, or None when it exited cleanly, was stopped on purpose, or still runs."""
    if child.exitcode:
        return f"exited with code {child.exitcode}"
    if fatal_dump.strip():
        return fatal_dump.strip().splitlines()[0]
    code = child.joined_exitcode
    # SIGTERM is how multiprocessing itself stops daemons and pool workers.
    if code and not child.stopped_by_parent and code != -signal.SIGTERM:
        return _describe_exit(code)
    return None


# faulthandler's names of the fatal signals it reports ("Fatal Python error: Segmentation fault").
_FATAL_SIGNAL_NAMES = {
    "Segmentation fault": "SIGSEGV",
    "Bus error": "SIGBUS",
    "Aborted": "SIGABRT",
    "Illegal instruction": "SIGILL",
    "Floating point exception": "SIGFPE",
    "Floating-point exception": "SIGFPE",
}


def _child_signal(child: ChildRecord, fatal_dump: str) -> Optional[int]:
    """The signal that killed ``child`` (not one its parent sent on purpose), or None."""
    if child.exitcode or child.stopped_by_parent:
        return None
    code = child.joined_exitcode
    if code is not None and code < 0 and code != -signal.SIGTERM:
        return -code
    first_line = fatal_dump.strip().splitlines()[0] if fatal_dump.strip() else ""
    name = _FATAL_SIGNAL_NAMES.get(first_line.replace("Fatal Python error:", "").strip())
    return int(signal.Signals[name]) if name and name in signal.Signals.__members__ else None


# --------------------------------------------------------------------------- stacks

_THREAD_HEADER = re.compile(r"^(Current thread|Thread) (0x[0-9a-fA-F]+)")
_FRAME_LINE = re.compile(r'^\s+File "(?P<file>.*)", line (?P<line>\S+) in (?P<function>.*)$')


def _parse_dump(dump: str) -> Tuple[Dict[int, Tuple[Frame, ...]], Optional[int]]:
    """Thread ident -> frames (innermost first), and the ident of the thread that wrote it."""
    threads: Dict[int, List[Frame]] = {}
    current = None
    frames: Optional[List[Frame]] = None
    for line in dump.splitlines():
        header = _THREAD_HEADER.match(line)
        if header:
            ident = int(header.group(2), 16)
            frames = threads.setdefault(ident, [])
            if header.group(1) == "Current thread":
                current = ident
            continue
        frame = _FRAME_LINE.match(line)
        if frame and frames is not None:
            number = frame.group("line")
            frames.append(Frame(frame.group("file"), int(number) if number.isdigit() else None,
                                frame.group("function")))
    return {ident: tuple(found) for ident, found in threads.items()}, current


def _module_name(file: str) -> str:
    """``torch.nn.init`` for ``.../site-packages/torch/nn/init.py``: the longest sys.path match."""
    path = os.path.normpath(file)
    best = ""
    for entry in sys.path:
        if entry and path.startswith(os.path.normpath(entry) + os.sep) and len(entry) > len(best):
            best = os.path.normpath(entry)
    relative = path[len(best) + 1:] if best else os.path.basename(path)
    parts = relative[:-3].split(os.sep) if relative.endswith(".py") else relative.split(os.sep)
    if parts and parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@dataclass(frozen=True)
class _UserCode:
    """The files that are the user's program in stack summaries: one file, or every file under a folder."""

    root: str  # a real path
    cwd: str  # the run's folder, for frames whose file name is relative
    single_file: bool

    def _real(self, file: str) -> str:
        return os.path.realpath(os.path.join(self.cwd, file))

    def contains(self, file: str) -> bool:
        path = self._real(file)
        return path == self.root if self.single_file else path.startswith(self.root + os.sep)

    def show(self, file: str) -> str:
        if self.single_file or not self.contains(file):
            return os.path.basename(file)
        return os.path.relpath(self._real(file), self.root)


def _summarise(label: str, pid: int, frames: Sequence[Frame], user_code: _UserCode, state: str) -> str:
    if not frames:
        return f"{label} (pid {pid}) gave no Python stack (state {state})"

    def in_program(frame: Frame) -> bool:
        return user_code.contains(frame.file)

    innermost = frames[0]
    function = innermost.function if in_program(innermost) else f"{_module_name(innermost.file)}.{innermost.function}"
    where = next((frame for frame in frames if in_program(frame)), innermost)
    return f"{label} (pid {pid}) stuck in {function} ({user_code.show(where.file)}:{where.line})"


def _is_helper(command: str) -> bool:
    return "resource_tracker" in command or "forkserver" in command


def _helper_name(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            command = handle.read().replace(b"\0", b" ").decode("utf-8", "replace").strip()
    except OSError:
        return ""
    return command


def _capture_stacks(
    main_pid: int, records: Path, user_code: _UserCode, children: Sequence[ChildRecord]
) -> Tuple[ProcessStack, ...]:
    """Ask every armed process of the session for its Python stacks, and summarise them."""
    processes = [p for p in _session_processes(main_pid) if p.state != "Z"]
    probes = read_probes(records)
    signalled = []
    for sample in processes:
        # SIGUSR1 would kill a process that has no handler for it yet.
        if sample.pid in probes:
            try:
                os.kill(sample.pid, signal.SIGUSR1)
                signalled.append(sample.pid)
            except ProcessLookupError:
                pass
    sizes: Dict[int, int] = {}
    deadline = time.monotonic() + STACK_DUMP_SECONDS
    while signalled and time.monotonic() < deadline:
        time.sleep(0.05)
        new_sizes = {}
        for pid in signalled:
            try:
                new_sizes[pid] = (records / f"stack-{pid}.txt").stat().st_size
            except OSError:
                new_sizes[pid] = 0
        if all(new_sizes.values()) and new_sizes == sizes:
            break
        sizes = new_sizes

    child_numbers = {child.pid: (number, child.name) for number, child in enumerate(children, start=1)}
    # A shell that runs the program has no probe: the program's main process is then
    # the earliest probed process that is neither a multiprocessing child nor a helper.
    main_python = main_pid
    if main_pid not in probes:
        programs = [p for p in processes if p.pid in probes and p.pid not in child_numbers
                    and not _is_helper(_helper_name(p.pid))]
        main_python = min(programs, key=lambda p: (p.start_ticks, p.pid)).pid if programs else main_pid

    def report_order(sample: _ProcessSample) -> Tuple[int, int, int, int]:
        if sample.pid == main_python:
            return (0, 0, 0, sample.pid)
        if sample.pid in child_numbers:
            return (1, child_numbers[sample.pid][0], 0, sample.pid)
        return (2, 0, sample.start_ticks, sample.pid)

    stacks = []
    for sample in sorted(processes, key=report_order):
        dump = read_text(records / f"stack-{sample.pid}.txt") if sample.pid in signalled else ""
        threads, current = _parse_dump(dump)
        main_thread = probes.get(sample.pid, 0)
        frames = threads.get(main_thread) or threads.get(current) or next(iter(threads.values()), ())
        if sample.pid == main_python:
            label, name = "main", "__main__" if sample.pid == main_pid else _helper_name(sample.pid)
        elif sample.pid == main_pid:
            label, name = "shell", _helper_name(sample.pid)
        elif sample.pid in child_numbers:
            number, name = child_numbers[sample.pid]
            label = f"child {number}"
        else:
            name = _helper_name(sample.pid)
            if "resource_tracker" in name:
                label = "resource tracker"
            elif "forkserver" in name:
                label = "forkserver"
            else:
                label = "process"
        stacks.append(ProcessStack(
            pid=sample.pid,
            label=label,
            name=name,
            frames=frames,
            summary=_summarise(label, sample.pid, frames, user_code, sample.state),
            dump=dump,
        ))
    return tuple(stacks)


# --------------------------------------------------------------------------- errors


def find_error_signature(text: str) -> Optional[str]:
    """The output line holding the first known error signature, or None.

    An exception line (``RuntimeError: ...``) is preferred to an indented source
    line of a traceback that happens to quote the same text.
    """
    for signature in ERROR_SIGNATURES:
        if signature in text:
            lines = [line for line in text.splitlines() if signature in line]
            return next((line for line in lines if not line[:1].isspace()), lines[0]).strip()
    return None


def last_traceback_line(text: str) -> Optional[str]:
    """The exception line of the last traceback in ``text`` (``ValueError: bad``), or None."""
    lines = text.splitlines()
    starts = [index for index, line in enumerate(lines) if line.startswith("Traceback (most recent call last)")]
    if not starts:
        return None
    for line in lines[starts[-1] + 1:]:
        if line.strip() and not line[0].isspace():
            return line.strip()
    return None


def describe_error(stdout: str, stderr: str) -> str:
    """The most telling line of a failed run's output."""
    for text in (stderr, stdout):
        found = find_error_signature(text)
        if found:
            return found
    found = last_traceback_line(stderr)
    if found:
        return found
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def _describe_exit(returncode: int) -> str:
    if returncode < 0:
        try:
            return f"killed by {signal.Signals(-returncode).name}"
        except ValueError:
            return f"killed by signal {-returncode}"
    return f"exited with code {returncode}"


def _shorten(text: str, limit: int = 120) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


# --------------------------------------------------------------------------- run_program


def _run_environment(
    env: Optional[Mapping[str, str]], probe_dir: Path, records: Path, import_first: Sequence[Path] = ()
) -> Dict[str, str]:
    environment = dict(os.environ)
    environment.update(env or {})
    existing = environment.get("PYTHONPATH")
    front = os.pathsep.join(str(folder) for folder in (probe_dir, *import_first))
    environment["PYTHONPATH"] = front + (os.pathsep + existing if existing else "")
    environment[PROBE_RECORDS_ENV] = str(records)
    # Output written before a hung program is killed must not die in a buffer.
    environment["PYTHONUNBUFFERED"] = "1"
    return environment


def _describe_shell_exit(returncode: int) -> str:
    # A shell reports a command killed by signal N as exit code 128 + N.
    described = _describe_exit(returncode)
    if returncode > 128:
        try:
            described += f" (the command was killed by {signal.Signals(returncode - 128).name}?)"
        except ValueError:
            pass
    return described


class Stopped(Exception):
    """fixmp is stopping (Ctrl-C, SIGTERM): no further program is started."""


class _LiveSessions:
    """The sessions of the programs running now.

    Each program runs in its own session, which no signal to fixmp's process group
    reaches: when fixmp stops (Ctrl-C, a CI job's SIGTERM), it must end them itself,
    or a hung program would outlive it, spinning or sleeping, for ever.
    """

    def __init__(self):
        self._lock = threading.Lock()
        self._sessions: set = set()
        self.stopping = False

    def add(self, process: subprocess.Popen) -> None:
        REAPER.watch(process.pid)  # ended by the reaper, should fixmp die before it ends it
        with self._lock:
            self._sessions.add(process.pid)
            stopping = self.stopping
        if stopping:  # started while another thread was stopping everything
            self.kill(process.pid)
            raise Stopped()

    def discard(self, process: subprocess.Popen) -> None:
        with self._lock:
            self._sessions.discard(process.pid)
        REAPER.forget(process.pid)

    def stop_all(self) -> None:
        with self._lock:
            self.stopping = True
            sessions = list(self._sessions)
        for session_id in sessions:
            self.kill(session_id)

    def resume(self) -> None:
        with self._lock:
            self.stopping = False

    @staticmethod
    def kill(session_id: int) -> None:
        try:
            os.killpg(session_id, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        for sample in _session_processes(session_id):  # those that moved to another group
            try:
                os.kill(sample.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass


LIVE_SESSIONS = _LiveSessions()


@contextmanager
def programs_end_with_fixmp() -> Iterator[None]:
    """While fixmp runs programs: SIGTERM and SIGHUP end fixmp as Ctrl-C does, through
    ``finally`` blocks that end every program it started (Python's default for them
    would end fixmp at once and leave the programs running)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def terminate(signum, frame):
        raise SystemExit(128 + signum)

    previous = {}
    for signum in (signal.SIGTERM, signal.SIGHUP):
        try:
            previous[signum] = signal.signal(signum, terminate)
        except (OSError, ValueError):  # a platform without it
            pass
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def _run_in_session(
    command,
    *,
    shell: bool,
    cwd: Path,
    scratch: Path,
    timeout: float,
    env: Optional[Mapping[str, str]],
    idle_seconds: float,
    expected_output: Optional[str],
    user_code: _UserCode,
    import_first: Sequence[Path] = (),
) -> RunOutcome:
    """Run ``command`` (an argument list, or a shell command line) in its own session and classify it."""
    probe_dir = scratch / "probe"
    records = scratch / "records"
    for folder in (probe_dir, records):
        folder.mkdir()
    probe.install(probe_dir)
    stdout_path, stderr_path = scratch / "stdout", scratch / "stderr"

    with open(stdout_path, "wb") as stdout_file, open(stderr_path, "wb") as stderr_file:
        started = time.monotonic()
        # Output goes to files, not pipes: a child that outlives the main
        # process would hold a pipe open, and a full pipe would stall the program.
        process = subprocess.Popen(
            command,
            shell=shell,
            cwd=str(cwd),
            env=_run_environment(env, probe_dir, records, import_first),
            stdin=subprocess.DEVNULL,
            stdout=stdout_file,
            stderr=stderr_file,
            start_new_session=True,
        )
    stacks: Tuple[ProcessStack, ...] = ()
    try:
        LIVE_SESSIONS.add(process)
        hang_reason = _watch(process, started, timeout, idle_seconds, probed_only=records if shell else None)
        if hang_reason is not None:
            stacks = _capture_stacks(process.pid, records, user_code, read_children(records))
    finally:
        leftover = _kill_session(process)
        LIVE_SESSIONS.discard(process)
    seconds = time.monotonic() - started

    stdout = read_text(stdout_path)
    stderr = read_text(stderr_path)
    main_fatal_dump = read_text(records / f"fatal-{process.pid}.txt").strip()
    children = read_children(records)
    deaths = []
    signals = []
    for number, child in enumerate(children, start=1):
        fatal_dump = read_text(records / f"fatal-{child.pid}.txt")
        death = _child_death(child, fatal_dump)
        if death:
            deaths.append(f"child {number} (pid {child.pid}) {death}")
        child_signal = _child_signal(child, fatal_dump)
        if child_signal:
            signals.append(child_signal)

    if hang_reason is not None:
        where = [stack.summary for stack in stacks if stack.label == "main" or stack.label.startswith("child")]
        return RunOutcome("hang", seconds, "; ".join([hang_reason, *where]), None, stdout, stderr, stacks)
    returncode = process.returncode
    killed = ((-returncode,) if returncode < 0 and not shell else ()) + tuple(signals)
    left_running = f" (left {leftover} process(es) running; killed)" if leftover else ""
    error = describe_error(stdout, stderr)
    if returncode < 0 and not error and main_fatal_dump:
        error = main_fatal_dump.splitlines()[0]  # "Fatal Python error: Segmentation fault"
    if returncode != 0:
        exit_text = _describe_shell_exit(returncode) if shell else _describe_exit(returncode)
        detail = f"{exit_text}: {error}" if error else exit_text
        return RunOutcome("crash", seconds, detail + left_running, returncode, stdout, stderr, signals=killed)
    if deaths:
        detail = "; ".join(deaths) + (f": {error}" if error else "")
        return RunOutcome("crash", seconds, detail + left_running, returncode, stdout, stderr, signals=killed)
    if expected_output is not None and stdout.strip() != expected_output.strip():
        detail = (f"wrong output: expected {_shorten(expected_output.strip())!r}, "
                  f"got {_shorten(stdout.strip())!r}")
        return RunOutcome("crash", seconds, detail + left_running, returncode, stdout, stderr)
    return RunOutcome("ok", seconds, "exited with code 0" + left_running, returncode, stdout, stderr)


def run_program(
    program: Path,
    *,
    timeout: float,
    env: Optional[Mapping[str, str]] = None,
    cwd: Optional[Path] = None,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    expected_output: Optional[str] = None,
) -> RunOutcome:
    """Run ``program`` with this interpreter and say whether it hangs, crashes or is ok.

    The program is copied into a fresh temporary folder and runs there (or in
    ``cwd`` when given), with ``env`` set on top of the current environment.
    ``expected_output``, when given, must equal the stripped stdout of a clean run;
    a mismatch is a ``crash`` whose detail starts with ``wrong output:``.
    Every process the program started is gone when this returns.
    """
    program = Path(program)
    with tempfile.TemporaryDirectory(prefix="fixmp-run-") as scratch_name:
        scratch = Path(scratch_name)
        workdir = scratch / "work"
        workdir.mkdir()
        program_copy = workdir / program.name
        shutil.copyfile(program, program_copy)
        run_folder = Path(cwd) if cwd is not None else workdir
        return _run_in_session(
            [sys.executable, str(program_copy)],
            shell=False,
            cwd=run_folder,
            scratch=scratch,
            timeout=timeout,
            env=env,
            idle_seconds=idle_seconds,
            expected_output=expected_output,
            user_code=_UserCode(os.path.realpath(program_copy), str(run_folder), single_file=True),
        )


def run_command(
    command: str,
    folder: Path,
    *,
    timeout: float,
    env: Optional[Mapping[str, str]] = None,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    import_first: Sequence[Path] = (),
) -> RunOutcome:
    """Run the shell command line ``command`` in ``folder`` and say whether it hangs, crashes or is ok.

    Classified as ``run_program`` classifies a program: the command's Python
    processes carry the probe, an exit code other than 0 (or a multiprocessing
    child that died) is a crash, and a hung run's stacks are summarised with the
    files under ``folder`` as the user's program. ``import_first`` folders go on
    ``PYTHONPATH`` right after the probe, so that ``import yourpackage`` finds the
    code in ``folder`` rather than an installed (or editable) copy elsewhere.
    Every process the command started is gone when this returns.
    """
    folder = Path(folder)
    with tempfile.TemporaryDirectory(prefix="fixmp-run-") as scratch_name:
        return _run_in_session(
            command,
            shell=True,
            cwd=folder,
            scratch=Path(scratch_name),
            timeout=timeout,
            env=env,
            idle_seconds=idle_seconds,
            expected_output=None,
            user_code=_UserCode(os.path.realpath(folder), str(folder), single_file=False),
            import_first=import_first,
        )


# --------------------------------------------------------------------------- device

_DEVICE_PROBE = r"""
import json
info = {"torch": None, "cuda_available": False, "gpu": None}
try:
    import torch
except (ImportError, OSError):
    pass
else:
    info["torch"] = torch.__version__
    if torch.cuda.is_available():
        info["cuda_available"] = True
        info["gpu"] = torch.cuda.get_device_name(0)
print(json.dumps(info))
"""


def describe_device() -> Dict[str, object]:
    """The machine the fixtures run on; torch is asked in a subprocess, never imported here."""
    device: Dict[str, object] = {
        "python": platform.python_version(),
        "torch": None,
        "os": platform.platform(),
        "cpu_count": os.cpu_count(),
        "cuda_available": False,
        "gpu": None,
        "driver": None,
    }
    try:
        # Isolated and in a neutral folder: a `torch.py` or `json.py` in the current folder must not answer.
        probe = subprocess.run(isolation.python_command(_DEVICE_PROBE), capture_output=True, text=True,
                               timeout=120, stdin=subprocess.DEVNULL, cwd=isolation.NEUTRAL_FOLDER)
        if probe.returncode == 0:
            device.update(json.loads(probe.stdout.strip().splitlines()[-1]))
    except (OSError, subprocess.TimeoutExpired, ValueError, IndexError):
        pass  # the device still gets described, without torch
    nvidia_smi = shutil.which("nvidia-smi")
    if nvidia_smi:
        try:
            query = subprocess.run(
                [nvidia_smi, "--query-gpu=name,driver_version", "--format=csv,noheader"],
                capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL,
            )
            first_gpu = query.stdout.strip().splitlines()[0] if query.returncode == 0 else ""
        except (OSError, subprocess.TimeoutExpired, IndexError):
            first_gpu = ""
        if first_gpu:
            name, _, driver = first_gpu.rpartition(",")
            device["gpu"] = device["gpu"] or name.strip()
            device["driver"] = driver.strip()
    return device


# --------------------------------------------------------------------------- fixtures


def _read_source(path: Path) -> str:
    # newline="" keeps CRLF as written: the rewrite must keep line endings too.
    with open(path, encoding="utf-8", newline="") as handle:
        return handle.read()


def _first_difference(expected: str, actual: str) -> str:
    expected_lines, actual_lines = expected.splitlines(), actual.splitlines()
    for number, (want, got) in enumerate(zip(expected_lines, actual_lines), start=1):
        if want != got:
            return f"line {number}: expected {_shorten(want.strip(), 60)!r}, got {_shorten(got.strip(), 60)!r}"
    if len(expected_lines) != len(actual_lines):
        return f"expected {len(expected_lines)} lines, got {len(actual_lines)}"
    return "line endings or trailing whitespace differ"


def _run_problem(which: str, run: RunOutcome, declared: str, error: Optional[str],
                 unchecked_signal: Optional[int] = None) -> Optional[str]:
    if run.outcome != declared:
        return f"{which} should {declared} but did {run.outcome}: {_shorten(run.detail, 200)}"
    if declared == "crash" and error and error not in run.stdout + run.stderr:
        if unchecked_signal is not None and unchecked_signal in run.signals:
            return None  # this Python lacks the check that prints ``error``: see _unchecked_note
        return f"{which} crashed without printing {error!r}: {_shorten(run.detail, 200)}"
    return None


def _unchecked_note(run: RunOutcome, header: FixtureHeader, unchecked_signal: Optional[int]) -> str:
    """Says so when ``run`` crashed with ``unchecked_signal`` instead of printing the header's ``error``."""
    if (unchecked_signal is None or run.outcome != "crash" or not header.error
            or header.error in run.stdout + run.stderr or unchecked_signal not in run.signals):
        return ""
    return (f"a process died of {signal.Signals(unchecked_signal).name}: this Python lacks the check "
            f"that prints {_shorten(header.error, 60)!r}")


def _verify_fixture(
    fixture: Fixture,
    rewrite: Rewrite,
    cuda_present: Callable[[], bool],
    timeout: Optional[float],
    idle_seconds: float,
    hang_timeout: Optional[float] = None,
) -> FixtureResult:
    started = time.monotonic()
    header = fixture.header

    unchanged = False
    note = ""

    def result(before, after, problems, skipped=False):
        verified = not problems and not skipped
        reason = "; ".join(problems) if problems else (
            f"before {header.before} as declared{f' ({note})' if note else ''}, rewritten program {header.after}"
            + (" (the rewrite leaves the program unchanged: one run)" if unchanged else ""))
        return FixtureResult(fixture.name, header.needs, before, after, verified, skipped, reason,
                             time.monotonic() - started, note)

    if header.needs == "cuda" and not cuda_present():
        return result(None, None, ["skipped: needs CUDA and no CUDA device is present"], skipped=True)
    run_timeout = header.timeout or timeout or DEFAULT_TIMEOUT
    hang_run_timeout = header.timeout or hang_timeout or run_timeout
    problems: List[str] = []
    try:
        before_source = _read_source(fixture.before_path)
        expected_after = _read_source(fixture.after_path)
    except (OSError, UnicodeDecodeError) as exc:
        return result(None, None, [f"cannot read the fixture: {exc}"])
    try:
        rewritten: Optional[str] = rewrite(before_source, str(fixture.before_path), header)
    # The rewrite is the caller's code (the engine); any failure of it is this
    # fixture's result, not a reason to stop verifying the others.
    except Exception as exc:  # noqa: BLE001
        rewritten = None
        problems.append(f"rewrite failed: {type(exc).__name__}: {exc}")
    if rewritten is not None and rewritten != expected_after:
        problems.append(f"rewrite differs from {fixture.after_path.name}: "
                        f"{_first_difference(expected_after, rewritten)}")

    def run(path: Path, declared: str) -> RunOutcome:
        return run_program(path, timeout=hang_run_timeout if declared == "hang" else run_timeout,
                           idle_seconds=idle_seconds,
                           expected_output=header.output if declared == "ok" else None)

    before = after = None
    try:
        before = run(fixture.before_path, header.before)
        unchecked_signal = unchecked_signal_expected(header)
        problem = _run_problem("before", before, header.before, header.error, unchecked_signal)
        if problem:
            problems.insert(0, problem)
        note = _unchecked_note(before, header, unchecked_signal)
        if note:
            before = replace(before, detail=f"{before.detail}; {note}")
        if rewritten == before_source:
            # No fix was applied: a second run of the same program would prove nothing new.
            unchanged = True
            after = before
        elif rewritten is not None:
            with tempfile.TemporaryDirectory(prefix="fixmp-rewritten-") as folder:
                rewritten_path = Path(folder) / fixture.after_path.name
                with open(rewritten_path, "w", encoding="utf-8", newline="") as handle:
                    handle.write(rewritten)
                after = run(rewritten_path, header.after)
        if after is not None:
            problem = _run_problem("rewritten program", after, header.after, None)
            if problem:
                problems.append(problem)
    except OSError as exc:
        # The machine could not start or watch a run (no processes or disk left).
        problems.append(f"cannot run the fixture: {exc}")
    return result(before, after, problems)


def verify_fixtures(
    fixtures: Sequence[Fixture],
    *,
    rewrite: Rewrite,
    jobs: Optional[int] = None,
    cuda_available: Optional[bool] = None,
    timeout: Optional[float] = None,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    hang_timeout: Optional[float] = None,
) -> VerifyReport:
    """Rewrite and run every fixture; never raises for a fixture that fails.

    ``rewrite(source, path, header)`` returns the rewritten source. ``timeout`` is
    the per-run limit for fixtures whose header sets none (default 30 s);
    ``hang_timeout`` (default: ``timeout``) the limit of runs declared to hang,
    most of which the idle detection decides long before any limit: a short one
    keeps a hang that stays busy (a pool respawning crashed workers) from using a
    core for the whole ``timeout``, at the price of a weaker proof that it never ends.
    ``cuda_available`` None asks torch in a subprocess. ``jobs`` fixtures run at
    once (default: the CPU count).
    """
    started = time.monotonic()
    fixtures = list(fixtures)
    # One more run than cores: a run waiting out its idle window (a hang being decided) uses no CPU.
    jobs = max(1, jobs or (os.cpu_count() or 1) + 1)
    with ThreadPoolExecutor(max_workers=1) as device_pool:
        device_future = device_pool.submit(describe_device)

        def cuda_present() -> bool:
            if cuda_available is not None:
                return cuda_available
            return bool(device_future.result().get("cuda_available"))

        pool = ThreadPoolExecutor(max_workers=jobs)
        try:
            results = tuple(pool.map(
                lambda fixture: _verify_fixture(fixture, rewrite, cuda_present, timeout, idle_seconds,
                                                hang_timeout),
                fixtures,
            ))
        except BaseException:
            # Ctrl-C or SIGTERM: start no other fixture and end the programs running now,
            # rather than wait for every fixture left (shutdown would run them all).
            pool.shutdown(wait=False, cancel_futures=True)
            LIVE_SESSIONS.stop_all()
            raise
        finally:
            try:
                pool.shutdown(wait=True)
            finally:  # a second Ctrl-C while waiting must not leave every later run refused
                LIVE_SESSIONS.resume()
        device = device_future.result()
    return VerifyReport(device=device, results=results, seconds=time.monotonic() - started)


def exit_code(report: VerifyReport) -> int:
    """0 when every fixture that ran was verified, else 1."""
    return 0 if all(result.verified for result in report.results if not result.skipped) else 1


def json_exit_code(data: Mapping[str, object]) -> int:
    """``exit_code`` of a report already turned into JSON data by ``report_to_json``."""
    results = data.get("results") or []
    return 0 if all(result["verified"] for result in results if not _is_skipped(result)) else 1


def engine_rewrite(source: str, path: str, header: FixtureHeader) -> str:
    """fixmp's own rewrite of a fixture's ``before``, with the settings its header declares."""
    from fixmp.engine import fix_source
    from fixmp.fixtures import fixture_settings

    return fix_source(source, path, fixture_settings(header))


def collect_fixtures(paths: Sequence[Path]) -> Tuple[Fixture, ...]:
    """The fixtures under ``paths`` (folders or ``before`` files), each once.

    Raises ``FixtureError`` for a path that does not exist, a fixture that cannot be
    read, or when no fixture is found at all.
    """
    from fixmp.fixtures import FixtureError, discover_fixtures

    fixtures: List[Fixture] = []
    seen = set()
    for path in paths:
        path = Path(path)
        if not path.exists():
            raise FixtureError(f"{path}: no such file or folder")
        for fixture in discover_fixtures(path):
            key = fixture.before_path.resolve()
            if key not in seen:
                seen.add(key)
                fixtures.append(fixture)
    if not fixtures:
        raise FixtureError(f"no fixtures (<case>.before.py with <case>.after.py) under {', '.join(map(str, paths))}")
    return tuple(fixtures)


def verify_paths(
    paths: Sequence[Path],
    *,
    timeout: Optional[float] = None,
    hang_timeout: Optional[float] = DEFAULT_HANG_TIMEOUT,
    jobs: Optional[int] = None,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    cuda_available: Optional[bool] = None,
) -> VerifyReport:
    """``fixmp verify``: rewrite every fixture under ``paths`` with fixmp itself, compare with
    its ``after`` file, and run both programs. Raises ``FixtureError`` as ``collect_fixtures``.

    A run declared to hang gets ``hang_timeout``: most hangs are decided sooner, when every
    process sleeps, but one that stays busy (a pool respawning crashed workers) needs the limit.
    """
    return verify_fixtures(collect_fixtures(paths), rewrite=engine_rewrite, jobs=jobs,
                           cuda_available=cuda_available, timeout=timeout, hang_timeout=hang_timeout,
                           idle_seconds=idle_seconds)


# --------------------------------------------------------------------------- rendering


def run_to_json(run: Optional[RunOutcome]) -> Optional[dict]:
    """A run's outcome, seconds and detail (the contract of ``fixmp verify --format json``)."""
    if run is None:
        return None
    return {"outcome": run.outcome, "seconds": round(run.seconds, 3), "detail": run.detail}


def report_to_json(report: VerifyReport) -> dict:
    """The report as JSON data. A skipped fixture has ``before`` and ``after`` null,
    ``verified`` false and a reason starting with ``skipped:``."""
    return {
        "version": 1,
        "device": dict(report.device),
        "results": [
            {
                "fixture": result.fixture,
                "needs": result.needs,
                "before": run_to_json(result.before),
                "after": run_to_json(result.after),
                "verified": result.verified,
                "reason": result.reason,
            }
            for result in report.results
        ],
        "seconds": round(report.seconds, 3),
    }


def _describe_device_line(device: Mapping[str, object]) -> str:
    parts = [f"python {device.get('python')}", f"torch {device.get('torch') or 'not installed'}",
             str(device.get("os")), f"{device.get('cpu_count')} CPUs"]
    if device.get("gpu"):
        driver = f" (driver {device['driver']})" if device.get("driver") else ""
        parts.append(f"GPU {device['gpu']}{driver}")
    else:
        parts.append("no GPU")
    return ", ".join(parts)


def render_table(report: VerifyReport) -> str:
    """A table of the fixtures, with where hung runs were stuck and why any failed."""
    header = ("fixture", "needs", "before", "after", "seconds", "verdict")
    rows = []
    notes: List[List[str]] = []
    for result in report.results:
        verdict = "skipped" if result.skipped else ("verified" if result.verified else "NOT VERIFIED")
        rows.append((
            result.fixture,
            result.needs,
            result.before.outcome if result.before else "-",
            result.after.outcome if result.after else "-",
            f"{result.seconds:.1f}",
            verdict,
        ))
        lines = []
        for which, run in (("before", result.before), ("after", result.after)):
            if run is not None and run.outcome == "hang":
                lines.extend(f"{which}: {stack.summary}" for stack in run.stacks
                             if stack.label == "main" or stack.label.startswith("child"))
        if not result.verified or result.note:
            lines.append(result.reason)
        notes.append(lines)
    widths = [max(len(row[column]) for row in (header, *rows)) for column in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(cell.ljust(width) for cell, width in zip(cells, widths)).rstrip()

    output = [_describe_device_line(report.device), "", line(header), line(["-" * width for width in widths])]
    for row, row_notes in zip(rows, notes):
        output.append(line(row))
        output.extend(f"    {note}" for note in row_notes)
    verified = sum(result.verified for result in report.results)
    skipped = sum(result.skipped for result in report.results)
    failed = len(report.results) - verified - skipped
    output.append("")
    output.append(f"{len(report.results)} fixtures: {verified} verified, {failed} not verified, "
                  f"{skipped} skipped in {report.seconds:.1f} s")
    return "\n".join(output)


def _is_skipped(result: Mapping[str, object]) -> bool:
    return str(result.get("reason", "")).startswith("skipped:")


def _cuda_subject(count: int) -> str:
    return "The CUDA fixture remains" if count == 1 else f"The {count} CUDA fixtures remain"


def _markdown_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _without_pids(text: str) -> str:
    # Process ids change on every run; the report reads (and diffs) better without them.
    return re.sub(r" \(pid \d+\)", "", text)


def _seconds(run: Mapping[str, object]) -> str:
    return f"{float(run.get('seconds') or 0):.1f} s"


def _markdown_run(which: str, run: Optional[Mapping[str, object]]) -> List[str]:
    if run is None:
        return [f"- {which}: not run"]
    detail = _without_pids(str(run.get("detail", "")))
    if run.get("outcome") == "hang":
        # "<why it counts as hung>; main stuck in ...; child 1 stuck in ..."
        why, *stuck = detail.split("; ")
        lines = [f"- {which}: **hang** after {_seconds(run)}: {why}"]
        lines.extend(f"  - {where}" for where in stuck)
        return lines
    return [f"- {which}: **{run.get('outcome')}** in {_seconds(run)}: {detail}"]


def _machine_line(device: Mapping[str, object]) -> str:
    gpu = device.get("gpu")
    gpu_text = f"{gpu}" + (f" (driver {device['driver']})" if device.get("driver") else "") if gpu else "no GPU"
    return (f"{device.get('cpu_count')} CPUs, {gpu_text}, Python {device.get('python')}, "
            f"torch {device.get('torch') or 'not installed'}")


def _counts(results: Sequence[Mapping[str, object]]) -> Tuple[int, int, int]:
    verified = sum(1 for result in results if result["verified"])
    skipped = sum(1 for result in results if _is_skipped(result))
    return verified, len(results) - verified - skipped, skipped


def _markdown_report(data: Mapping[str, object]) -> List[str]:
    device = dict(data.get("device") or {})
    results = list(data.get("results") or [])
    verified, failed, skipped = _counts(results)
    gpu = device.get("gpu")
    lines = [
        f"## On {_machine_line(device)}",
        "",
        "| | |",
        "| --- | --- |",
        f"| Python | {device.get('python')} |",
        f"| torch | {device.get('torch') or 'not installed'} |",
        f"| OS | {device.get('os')} |",
        f"| CPUs | {device.get('cpu_count')} |",
        f"| GPU | {gpu + (' (driver ' + str(device['driver']) + ')' if device.get('driver') else '') if gpu else 'none'} |",
        "",
        f"**{len(results)} fixtures: {verified} verified, {failed} not verified, {skipped} skipped, "
        f"in {float(data.get('seconds') or 0):.1f} s.**",
        "",
        "| fixture | needs | before | after | verdict |",
        "| --- | --- | --- | --- | --- |",
    ]
    for result in results:
        runs = []
        for which in ("before", "after"):
            run = result.get(which)
            runs.append(f"{run['outcome']} ({_seconds(run)})" if run else "-")
        verdict = "skipped" if _is_skipped(result) else ("verified" if result["verified"] else "**NOT VERIFIED**")
        lines.append(f"| {_markdown_cell(result['fixture'])} | {result['needs']} | {runs[0]} | {runs[1]} | {verdict} |")
    lines.append("")
    for result in results:
        verdict = "skipped" if _is_skipped(result) else ("verified" if result["verified"] else "NOT VERIFIED")
        lines += [f"### {result['fixture']}: {verdict}", ""]
        if _is_skipped(result):
            lines += [f"- {result.get('reason')}", ""]
            continue
        lines += _markdown_run("before", result.get("before"))
        lines += _markdown_run("after (rewritten program)", result.get("after"))
        if not result["verified"]:
            lines.append(f"- why not verified: {_without_pids(str(result.get('reason')))}")
        lines.append("")
    return lines


def render_markdown(*reports: Mapping[str, object]) -> str:
    """A readable report made from one or more ``report_to_json`` outputs (one per machine), so
    that it can be regenerated from the JSON without running anything again."""
    lines = [
        "# Verified fixtures",
        "",
        "Every fixture's `before` program was rewritten by fixmp itself, the rewrite compared with the "
        "fixture's `after` file, and both programs run; a fixture is verified when `before` does what its "
        "header declares (hang, crash or ok) and the rewritten program does what `after=` declares "
        "(ok unless stated). Where a run hung, the report says where each process was stuck.",
        "",
        "Generated from the JSON reports of `fixmp verify --format json` by "
        "`fixmp verify --format markdown --from-json REPORT [--from-json REPORT ...]`; do not edit by hand.",
        "",
    ]
    cuda_names = sorted({str(result["fixture"]) for data in reports for result in data.get("results") or []
                         if result.get("needs") == "cuda"})
    cuda_run_on = [_machine_line(data.get("device") or {}) for data in reports
                   if any(result.get("needs") == "cuda" and not _is_skipped(result) for result in data.get("results") or [])]
    if cuda_names and not cuda_run_on:
        lines += [
            f"> **{_cuda_subject(len(cuda_names))} unproven on hardware.** No GPU was available in the "
            "session that made this report, so fixtures that need CUDA were skipped: their rewrites are "
            "checked as text (`tests/test_fixtures.py`), but no CUDA `before` was seen to crash and no "
            "rewritten CUDA program was seen to run. Run `fixmp verify` on a machine with a CUDA GPU to "
            "prove them.",
            "",
        ]
    elif cuda_names:
        subject = "The CUDA fixture" if len(cuda_names) == 1 else f"The {len(cuda_names)} CUDA fixtures"
        lines += [f"{subject} ran on hardware: {'; '.join(cuda_run_on)}.", ""]
    if len(reports) > 1:
        lines += ["| machine | fixtures | verified | not verified | skipped | seconds |",
                  "| --- | --- | --- | --- | --- | --- |"]
        for data in reports:
            results = list(data.get("results") or [])
            verified, failed, skipped = _counts(results)
            lines.append(f"| {_machine_line(data.get('device') or {})} | {len(results)} | {verified} | {failed} | "
                         f"{skipped} | {float(data.get('seconds') or 0):.1f} |")
        lines.append("")
    for data in reports:
        lines += _markdown_report(data)
    return "\n".join(lines)
