"""Where a hung run's processes were stuck: faulthandler's dumps, asked for, parsed and summarised.

Before a hung run is killed, every probed process gets SIGUSR1 and dumps its
Python stacks (the probe armed ``faulthandler.register`` for it) into its own file.
"""

from __future__ import annotations

import os
import re
import signal
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from fixmp.runner.records import ChildRecord, read_probes, read_stack_dump, stack_dump_path
from fixmp.runner.session import ProcessSample, session_processes

# How long hung processes get to write their stacks after SIGUSR1.
STACK_DUMP_SECONDS = 1.5


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
class UserCode:
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


def _summarise(label: str, pid: int, frames: Sequence[Frame], user_code: UserCode, state: str) -> str:
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


def capture_stacks(
    main_pid: int, records: Path, user_code: UserCode, children: Sequence[ChildRecord]
) -> Tuple[ProcessStack, ...]:
    """Ask every armed process of the session for its Python stacks, and summarise them."""
    processes = [p for p in session_processes(main_pid) if p.state != "Z"]
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
                new_sizes[pid] = stack_dump_path(records, pid).stat().st_size
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

    def report_order(sample: ProcessSample) -> Tuple[int, int, int, int]:
        if sample.pid == main_python:
            return (0, 0, 0, sample.pid)
        if sample.pid in child_numbers:
            return (1, child_numbers[sample.pid][0], 0, sample.pid)
        return (2, 0, sample.start_ticks, sample.pid)

    stacks = []
    for sample in sorted(processes, key=report_order):
        dump = read_stack_dump(records, sample.pid) if sample.pid in signalled else ""
        threads, current = _parse_dump(dump)
        main_thread = probes.get(sample.pid, 0)
        frames = threads.get(main_thread) or (threads.get(current) if current is not None else None) \
            or next(iter(threads.values()), ())
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
