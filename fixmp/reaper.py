"""Ending the programs ``verify`` and ``fix --verify`` run, even when fixmp itself is killed.

Each program runs in a session of its own, and fixmp ends that session when the run
is over, when it is stopped, or when it gives up on a hang. A SIGKILL (or a crash)
of fixmp does none of that, and a hung program with its forked children would stay
asleep for ever. So the first such program starts a *reaper*: a small isolated
Python process in a session of its own (a kill of fixmp's process group does not
reach it), to which fixmp names every session it starts and ends. When fixmp dies,
whatever kills it, the reaper's standard input closes, and it kills every session
still named, with every process in it (those that moved to another process group
included), then exits. It runs nothing else and imports only the standard library.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from typing import IO, Optional

from fixmp.isolation import NEUTRAL_FOLDER

_REAPER_CODE = r"""
import os, signal, sys
# The reaper outlives fixmp on purpose: a signal to fixmp's group or terminal is not for it.
for name in ("SIGINT", "SIGHUP", "SIGTERM"):
    signal.signal(getattr(signal, name), signal.SIG_IGN)
sessions = set()
for line in sys.stdin:
    line = line.strip()
    if line[:1] == "+":
        sessions.add(int(line[1:]))
    elif line[:1] == "-":
        sessions.discard(int(line[1:]))


def in_session(session_id):
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as handle:
                    stat = handle.read().decode("ascii", "replace")
            except OSError:
                continue
            fields = stat[stat.rfind(")") + 2:].split()
            if len(fields) > 3 and int(fields[3]) == session_id:
                found.append(int(entry))
    return found


for session_id in sessions:
    try:
        os.killpg(session_id, signal.SIGKILL)
    except OSError:
        pass
    for pid in in_session(session_id):
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
"""


class Reaper:
    """The reaper of this fixmp process, started on first use; ``watch`` and ``forget`` name sessions to it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._process: Optional["subprocess.Popen[str]"] = None
        self._input: Optional[IO[str]] = None

    def _tell(self, line: str) -> None:
        with self._lock:
            if self._process is None:
                if not os.path.isdir("/proc"):  # it finds a session's processes there
                    return
                try:
                    self._process = subprocess.Popen(
                        [sys.executable, "-I", "-c", _REAPER_CODE], stdin=subprocess.PIPE, text=True,
                        cwd=NEUTRAL_FOLDER, start_new_session=True, close_fds=True,
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                    )
                except OSError:
                    return  # no reaper: fixmp still ends its programs whenever it lives to
                self._input = self._process.stdin
            assert self._input is not None
            try:
                self._input.write(line + "\n")
                self._input.flush()
            except (OSError, ValueError):
                pass

    def watch(self, session_id: int) -> None:
        self._tell(f"+{session_id}")

    def forget(self, session_id: int) -> None:
        self._tell(f"-{session_id}")


REAPER = Reaper()
