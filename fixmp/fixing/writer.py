"""The one writer of fixed files, for ``fix``, ``fix --verify`` and ``review``.

Each file is written atomically (``fixmp.fixing.files.write_atomically``: a temporary file
beside it, flushed, checked against what was read right before the rename). Before
the writes, the temporary files a killed fixmp left beside these files are removed.
A stop request (Ctrl-C, SIGTERM, SIGHUP) while files are written finishes the file
being written and stops; a second one stops at once, and says whether the write
in progress got through. The caller learns what was written, what failed and why,
and which signal stopped the writes, if any.
"""

from __future__ import annotations

import signal
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from fixmp.fixing import files
from fixmp.model import FileError

# Ctrl-C, SIGTERM (a CI runner cancelling a job, `kill`) and SIGHUP (a closed terminal).
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


class Stopped(KeyboardInterrupt):
    """SIGTERM or SIGHUP, raised where Ctrl-C raises ``KeyboardInterrupt``."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


def stop_signal(interrupt: BaseException) -> int:
    """The signal a ``KeyboardInterrupt`` stands for: SIGINT unless it is a ``Stopped``."""
    return getattr(interrupt, "signum", signal.SIGINT)


@dataclass(frozen=True)
class Change:
    """A file to write: its path, the bytes fixmp read, and the bytes to write instead."""

    path: str
    old: bytes
    new: bytes


@dataclass(frozen=True)
class WriteOutcome:
    written: Tuple[str, ...]
    errors: Tuple[FileError, ...]
    stopped_by: Optional[int] = None  # the signal that stopped the writes; None when all were tried

    def unwritten(self, changes: Sequence[Change]) -> Tuple[str, ...]:
        done = set(self.written)
        return tuple(change.path for change in changes if change.path not in done)


class _StopAfterThisFile:
    """While files are written: the first stop request is noted, the second raises at once."""

    def __init__(self) -> None:
        self.signum: Optional[int] = None
        self._previous: Dict[int, object] = {}

    def __enter__(self) -> "_StopAfterThisFile":
        if threading.current_thread() is threading.main_thread():
            for signum in STOP_SIGNALS:
                self._previous[signum] = signal.signal(signum, self._request)
        return self

    def _request(self, signum: int, frame: object) -> None:
        if self.signum is not None:
            raise KeyboardInterrupt if signum == signal.SIGINT else Stopped(signum)
        self.signum = signum

    def __exit__(self, *exc_info: object) -> None:
        for signum, previous in self._previous.items():
            fallback = signal.default_int_handler if signum == signal.SIGINT else signal.SIG_DFL
            signal.signal(signum, previous if previous is not None else fallback)  # type: ignore[arg-type]


def _on_disk(path: Path, expected: bytes) -> bool:
    try:
        return path.read_bytes() == expected
    except OSError:
        return False


def write_one(path: Path, new: bytes, old: bytes) -> None:
    """One file, as ``write_changes`` writes it (``review`` writes a file once its fixes are decided).

    Raises ``files.WriteError`` where it was not written; a stop request during the
    write lets it finish, then stops the caller (``KeyboardInterrupt`` / ``Stopped``).
    """
    outcome = write_changes([Change(str(path), old, new)])
    if outcome.errors:
        raise files.WriteError(outcome.errors[0].message)
    if outcome.stopped_by is not None:
        raise KeyboardInterrupt if outcome.stopped_by == signal.SIGINT else Stopped(outcome.stopped_by)


def write_changes(changes: Sequence[Change]) -> WriteOutcome:
    """Write ``changes`` in order; see the module's docstring for what a stop request does."""
    files.remove_stale_temporaries(Path(change.path).resolve().parent for change in changes)
    written: List[str] = []
    errors: List[FileError] = []
    with _StopAfterThisFile() as stop:
        for change in changes:
            if stop.signum is not None:
                break
            try:
                files.write_atomically(Path(change.path), change.new, change.old)
                written.append(change.path)
            except files.WriteError as exc:
                errors.append(FileError(change.path, str(exc)))
            except KeyboardInterrupt as interrupt:  # a second stop request, during a write
                if _on_disk(Path(change.path), change.new):
                    written.append(change.path)
                stop.signum = stop.signum or stop_signal(interrupt)
                break
    return WriteOutcome(tuple(written), tuple(errors), stop.signum)
