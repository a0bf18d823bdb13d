"""Programs in sessions of their own: their processes, killing them, and the sessions running now.

Each program runs in its own session (``start_new_session=True``), so every
process it starts shares the session id, which is the main process's pid.
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

from fixmp.reaper import REAPER

# How long processes may outlive a main process that exited before they count as left behind.
LEFTOVER_GRACE_SECONDS = 1.0
# How long the runner waits for killed processes to disappear.
KILL_WAIT_SECONDS = 5.0


@dataclass(frozen=True)
class ProcessSample:
    pid: int
    state: str
    cpu_ticks: int  # utime + stime, every thread of the process
    start_ticks: int


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
        try:
            with open(f"/proc/{entry}/stat", "rb") as handle:
                stat = handle.read().decode("ascii", "replace")
        except OSError:
            continue  # it ended while we looked
        # The command name is in parentheses and may itself hold spaces or ')'.
        fields = stat[stat.rfind(")") + 2:].split()
        if len(fields) < 20 or int(fields[3]) != session_id:
            continue
        samples.append(ProcessSample(
            pid=int(entry),
            state=fields[0],
            cpu_ticks=int(fields[11]) + int(fields[12]),
            start_ticks=int(fields[19]),
        ))
    return samples


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


def kill_session(process: "subprocess.Popen[bytes]") -> int:
    """SIGKILL every process of the run's session and wait until they are gone.

    Returns how many processes besides the main one were still alive.
    """
    session_id = process.pid

    def survivors() -> List[ProcessSample]:
        return [p for p in session_processes(session_id) if p.state != "Z" and p.pid != session_id]

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
        alive = [p for p in session_processes(session_id) if p.state != "Z"]
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
        try:
            os.killpg(session_id, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        for sample in session_processes(session_id):  # those that moved to another group
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
