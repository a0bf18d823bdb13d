"""A progress bar on a terminal for long runs: files done / total and the rate."""

from __future__ import annotations

import shutil
import time
from typing import Callable, Optional, TextIO

# Below this many files a run takes about a second: a bar would only flicker.
MIN_FILES = 200
# Redraw at most this often; a terminal that redraws per file slows the run it reports.
REDRAW_SECONDS = 0.1


class ProgressBar:
    """Feed it ``engine.run``'s ``progress(done, total)`` calls; call ``close()`` when the run ends.

    Draws on one line with carriage returns and erases it on close, so the
    findings printed after the run start on a clean line.
    """

    def __init__(self, stream: TextIO, *, min_files: int = MIN_FILES, clock: Callable[[], float] = time.monotonic):
        self.stream = stream
        self.min_files = min_files
        self.clock = clock
        self.started = clock()
        self.last_drawn: Optional[float] = None
        self.drawn = False

    def __call__(self, done: int, total: int) -> None:
        if total < self.min_files:
            return
        now = self.clock()
        if self.last_drawn is not None and now - self.last_drawn < REDRAW_SECONDS and done < total:
            return
        self.last_drawn = now
        self.stream.write("\r" + self.line(done, total, now - self.started))
        self.stream.flush()
        self.drawn = True

    def line(self, done: int, total: int, elapsed: float) -> str:
        rate = done / elapsed if elapsed > 0 else 0.0
        text = f" {done}/{total} files  {rate:,.0f} files/s"
        width = max(10, min(40, shutil.get_terminal_size((80, 24)).columns - len(text) - 3))
        filled = width * done // total if total else width
        return f"[{'#' * filled}{'.' * (width - filled)}]{text}"

    def close(self) -> None:
        if self.drawn:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.drawn = False


def progress_for(stream: TextIO, *, quiet: bool) -> Optional[ProgressBar]:
    """A bar on ``stream`` where a person watches it: a terminal, and not ``--quiet``."""
    if quiet:
        return None
    isatty = getattr(stream, "isatty", None)
    if isatty is None or not isatty():
        return None
    return ProgressBar(stream)
