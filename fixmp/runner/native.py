"""Native stacks of a sleeping run, read with py-spy, and the deadlocks they prove.

Idleness is not a hang: a worker that sleeps, waits on a queue or a pipe, or is
slow to import torch on a busy machine is asleep too, and wakes up. A run is
called hung before its time limit only on evidence: a process whose Python
thread is blocked inside OpenMP (libgomp) under a torch operation while no
process of the run uses CPU. That is the deadlock of a child forked while
torch's OpenMP pool was alive: its first parallel region waits for pool threads
that were not copied into it, and nothing will ever wake it.

The stacks are read with ``py-spy dump --native`` (a maintained tool made for
it: it attaches with ptrace, reads the interpreter's frames and unwinds the C
stack under them). Where py-spy is not installed, or may not attach (ptrace
refused), no evidence can be had and only the time limit decides; the reason is
kept, so that the verdict says why it waited.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional, Sequence, Tuple, Union

# How long one py-spy dump may take (it pauses the process while it reads; under
# load, attaching to a process with torch's libraries mapped takes a while).
DUMP_TIMEOUT_SECONDS = 60.0

# A py-spy frame line: "    name (location)", where a location is "file.py:line"
# for Python code and a library's file name ("libgomp.so.1") for native code.
_FRAME = re.compile(r"^\s+(?P<name>.*) \((?P<location>[^()]*)\)\s*$")
_PYTHON_LOCATION = re.compile(r"^(?P<file>.+):(?P<line>\d+)$")
_QUALIFIED_NAME = re.compile(r"[\w:~]+")
_THREAD = re.compile(r'^Thread (?P<tid>0x[0-9a-fA-F]+|\d+) \((?P<state>[^)]*)\)(?:: "(?P<name>.*)")?')


@dataclass(frozen=True)
class NativeFrame:
    name: str  # "at::native::copy_", "train", "0x7f68b521e073"
    location: str  # "libtorch_cpu.so", "prog.py:33"
    python: bool  # a Python frame (the location is file:line)


@dataclass(frozen=True)
class NativeThread:
    ident: str
    name: str
    frames: Tuple[NativeFrame, ...]  # innermost first


@dataclass(frozen=True)
class Deadlock:
    """Evidence that one process can never go on."""

    pid: int
    summary: str  # "pid 1234 blocked in OpenMP (libgomp) under at::native::copy_, from train (prog.py:33)"


@dataclass(frozen=True)
class Unreadable:
    pid: int
    reason: str


def parse_dump(text: str) -> Tuple[NativeThread, ...]:
    """The threads of one ``py-spy dump --native`` output, each with its frames innermost first."""
    threads: List[NativeThread] = []
    ident, name, frames = "", "", []  # type: str, str, List[NativeFrame]

    def close() -> None:
        if ident:
            threads.append(NativeThread(ident, name, tuple(frames)))

    for line in text.splitlines():
        thread = _THREAD.match(line)
        if thread:
            close()
            ident, name, frames = thread.group("tid"), thread.group("name") or "", []
            continue
        frame = _FRAME.match(line)
        if frame and ident:
            location = frame.group("location")
            frames.append(NativeFrame(frame.group("name"), location, bool(_PYTHON_LOCATION.match(location))))
    close()
    return tuple(threads)


def _in_openmp(frame: NativeFrame) -> bool:
    return frame.location.startswith("libgomp") or frame.name.startswith(("gomp_", "GOMP_"))


def _in_torch_parallel(frame: NativeFrame) -> bool:
    # torch's own parallel_for machinery (builds whose intra-op pool is not OpenMP wait on a futex in it).
    return "at::internal::" in frame.name or "at::parallel_for" in frame.name


def _torch_operation(frames: Sequence[NativeFrame]) -> Optional[str]:
    """The torch operation the wait is under: its kernel (``at::native::copy_``) where the
    stack shows one, else the innermost ATen frame (``at::TensorIteratorBase::for_each``)."""
    # "at::native::fill_kernel(at::TensorIterator&, ...)::{lambda()#1}::operator() const" -> its name alone.
    aten = [_QUALIFIED_NAME.match(frame.name.replace("(anonymous namespace)::", "")).group(0)  # type: ignore[union-attr]
            for frame in frames if frame.name.startswith("at::")]
    return next((name for name in aten if name.startswith("at::native::") and "::AVX" not in name),
                aten[0] if aten else None)


def deadlock_in(pid: int, threads: Sequence[NativeThread]) -> Optional[Deadlock]:
    """The deadlock a process's stacks prove, or None: a thread blocked in OpenMP's (or torch's
    parallel_for's) wait under a torch operation. The caller has seen that no process used CPU."""
    for thread in threads:
        native = []
        for frame in thread.frames:
            if frame.python:
                break
            native.append(frame)
        caller = next((frame for frame in thread.frames if frame.python), None)
        operation = _torch_operation(native)
        if operation is None:
            continue
        if any(_in_openmp(frame) for frame in native):
            blocked_in = "OpenMP (libgomp)"
        elif any(_in_torch_parallel(frame) for frame in native):
            blocked_in = "torch's parallel_for"
        else:
            continue
        called_from = f", from {caller.name} ({os.path.basename(caller.location)})" if caller else ""
        return Deadlock(pid, f"pid {pid} blocked in {blocked_in} under {operation}{called_from}")
    return None


def py_spy() -> Optional[str]:
    """py-spy's executable: beside this interpreter (its virtual environment), else on PATH."""
    beside = Path(sys.executable).with_name("py-spy")
    if beside.is_file() and os.access(beside, os.X_OK):
        return str(beside)
    return shutil.which("py-spy")


def read_deadlocks(pids: Sequence[int]) -> Tuple[Tuple[Deadlock, ...], Tuple[Unreadable, ...]]:
    """Read every process's native stacks at once; the deadlocks found, and the processes unread."""
    tool = py_spy()
    if tool is None:
        return (), tuple(Unreadable(pid, "py-spy is not installed") for pid in pids)
    dumps: List[Tuple[int, Union["subprocess.Popen[bytes]", str]]] = []
    for pid in pids:
        try:
            dumps.append((pid, subprocess.Popen(
                [tool, "dump", "--native", "--pid", str(pid)], stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE, stderr=subprocess.PIPE)))
        except OSError as error:
            dumps.append((pid, f"py-spy did not start: {error}"))
    deadlocks: List[Deadlock] = []
    unread: List[Unreadable] = []
    for pid, dump in dumps:
        if isinstance(dump, str):
            unread.append(Unreadable(pid, dump))
            continue
        try:
            out, err = dump.communicate(timeout=DUMP_TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            dump.kill()
            dump.communicate()
            unread.append(Unreadable(pid, f"py-spy took over {DUMP_TIMEOUT_SECONDS:g} s"))
            continue
        if dump.returncode != 0:
            message = err.decode("utf-8", "replace").strip().splitlines()
            unread.append(Unreadable(pid, message[0] if message else f"py-spy exited with {dump.returncode}"))
            continue
        found = deadlock_in(pid, parse_dump(out.decode("utf-8", "replace")))
        if found is not None:
            deadlocks.append(found)
    return tuple(deadlocks), tuple(unread)
