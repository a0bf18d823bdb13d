"""Deciding that a run hangs: still running at its time limit, or proven deadlocked.

A run is a ``hang`` when it is still running at the time limit, or earlier on
evidence: it has more than one process, for ``idle_seconds`` none of them ran
and together they used (almost) no CPU, and then the native stack of one of
them shows it blocked in a deadlock nothing can undo (``fixmp.runner.native``:
inside OpenMP under a torch operation, in a child forked with the pool alive).
Idleness alone only says when to look: a worker that sleeps, waits on a queue
or a pipe, or imports slowly on a busy machine is idle too, and is never a hang.
"""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path
from typing import FrozenSet, Optional, Sequence

from fixmp.runner.native import read_deadlocks
from fixmp.runner.records import read_probes
from fixmp.runner.session import ProcessSample, session_processes

DEFAULT_IDLE_SECONDS = 3.0
# How often the session's processes are sampled while a program runs.
POLL_SECONDS = 0.1
# Processes in these states are doing something: running, or in uninterruptible
# (usually disk) sleep. Any other state -- S (sleeping), T (stopped), Z (zombie) --
# cannot make progress on its own.
BUSY_STATES = frozenset("RD")
# CPU a group may use while still counting as idle: a blocked program whose
# bookkeeping threads wake now and then is still hung. One clock tick plus 1 % of
# one CPU over the window.
IDLE_CPU_SHARE = 0.01
CLOCK_TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


class IdleWatch:
    """Decides that a group of processes can no longer make progress.

    Idle means: more than one process, none running, and for ``idle_seconds`` the
    same processes used no more CPU than bookkeeping would. When a shell runs the
    program, only Python processes (those the probe armed) count towards "more than
    one": a shell waiting for one sleeping Python process is not a hang.
    """

    def __init__(self, idle_seconds: float):
        self.idle_seconds = idle_seconds
        self.since: Optional[float] = None
        self.pids: FrozenSet[int] = frozenset()
        self.cpu_ticks_at_start = 0

    def is_idle(self, now: float, processes: Sequence[ProcessSample], counted: Optional[int] = None) -> bool:
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

    def look_again_later(self) -> None:
        """Idle, but no deadlock seen: look at the stacks again after a window twice as long
        (a program that waits for a long time is read a few times, not every few seconds)."""
        self.idle_seconds *= 2
        self.since = None


def watch(
    process: "subprocess.Popen[bytes]",
    started: float,
    timeout: float,
    idle_seconds: float,
    probed_only: Optional[Path] = None,
) -> Optional[str]:
    """Wait for the program; return why it counts as hung, or None once it exited.

    ``probed_only``: the records folder, when only probed (Python) processes count.
    """
    deadline = started + timeout
    idle = IdleWatch(idle_seconds)
    unread = ""  # why no deadlock could be looked for, when it could not
    while True:
        now = time.monotonic()
        if now >= deadline:
            return f"still running at the {timeout:g} s time limit" + (
                f" (its stacks could not be read for an earlier verdict: {unread})" if unread else "")
        try:
            process.wait(timeout=min(POLL_SECONDS, deadline - now))
            return None
        except subprocess.TimeoutExpired:
            pass
        processes = session_processes(process.pid)
        counted = None
        if probed_only is not None and len(processes) >= 2:
            probes = read_probes(probed_only)
            counted = sum(1 for p in processes if p.pid in probes and p.state != "Z")
        if idle.is_idle(time.monotonic(), processes, counted):
            # Under a shell, only the probed (Python) processes: py-spy reads nothing else.
            armed = read_probes(probed_only) if probed_only is not None else None
            pids = [p.pid for p in processes if p.state != "Z" and (armed is None or p.pid in armed)]
            deadlocks, unreadable = read_deadlocks(pids)
            if deadlocks:
                return (f"{'; '.join(deadlock.summary for deadlock in deadlocks)}, with all {len(processes)} "
                        f"processes asleep without using CPU for {idle.idle_seconds:g} s")
            if unreadable and len(unreadable) == len(pids):
                unread = unreadable[0].reason
            idle.look_again_later()
