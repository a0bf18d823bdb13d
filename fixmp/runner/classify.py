"""A run's outcome -- ``hang``, ``crash`` or ``ok`` -- from its exit, its output and the probe's records."""

from __future__ import annotations

import signal
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional, Sequence, Tuple

from fixmp.model import Outcome
from fixmp.runner.output import CapturedOutput, LinesDigest
from fixmp.runner.records import ChildRecord, read_children, read_fatal_dump
from fixmp.runner.stacks import ProcessStack

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

# faulthandler's names of the fatal signals it reports ("Fatal Python error: Segmentation fault").
_FATAL_SIGNAL_NAMES = {
    "Segmentation fault": "SIGSEGV",
    "Bus error": "SIGBUS",
    "Aborted": "SIGABRT",
    "Illegal instruction": "SIGILL",
    "Floating point exception": "SIGFPE",
    "Floating-point exception": "SIGFPE",
}


@dataclass(frozen=True)
class RunOutcome:
    """What running one program did.

    ``outcome`` is ``hang``, ``crash`` or ``ok``. A program that exits cleanly but
    prints something other than the expected output is a ``crash`` whose detail
    starts with ``wrong output:``, so that every failure is one of the three
    outcomes a fixture header can declare.
    """

    outcome: Outcome  # a str: compares and prints as "ok", "crash", "hang"
    seconds: float
    detail: str
    returncode: Optional[int]  # None when the runner had to kill the program
    stdout: str
    stderr: str
    stacks: Tuple[ProcessStack, ...] = ()
    signals: Tuple[int, ...] = ()  # the signals that killed the main process or a child, in that order
    stdout_not_kept: int = 0  # the bytes of stdout left out between its kept head and tail (0: all kept)
    stderr_not_kept: int = 0
    stdout_lines: Optional[LinesDigest] = None  # of all of stdout's lines, where the run was told how to compare them

    def __post_init__(self) -> None:
        # Made from a report's JSON or by a caller with the plain word: always the enum.
        object.__setattr__(self, "outcome", Outcome(self.outcome))


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


def describe_exit(returncode: int) -> str:
    if returncode < 0:
        try:
            return f"killed by {signal.Signals(-returncode).name}"
        except ValueError:
            return f"killed by signal {-returncode}"
    return f"exited with code {returncode}"


def describe_shell_exit(returncode: int) -> str:
    # A shell reports a command killed by signal N as exit code 128 + N.
    described = describe_exit(returncode)
    if returncode > 128:
        try:
            described += f" (the command was killed by {signal.Signals(returncode - 128).name}?)"
        except ValueError:
            pass
    return described


def shorten(text: str, limit: int = 120) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def child_death(child: ChildRecord, fatal_dump: str) -> Optional[str]:
    """How ``child`` died, or None when it exited cleanly, was stopped on purpose, or still runs."""
    if child.exitcode:
        return f"exited with code {child.exitcode}"
    if fatal_dump.strip():
        return fatal_dump.strip().splitlines()[0]
    code = child.joined_exitcode
    # SIGTERM is how multiprocessing itself stops daemons and pool workers.
    if code and not child.stopped_by_parent and code != -signal.SIGTERM:
        return describe_exit(code)
    return None


def child_signal(child: ChildRecord, fatal_dump: str) -> Optional[int]:
    """The signal that killed ``child`` (not one its parent sent on purpose), or None."""
    if child.exitcode or child.stopped_by_parent:
        return None
    code = child.joined_exitcode
    if code is not None and code < 0 and code != -signal.SIGTERM:
        return -code
    first_line = fatal_dump.strip().splitlines()[0] if fatal_dump.strip() else ""
    name = _FATAL_SIGNAL_NAMES.get(first_line.replace("Fatal Python error:", "").strip())
    return int(signal.Signals[name]) if name and name in signal.Signals.__members__ else None


def classify(
    *,
    records: Path,
    main_pid: int,
    returncode: int,
    shell: bool,
    hang_reason: Optional[str],
    stacks: Sequence[ProcessStack],
    leftover: int,
    seconds: float,
    stdout: CapturedOutput,
    stderr: CapturedOutput,
    expected_output: Optional[str],
) -> RunOutcome:
    """The outcome of a run that is over: every process of its session is gone.

    ``hang_reason``: why the run counted as hung (it was killed), or None when it
    exited; ``shell``: whether a shell ran the program (its exit code then tells
    a signal only as 128 + N); ``leftover``: how many processes outlived the main one.
    """
    run = _outcome(records=records, main_pid=main_pid, returncode=returncode, shell=shell, hang_reason=hang_reason,
                   stacks=stacks, leftover=leftover, seconds=seconds, stdout=stdout.text, stderr=stderr.text,
                   expected_output=expected_output)
    return replace(run, stdout_not_kept=stdout.not_kept, stderr_not_kept=stderr.not_kept, stdout_lines=stdout.lines)


def _outcome(
    *,
    records: Path,
    main_pid: int,
    returncode: int,
    shell: bool,
    hang_reason: Optional[str],
    stacks: Sequence[ProcessStack],
    leftover: int,
    seconds: float,
    stdout: str,
    stderr: str,
    expected_output: Optional[str],
) -> RunOutcome:
    main_fatal_dump = read_fatal_dump(records, main_pid).strip()
    children = read_children(records)
    deaths = []
    signals = []
    for number, child in enumerate(children, start=1):
        fatal_dump = read_fatal_dump(records, child.pid)
        death = child_death(child, fatal_dump)
        if death:
            deaths.append(f"child {number} (pid {child.pid}) {death}")
        killed_by = child_signal(child, fatal_dump)
        if killed_by:
            signals.append(killed_by)

    if hang_reason is not None:
        where = [stack.summary for stack in stacks if stack.label == "main" or stack.label.startswith("child")]
        return RunOutcome(Outcome.HANG, seconds, "; ".join([hang_reason, *where]), None, stdout, stderr, tuple(stacks))
    killed = ((-returncode,) if returncode < 0 and not shell else ()) + tuple(signals)
    left_running = f" (left {leftover} process(es) running; killed)" if leftover else ""
    error = describe_error(stdout, stderr)
    if returncode < 0 and not error and main_fatal_dump:
        error = main_fatal_dump.splitlines()[0]  # "Fatal Python error: Segmentation fault"
    if returncode != 0:
        exit_text = describe_shell_exit(returncode) if shell else describe_exit(returncode)
        detail = f"{exit_text}: {error}" if error else exit_text
        return RunOutcome(Outcome.CRASH, seconds, detail + left_running, returncode, stdout, stderr, signals=killed)
    if deaths:
        detail = "; ".join(deaths) + (f": {error}" if error else "")
        return RunOutcome(Outcome.CRASH, seconds, detail + left_running, returncode, stdout, stderr, signals=killed)
    if expected_output is not None and stdout.strip() != expected_output.strip():
        detail = (f"wrong output: expected {shorten(expected_output.strip())!r}, "
                  f"got {shorten(stdout.strip())!r}")
        return RunOutcome(Outcome.CRASH, seconds, detail + left_running, returncode, stdout, stderr)
    return RunOutcome(Outcome.OK, seconds, "exited with code 0" + left_running, returncode, stdout, stderr)
