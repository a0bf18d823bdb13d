"""What the probe wrote into a run's records folder, read back.

The probe (``fixmp.runner.probe``) writes each record whole and renames it into
place; a name ending in ``.partial`` is one still being written.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional


@dataclass(frozen=True)
class ChildRecord:
    pid: int
    name: str
    started: float
    exitcode: Optional[int]  # what the child's _bootstrap returned
    joined_exitcode: Optional[int]  # what the parent saw on join
    stopped_by_parent: bool


def read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def read_probes(records: Path) -> Dict[int, int]:
    """pid -> main thread ident of every process that armed its stack dump."""
    probes = {}
    for path in records.glob("probe-*"):
        text = read_text(path).strip()
        if not path.name.endswith(".partial") and text.isdigit():
            probes[int(path.name[len("probe-"):])] = int(text)
    return probes


def read_children(records: Path) -> List[ChildRecord]:
    joined = {}
    for path in records.glob("joined-*"):
        lines = read_text(path).splitlines()
        if len(lines) >= 2 and not path.name.endswith(".partial"):
            joined[int(path.name[len("joined-"):])] = (int(lines[0]), lines[1] == "1")
    children = []
    for path in records.glob("child-*"):
        if path.name.endswith(".partial"):
            continue
        started, _, rest = read_text(path).partition("\n")
        exitcode_text, _, name = rest.partition("\n")
        pid = int(path.name[len("child-"):])
        joined_exitcode, stopped = joined.pop(pid, (None, False))
        children.append(ChildRecord(
            pid=pid,
            name=name,
            started=float(started) if started else 0.0,
            exitcode=int(exitcode_text) if exitcode_text.lstrip("-").isdigit() else None,
            joined_exitcode=joined_exitcode,
            stopped_by_parent=stopped,
        ))
    # A child whose start record was never written (killed at once) is still a child.
    for pid, (joined_exitcode, stopped) in joined.items():
        children.append(ChildRecord(pid, f"pid {pid}", 0.0, None, joined_exitcode, stopped))
    children.sort(key=lambda child: (child.started, child.pid))
    return children


def read_fatal_dump(records: Path, pid: int) -> str:
    """What faulthandler wrote when process ``pid`` died of a fatal signal ("" when it did not)."""
    return read_text(records / f"fatal-{pid}.txt")


def stack_dump_path(records: Path, pid: int) -> Path:
    """Where process ``pid`` writes its stacks on SIGUSR1."""
    return records / f"stack-{pid}.txt"


def read_stack_dump(records: Path, pid: int) -> str:
    """The stacks process ``pid`` wrote on SIGUSR1 ("" when it wrote none)."""
    return read_text(stack_dump_path(records, pid))
