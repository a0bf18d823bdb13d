"""Programs in sessions of their own: their processes, killing them, and the sessions running now.

Each program runs in its own session (``start_new_session=True``), so every
process it starts shares the session id, which is the main process's pid, unless
it leaves the session (``os.setsid()``: a daemon). Each run also has a mark of its
own in its environment (``marked_run``; ``fixmp.processes.leftovers`` says how it is found),
which finds those too.
"""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import IO, Callable, Dict, Iterator, List, Mapping, Optional, Sequence, Set, Union

from fixmp.processes import leftovers
from fixmp.processes.reaper import REAPER

# How long processes may outlive a main process that exited before they count as left behind.
LEFTOVER_GRACE_SECONDS = 1.0
# About how long the runner waits for killed processes to disappear (counted in rounds of the kill).
KILL_WAIT_SECONDS = 5.0
_KILL_PAUSE_SECONDS = 0.02
_KILL_ROUNDS = int(KILL_WAIT_SECONDS / _KILL_PAUSE_SECONDS)


@dataclass(frozen=True)
class ProcessSample:
    pid: int
    # Its busiest thread's state: R when any thread runs, else D when any waits on a disk, else the
    # main thread's (a main thread that joins a computing thread is asleep; the process is not).
    state: str
    cpu_ticks: int  # utime + stime, every thread of the process
    start_ticks: int
    running_threads: int = 0  # threads in state R: how many CPUs it could use at once


def _thread_states(pid: int) -> List[str]:
    """The state of each thread of process ``pid`` (none when it is gone)."""
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return []
    states = []
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/stat", "rb") as handle:
                stat = handle.read().decode("ascii", "replace")
        except OSError:
            continue  # the thread ended while we looked
        states.append(stat[stat.rfind(")") + 2:][:1])
    return states


def session_processes(session_id: int) -> List[ProcessSample]:
    """Every process (zombies included) whose session is ``session_id``."""
    samples: List[ProcessSample] = []
    try:
        entries = os.listdir("/proc")
    except OSError:
        return samples
    for entry in entries:
        if not entry.isdigit():
            continue
        fields = leftovers.stat_fields(int(entry))
        if fields is None or len(fields) < 20 or int(fields[3]) != session_id:
            continue
        samples.append(process_sample(int(entry), fields))
    return samples


def process_sample(pid: int, fields: List[str]) -> ProcessSample:
    """The process ``pid`` as its ``/proc`` stat ``fields`` (``leftovers.stat_fields``) and its threads say:
    running while a thread runs, waiting on the disk while one does, else its own state."""
    threads = _thread_states(pid) if fields[0] != "Z" else []
    running = threads.count("R")
    return ProcessSample(
        pid=pid,
        state="R" if running else "D" if "D" in threads else fields[0],
        cpu_ticks=int(fields[11]) + int(fields[12]),
        start_ticks=int(fields[19]),
        running_threads=running,
    )


@contextmanager
def marked_run() -> Iterator[str]:
    """A mark for one run of a program, to set in its environment (``leftovers.marked_environment``).

    The reaper learns it before the program starts, so a fixmp killed at any moment
    after still ends every process carrying it; when the block ends, fixmp kills them
    itself: those that left the run's session (daemons) outlive the session's kill.
    """
    mark = leftovers.new_mark()
    REAPER.watch_mark(mark)
    try:
        yield mark
    finally:
        if leftovers.kill_leftovers((), (mark,)):
            REAPER.forget_mark(mark)


def start(
    command: Union[str, Sequence[str]],
    *,
    shell: bool,
    cwd: Path,
    env: Mapping[str, str],
    stdout: IO[bytes],
    stderr: IO[bytes],
) -> "subprocess.Popen[bytes]":
    """Start ``command`` in a session of its own, with no input."""
    return subprocess.Popen(
        command,
        shell=shell,
        cwd=str(cwd),
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=stdout,
        stderr=stderr,
        start_new_session=True,
    )


def kill_session(process: "subprocess.Popen[bytes]", mark: Optional[str] = None) -> int:
    """SIGKILL every process of the run's session, and every process carrying the run's ``mark`` when
    given, and wait until they are gone.

    Returns how many processes besides the main one were still alive.
    """
    session_id = process.pid
    marks = () if mark is None else (mark,)

    def survivors() -> Set[int]:
        alive = set(leftovers.session_members(session_id))
        if mark is not None:
            alive.update(leftovers.marked_processes(mark))
        alive.discard(session_id)
        return alive

    left_running = survivors()
    if process.poll() is not None:
        # Helpers such as the resource tracker exit on their own once the main
        # process is gone; only what is still there after a moment was left behind.
        grace_deadline = time.monotonic() + LEFTOVER_GRACE_SECONDS
        while left_running and time.monotonic() < grace_deadline:
            time.sleep(0.02)
            left_running = survivors()
    for _ in range(_KILL_ROUNDS):
        found = leftovers.kill_round((session_id,), marks)
        if process.poll() is None:
            try:
                process.wait(timeout=_KILL_PAUSE_SECONDS)
            except subprocess.TimeoutExpired:
                pass
        if not found and process.poll() is not None:
            break
        time.sleep(_KILL_PAUSE_SECONDS)
    return len(left_running)


class Stopped(Exception):
    """fixmp is stopping (Ctrl-C, SIGTERM): no further program is started."""


class _LiveSessions:
    """The sessions of the programs running now.

    Each program runs in its own session, which no signal to fixmp's process group
    reaches: when fixmp stops (Ctrl-C, a CI job's SIGTERM), it must end them itself,
    or a hung program would outlive it, spinning or sleeping, for ever.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sessions: Set[int] = set()  # their ids: each program's process id
        self.stopping = False

    def add(self, process: "subprocess.Popen[bytes]") -> None:
        REAPER.watch(process.pid)  # ended by the reaper, should fixmp die before it ends it
        with self._lock:
            self._sessions.add(process.pid)
            stopping = self.stopping
        if stopping:  # started while another thread was stopping everything
            self.kill(process.pid)
            raise Stopped()

    def discard(self, process: "subprocess.Popen[bytes]") -> None:
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
        leftovers.kill_round((session_id,), ())


LIVE_SESSIONS = _LiveSessions()


@contextmanager
def programs_end_with_fixmp() -> Iterator[None]:
    """While fixmp runs programs: SIGTERM and SIGHUP end fixmp as Ctrl-C does, through
    ``finally`` blocks that end every program it started (Python's default for them
    would end fixmp at once and leave the programs running)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def terminate(signum: int, frame: Optional[FrameType]) -> None:
        raise SystemExit(128 + signum)

    previous: Dict[signal.Signals, Union[Callable[[int, Optional[FrameType]], object], int, None]] = {}
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
