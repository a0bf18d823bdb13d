"""Deciding that a run hangs: still running at its time limit, or proven deadlocked.

A run is a ``hang`` when it is still running at the time limit, or earlier on
evidence (below). The time limit counts work, not wall time (``WorkClock``): the
time during which the run's processes ran or all slept, without the time they
waited for a CPU on a busy machine, so that an ``import torch`` slowed down by ten
busy processes reaches the limit no sooner than on an idle machine. Evidence: it has more than one process, for ``idle_seconds`` none of them ran
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
from typing import Dict, FrozenSet, Optional, Sequence, Tuple

from fixmp.runner.native import Deadlock, read_deadlocks
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
# A run that is neither using CPU nor asleep waits for a CPU (or a disk): on a machine
# so busy that its time limit would take this many times the limit in wall time, it
# is stopped all the same, and the verdict says so.
WALL_GUARD_FACTOR = 20


class WorkClock:
    """How much of its time limit a run has used: about the wall time it would have taken on
    a machine with nothing else to do.

    Each interval between two samples counts in full when every thread of every process of
    the run was asleep (a sleep or a wait lasts as long on any machine); otherwise in the share
    it got of the CPUs it could have used: the CPU time its processes used over the interval,
    divided by the interval times the number of runnable threads (at most the CPUs this
    process may use). A main thread that joins a computing thread is not asleep time. On an idle machine that share is 1 and the clock is the wall clock,
    whatever the number of workers; beside busy processes, a run counts only what it got.

    CPU time is each process's own, last seen (a process is known by its pid and start
    time, so a reused pid is a new process). CPU time comes in clock ticks, so an
    interval's share is rounded; what one interval got beyond its share is kept for the
    next (at most one interval's worth), so that the rounding does not pile up.
    """

    def __init__(self, cpus: Optional[int] = None) -> None:
        self.cpus = cpus or _usable_cpus()
        self.ticks: Dict[Tuple[int, int], int] = {}
        self.seconds = 0.0
        self.asleep_seconds = 0.0
        self.last_sample: Optional[float] = None
        self._ahead = 0.0  # CPU share an interval got beyond its own, in seconds

    def sample(self, now: float, processes: Sequence[ProcessSample]) -> None:
        used_ticks = 0
        for process in processes:
            key = (process.pid, process.start_ticks)
            used_ticks += process.cpu_ticks - self.ticks.get(key, 0)
            self.ticks[key] = process.cpu_ticks
        if self.last_sample is not None and now > self.last_sample and processes:
            interval = now - self.last_sample
            runnable = sum(max(p.running_threads, 1) for p in processes if p.state == "R")
            if not any(p.state in BUSY_STATES for p in processes):
                self.seconds += interval
                self.asleep_seconds += interval
            else:
                got = used_ticks / CLOCK_TICKS_PER_SECOND / min(max(runnable, 1), self.cpus) + self._ahead
                counted = min(interval, got)
                self._ahead = min(got - counted, interval)
                self.seconds += counted
        self.last_sample = now

    def skip_since_last_sample(self) -> None:
        self.last_sample = None

    @property
    def cpu_seconds(self) -> float:
        return sum(self.ticks.values()) / CLOCK_TICKS_PER_SECOND


def _usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


class TimeLimit:
    """A run's time limit, counted in work by a ``WorkClock``, with a wall-clock guard at
    ``WALL_GUARD_FACTOR`` times it that stops a run a busy machine starves. ``verify``'s hang verdicts
    (``watch``) and ``run --timeout`` both wait on one."""

    def __init__(self, timeout: float, started: float) -> None:
        self.timeout = timeout
        self.started = started
        self.wall_guard = started + WALL_GUARD_FACTOR * timeout
        self.clock = WorkClock()

    def reached(self, now: float) -> Optional[str]:
        """Why the run is past its limit (``now`` a ``time.monotonic()``), or None while it is not."""
        clock = self.clock
        if clock.seconds >= self.timeout:
            return (f"still running at the {self.timeout:g} s time limit ({clock.seconds:.1f} s counted: "
                    f"{clock.asleep_seconds:.1f} s with every process asleep, {clock.cpu_seconds:.1f} s of CPU "
                    f"in all)")
        if now >= self.wall_guard:
            return (f"still running at the {self.timeout:g} s time limit's wall-clock guard: {now - self.started:.0f} "
                    f"s passed and only {clock.seconds:.1f} s of the limit were used (the machine is too busy "
                    f"for this run)")
        return None

    def wait_and_count(self, process: "subprocess.Popen[bytes]") -> Optional[Sequence[ProcessSample]]:
        """Wait up to ``POLL_SECONDS`` for the run to end: None once it has, else its session's processes,
        sampled into the clock."""
        try:
            process.wait(timeout=POLL_SECONDS)
            return None
        except subprocess.TimeoutExpired:
            pass
        processes = session_processes(process.pid)
        self.clock.sample(time.monotonic(), processes)
        return processes


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



def deadlock_verdict(deadlocks: Sequence[Deadlock], processes: int, idle_seconds: float) -> str:
    """The words of a deadlock verdict (``verify``, ``fix --verify``, ``run`` and ``pytest --fixmp`` say it alike)."""
    return (f"{'; '.join(deadlock.summary for deadlock in deadlocks)}, with all {processes} "
            f"processes asleep without using CPU for {idle_seconds:g} s")

def watch(
    process: "subprocess.Popen[bytes]",
    started: float,
    timeout: float,
    idle_seconds: float,
    probed_only: Optional[Path] = None,
) -> Optional[str]:
    """Wait for the program; return why it counts as hung, or None once it exited.

    ``probed_only``: the records folder, when only probed (Python) processes count.
    ``timeout`` is counted by a ``WorkClock``; ``WALL_GUARD_FACTOR`` times it in wall time
    stops a run that a busy machine starves.
    """
    limit = TimeLimit(timeout, started)
    idle = IdleWatch(idle_seconds)
    unread = ""  # why no deadlock could be looked for, when it could not
    while True:
        reached = limit.reached(time.monotonic())
        if reached is not None:
            return reached + (f" (its stacks could not be read for an earlier verdict: {unread})" if unread else "")
        processes = limit.wait_and_count(process)
        if processes is None:
            return None
        # Under a shell, only the probed (Python) processes count, and only they are read
        # (py-spy reads nothing else). Idle needs two of them, so fewer processes need no records.
        armed = read_probes(probed_only) if probed_only is not None and len(processes) >= 2 else None
        counted = None if armed is None else sum(1 for p in processes if p.pid in armed and p.state != "Z")
        if idle.is_idle(time.monotonic(), processes, counted):
            pids = [p.pid for p in processes if p.state != "Z" and (armed is None or p.pid in armed)]
            deadlocks, unreadable = read_deadlocks(pids)
            limit.clock.skip_since_last_sample()  # reading the stacks paused the run: that is no time of its own
            if deadlocks:
                return deadlock_verdict(deadlocks, len(processes), idle.idle_seconds)
            if unreadable and len(unreadable) == len(pids):
                unread = unreadable[0].reason
            idle.look_again_later()
