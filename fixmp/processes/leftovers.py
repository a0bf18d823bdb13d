"""The processes a program's run may leave behind, found in ``/proc`` and killed.

Each program fixmp runs (``run``, ``verify``, ``fix --verify``) runs in a session of
its own, and killing the session kills every process in it. A process that leaves
the session (``os.setsid()``: a daemon, a grandchild that double-forks) is not in it
any more; the run's *mark* finds it: an environment variable of the run's own
(``FIXMP_RUN_<hex>=1``), which every process the program starts inherits, whatever
session it moves to, and which ``/proc/PID/environ`` shows. One variable per run,
not one variable for all: a run inside a run (``fixmp run -- pytest`` where a test
runs ``fixmp verify``) keeps the outer mark beside its own.

Not found: a process that clears its environment (``env -i``) and then leaves the
session, or one that overwrites the memory ``/proc/PID/environ`` reads
(``setproctitle`` does).

Standard library only, and nothing of fixmp: the reaper (``fixmp.processes.reaper``) runs this
file as its program, with ``-I``, where a source checkout of fixmp is not importable.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from typing import Callable, Collection, Dict, Iterable, List, Mapping, Optional, Set

MARK_PREFIX = "FIXMP_RUN_"
# A round kills what it finds; a process forked between the reading and the kill is found by the next round.
MOST_KILL_ROUNDS = 100
ROUND_PAUSE_SECONDS = 0.02


def new_mark() -> str:
    """A mark no other run has: the name of an environment variable, set to ``1`` in the run's environment."""
    return MARK_PREFIX + os.urandom(16).hex()


def marked_environment(env: Mapping[str, str], mark: str) -> Dict[str, str]:
    """``env`` with ``mark`` set: the environment that marks every process of a run."""
    return {**env, mark: "1"}


def _mark_entry(mark: str) -> bytes:
    return mark.encode("ascii") + b"=1"


def stat_fields(pid: int) -> Optional[List[str]]:
    """The fields of ``/proc/PID/stat`` after the command name (the state first, the session fourth),
    or None when the process is gone."""
    return _stat_fields_at(f"/proc/{pid}/stat")



def stat_fields_of_task(pid: int, task: int) -> Optional[List[str]]:
    """``stat_fields`` of one thread (``task``, its native id) of the process ``pid``."""
    return _stat_fields_at(f"/proc/{pid}/task/{task}/stat")


def _stat_fields_at(path: str) -> Optional[List[str]]:
    try:
        with open(path, "rb") as handle:
            stat = handle.read().decode("ascii", "replace")
    except OSError:
        return None  # it ended while we looked
    # The command name is in parentheses and may itself hold spaces or ')'.
    return stat[stat.rfind(")") + 2:].split()

def _environment_entries(pid: int) -> List[bytes]:
    try:
        with open(f"/proc/{pid}/environ", "rb") as handle:
            return handle.read().split(b"\0")
    except OSError:
        return []  # ended while we looked, or another user's (a zombie's reads empty too)


def _living_session(pid: int) -> Optional[int]:
    """The session of process ``pid``; None when it is gone or a zombie."""
    fields = stat_fields(pid)
    if fields is None or len(fields) < 4 or fields[0] == "Z":
        return None
    return int(fields[3])


def _carrying(pid: int, entries: Collection[bytes]) -> bool:
    return any(entry in entries for entry in _environment_entries(pid))


def _process_ids() -> List[int]:
    try:
        return [int(entry) for entry in os.listdir("/proc") if entry.isdigit()]
    except OSError:
        return []


def marked_processes(mark: str) -> List[int]:
    """The living processes (never this one) that carry ``mark``."""
    entries = {_mark_entry(mark)}
    return [pid for pid in _process_ids() if pid != os.getpid() and _carrying(pid, entries)]


def session_members(session_id: int) -> List[int]:
    """The living processes (not zombies) whose session is ``session_id``."""
    return [pid for pid in _process_ids() if _living_session(pid) == session_id]


def _kill(pid: int, still_ours: Callable[[int], bool]) -> None:
    """SIGKILL ``pid`` if ``still_ours(pid)`` holds once a pidfd names it: the pid read from /proc may
    name an unrelated process by the time of the kill, a pidfd opened before the check cannot."""
    open_pidfd = getattr(os, "pidfd_open", None)  # Python 3.9+ on Linux
    pidfd: Optional[int] = None
    try:
        if open_pidfd is not None:
            pidfd = open_pidfd(pid)
    except ProcessLookupError:
        return
    except OSError:
        pass  # a kernel without pidfds (before Linux 5.3): a plain kill, as the session kill always was
    try:
        if not still_ours(pid):
            return
        if pidfd is None:
            os.kill(pid, signal.SIGKILL)
        else:
            signal.pidfd_send_signal(pidfd, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    finally:
        if pidfd is not None:
            os.close(pidfd)


def kill_round(session_ids: Collection[int], marks: Collection[str]) -> int:
    """SIGKILL, once, every living process of the sessions ``session_ids`` and every one that carries
    one of ``marks`` (never this process); returns how many it found."""
    entries = {_mark_entry(mark) for mark in marks}
    members: Dict[int, int] = {}  # pid: its session
    marked: List[int] = []  # those that left the session
    for pid in _process_ids():
        if pid == os.getpid():
            continue
        session_id = _living_session(pid)
        if session_id is not None and session_id in session_ids:
            members[pid] = session_id
        elif entries and _carrying(pid, entries):
            marked.append(pid)
    for session_id in set(members.values()):
        # The whole group at once: its id cannot have been reused while members of the session live.
        try:
            os.killpg(session_id, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    for pid in members:  # those that moved to another group are still in the session
        _kill(pid, lambda again: _living_session(again) in session_ids)
    for pid in marked:
        _kill(pid, lambda again: _carrying(again, entries))
    return len(members) + len(marked)


def kill_leftovers(session_ids: Collection[int], marks: Collection[str]) -> bool:
    """Kill every process of ``session_ids`` and every one carrying one of ``marks``, round after round
    until a round finds none (``MOST_KILL_ROUNDS`` at most); returns whether the last round found none.

    The processes killed are reaped by their parents: fixmp is no child subreaper, so none of them is its
    child but a program's main process, which its ``Popen`` reaps (a ``waitpid`` here would take its status).
    """
    for _ in range(MOST_KILL_ROUNDS):
        if not kill_round(session_ids, marks):
            return True
        time.sleep(ROUND_PAUSE_SECONDS)
    return False


def _reap_when_fixmp_dies(lines: Iterable[str]) -> None:
    """The reaper: ``lines`` name the sessions and marks of the programs running now
    (``watch session 123``, ``forget mark FIXMP_RUN_...``); when they end, fixmp has died."""
    sessions: Set[int] = set()
    marks: Set[str] = set()
    for line in lines:
        words = line.split()
        if len(words) != 3:
            continue
        verb, kind, name = words
        if kind == "session" and name.isdigit():
            (sessions.add if verb == "watch" else sessions.discard)(int(name))
        elif kind == "mark" and name.startswith(MARK_PREFIX):
            (marks.add if verb == "watch" else marks.discard)(name)
    if sessions or marks:
        kill_leftovers(sessions, marks)


if __name__ == "__main__":
    # The reaper outlives fixmp on purpose: a signal to fixmp's group or terminal is not for it.
    for _name in ("SIGINT", "SIGHUP", "SIGTERM"):
        signal.signal(getattr(signal, _name), signal.SIG_IGN)
    _reap_when_fixmp_dies(sys.stdin)
