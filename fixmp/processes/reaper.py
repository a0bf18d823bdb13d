"""Ending the programs ``run``, ``verify`` and ``fix --verify`` run, even when fixmp itself is killed.

Each program runs in a session of its own, with a mark of its own in its environment
(``fixmp.processes.leftovers``), and fixmp kills both the session and every process carrying
the mark when the run is over, when it is stopped, or when it gives up on a hang. A
SIGKILL (or a crash) of fixmp does none of that, and a hung program with its forked
children would stay asleep for ever. So the first such program starts a *reaper*: a
small isolated Python process in a session of its own (a kill of fixmp's process
group does not reach it), to which fixmp names every session and mark it starts and
ends. When fixmp dies, whatever kills it, the reaper's standard input closes, and it
kills every process of every session still named (those that moved to another
process group included) and every process carrying a mark still named (those that
left their session: daemons), then exits. Its program is ``fixmp/processes/leftovers.py``: it
runs nothing else and imports only the standard library.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from typing import IO, Optional

from fixmp.processes import leftovers
from fixmp.processes.isolation import NEUTRAL_FOLDER

# The reaper's program, run as a file: with -I, a source checkout of fixmp is not importable.
_REAPER_PROGRAM = os.path.abspath(leftovers.__file__)


class Reaper:
    """The reaper of this fixmp process, started on first use; ``watch`` and ``forget`` name sessions and
    marks to it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._process: Optional["subprocess.Popen[str]"] = None
        self._input: Optional[IO[str]] = None

    def _tell(self, line: str) -> None:
        with self._lock:
            if self._process is None:
                if not os.path.isdir("/proc"):  # it finds a run's processes there
                    return
                try:
                    self._process = subprocess.Popen(
                        [sys.executable, "-I", _REAPER_PROGRAM], stdin=subprocess.PIPE, text=True,
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
        self._tell(f"watch session {session_id}")

    def forget(self, session_id: int) -> None:
        self._tell(f"forget session {session_id}")

    def watch_mark(self, mark: str) -> None:
        self._tell(f"watch mark {mark}")

    def forget_mark(self, mark: str) -> None:
        self._tell(f"forget mark {mark}")


REAPER = Reaper()
