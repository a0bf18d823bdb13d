"""The values a run produces: findings, errors, each file's result, the run's result.

A leaf module: it imports nothing of fixmp, and everything else may import it.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from enum import Enum
from typing import Dict, Optional, Tuple


class Applicability(str, Enum):
    """How a fix may be applied (ruff's applicability): a ``safe`` fix keeps what the program does and
    ``fix`` applies it; an ``unsafe`` one may change it, and is applied only with ``--unsafe-fixes``.

    A ``str`` whose value is what the JSON contract and the text say, so it reads and compares as before.
    """

    SAFE = "safe"
    UNSAFE = "unsafe"

    def __str__(self) -> str:
        return self.value

    def allowed(self, unsafe_fixes: bool) -> bool:
        """Whether ``fix`` applies it, with ``--unsafe-fixes`` or without."""
        return self is Applicability.SAFE or unsafe_fixes


class FixAvailability(str, Enum):
    """Whether a rule's findings come with a fix (ruff's fix availability): ``always``, ``sometimes``
    (the finding says why when it has none), or ``never``."""

    ALWAYS = "always"
    SOMETIMES = "sometimes"
    NEVER = "never"

    def __str__(self) -> str:
        return self.value


class StartMethod(str, Enum):
    """How a child process starts. Only ``fork`` copies the parent's state (its CUDA context, its
    OpenMP pool); ``unknown`` is a method fixmp cannot read from the code (a variable, a config value)."""

    FORK = "fork"
    SPAWN = "spawn"
    FORKSERVER = "forkserver"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return self.value


class ProcessKind(str, Enum):
    """What starts the children at a process site."""

    PROCESS = "Process"
    POOL = "Pool"
    PROCESS_POOL_EXECUTOR = "ProcessPoolExecutor"
    START_PROCESSES = "start_processes"  # torch.multiprocessing.spawn / start_processes
    OS_FORK = "os.fork"  # a pre-fork server's own fork: the child runs the code after the call

    def __str__(self) -> str:
        return self.value


class GuardStatus(str, Enum):
    """Whether code runs only under ``if __name__ == "__main__":`` (directly, or through the functions
    that call it), runs on import, or cannot be told (a function nothing in the module calls)."""

    GUARDED = "guarded"
    UNGUARDED = "unguarded"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return self.value


class Outcome(str, Enum):
    """How a run of a program ended: it finished with exit status 0, failed, or was still waiting at the
    time limit (or all its processes slept, see ``fixmp.runner.watch``). Best first."""

    OK = "ok"
    CRASH = "crash"
    HANG = "hang"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Shard:
    """Part ``number`` of ``count`` (1-based), for a CI job matrix: each path belongs to exactly one part,
    decided by a digest of the path as written (the same on every machine and run)."""

    number: int
    count: int

    def holds(self, path: str) -> bool:
        digest = hashlib.sha256(path.replace("\\", "/").encode("utf-8", "surrogateescape")).digest()
        return int.from_bytes(digest[:8], "big") % self.count == self.number - 1


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    column: int  # 1-based
    end_line: int
    end_column: int  # 1-based, exclusive
    code: str
    name: str
    message: str
    fix: Optional[Applicability]  # None: no fix (``no_fix_reason`` says why)
    fix_description: Optional[str] = None
    no_fix_reason: Optional[str] = None
    fixed: bool = False  # the fix was applied in this run

    @property
    def key(self) -> FindingKey:
        return (self.line, self.column, self.code)

    def to_json(self) -> Dict[str, object]:
        return {
            "path": self.path,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
            "code": self.code,
            "name": self.name,
            "message": self.message,
            "fix": self.fix,
            # Added fields (the contract's version stays 1: nothing changed meaning).
            "fix_description": self.fix_description,
            "no_fix_reason": self.no_fix_reason,
            "fixed": self.fixed,
        }


@dataclass(frozen=True)
class FileError:
    path: str
    message: str
    line: Optional[int] = None  # where in the file, where the reason has a place (a syntax error)

    def to_json(self) -> Dict[str, object]:
        return {"path": self.path, "message": self.message, "line": self.line}


FindingKey = Tuple[int, int, str]  # (line, column, code): a finding of one file


@dataclass(frozen=True)
class Edit:
    """Replace ``source[start:end]`` (byte offsets of the file as read) with ``text``."""

    start: int
    end: int
    text: bytes


@dataclass(frozen=True)
class Proposal:
    """One fix of one file, as ``review`` offers it and SARIF carries it: computed once, in the same
    pass as the findings (``engine.run(..., proposals=True)``), and read by every consumer.

    ``edits`` is the fix's own patch against the file's bytes, applied alone; empty where it
    cannot be applied alone, and then ``problem`` says why.
    """

    description: str
    safety: Applicability
    answers: Tuple[FindingKey, ...]  # the findings this fix cures, in file order
    edits: Tuple[Edit, ...] = ()
    problem: Optional[str] = None

    @property
    def first_line(self) -> int:
        return min(line for line, _, _ in self.answers)


@dataclass(frozen=True)
class FileResult:
    path: str
    findings: Tuple[Finding, ...] = ()
    errors: Tuple[FileError, ...] = ()
    source: Optional[bytes] = None
    # The rewritten file, where at least one fix was applied; None otherwise.
    fixed_source: Optional[bytes] = None
    parsed: bool = False  # False where the prefilter (either look) ruled the file out
    cached: bool = False  # the result came from the cache of an earlier run; the file was not parsed now
    # Each fix the settings allow, alone (``engine.run(..., proposals=True)``); None: not computed.
    proposals: Optional[Tuple[Proposal, ...]] = None
    # What the analysis read of other files (fixmp/analysis/project.py): each a path and what was
    # there, None for no file, else the digest of its bytes (or "file": only that it was there).
    consulted: Tuple[Tuple[str, Optional[str]], ...] = ()

    @property
    def changed(self) -> bool:
        return self.fixed_source is not None and self.fixed_source != self.source


@dataclass(frozen=True)
class RunStats:
    """What a run did, for tests and benchmarks: how many files it looked at, parsed, took from the cache."""

    files: int = 0
    candidates: int = 0  # files that passed the prefilter
    candidate_bytes: int = 0  # the bytes of the candidates parsed in this run
    parsed: int = 0  # candidates parsed and analysed in this run (not those the second look ruled out)
    cached: int = 0  # candidates whose results came from the cache
    workers: int = 0  # worker processes started (0: everything ran in this process)
    # Summaries of project modules made in this process (each a parse; a module of an import cycle once
    # per round), by the project phase and by the analyses run here, not by the workers: what it paid for.
    summaries: int = 0
    summaries_kept: int = 0  # summaries taken from an earlier run's (``fixmp.cache.SummaryStore``)
    # Modules of the project parsed in this process, for their summaries and for the program runs that import
    # them alike (one parse of a module serves both, while its tree is kept), not the candidates' own parses.
    parses: int = 0
    cache_error: Optional[str] = None  # why the cache could not be written, where it could not


@dataclass(frozen=True)
class RunResult:
    files: Tuple[FileResult, ...]
    errors: Tuple[FileError, ...] = ()  # errors that belong to no scanned file (a missing path)
    stats: RunStats = field(default_factory=RunStats, compare=False)

    @property
    def findings(self) -> Tuple[Finding, ...]:
        return tuple(f for result in self.files for f in result.findings)

    @property
    def all_errors(self) -> Tuple[FileError, ...]:
        return self.errors + tuple(e for result in self.files for e in result.errors)

    @property
    def files_scanned(self) -> int:
        return len(self.files)


# Characters that would break a line of text output: a newline in a file's name would start a line of
# its own in a CI log, where `::warning ...` is a command.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def printable(path: str) -> str:
    """A path as text output shows it: its control characters escaped as Python writes them (``\\n``)."""
    return _UNPRINTABLE.sub(lambda match: repr(match.group())[1:-1], path)
