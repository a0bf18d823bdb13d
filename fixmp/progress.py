"""A progress bar on a terminal that measures the work, not the files read.

A run finds the files, reads each one (the prefilter keeps most from being parsed:
97 % of torch's sources), then parses and analyses the candidates, which is where
the time goes. So the bar is filled by the work: finding and reading make up its
first tenth, and the candidates' bytes analysed the rest. It appears once a run has
taken 0.2 s (a run that ends sooner shows nothing), and erases itself at the end.
"""

from __future__ import annotations

import shutil
import time
from dataclasses import dataclass
from typing import Callable, Optional, TextIO

# A run shorter than this shows no bar: it would only flicker.
APPEAR_AFTER_SECONDS = 0.2
# Redraw at most this often; a terminal that redraws per file slows the run it reports.
REDRAW_SECONDS = 0.1
# The share of the bar for finding and reading the files; analysing the candidates fills the rest.
READING_SHARE = 0.1


@dataclass(frozen=True)
class Progress:
    """Where a run is: files found (while looking), read, and candidates analysed, with their bytes."""

    files_found: int = 0
    finding_done: bool = False
    files_read: int = 0
    candidates_done: int = 0
    candidates: int = 0
    candidate_bytes_done: int = 0
    candidate_bytes: int = 0
    reading_done: bool = False

    @property
    def fraction(self) -> float:
        if not self.finding_done:
            return 0.0
        read = self.files_read / self.files_found if self.files_found else 1.0
        if not self.reading_done:
            return READING_SHARE * read
        analysed = self.candidate_bytes_done / self.candidate_bytes if self.candidate_bytes else 1.0
        return READING_SHARE + (1 - READING_SHARE) * analysed

    @property
    def stage(self) -> str:
        if not self.finding_done:
            return f"finding files: {self.files_found:,}"
        if not self.reading_done:
            return f"reading {self.files_read:,}/{self.files_found:,} files"
        return f"analysing {self.candidates_done:,}/{self.candidates:,} candidate files of {self.files_found:,}"


class ProgressBar:
    """Feed it ``engine.run``'s ``progress(Progress)`` calls; call ``close()`` when the run ends."""

    def __init__(self, stream: TextIO, *, clock: Callable[[], float] = time.monotonic,
                 appear_after: float = APPEAR_AFTER_SECONDS):
        self.stream = stream
        self.clock = clock
        self.appear_after = appear_after
        self.started = clock()
        self.last_drawn: Optional[float] = None
        self.drawn = False

    def __call__(self, progress: Progress) -> None:
        now = self.clock()
        if now - self.started < self.appear_after:
            return
        finished = progress.reading_done and progress.candidates_done >= progress.candidates
        if self.last_drawn is not None and now - self.last_drawn < REDRAW_SECONDS and not finished:
            return
        self.last_drawn = now
        self.stream.write("\r" + self.line(progress))
        self.stream.flush()
        self.drawn = True

    def line(self, progress: Progress) -> str:
        text = f" {progress.fraction:4.0%}  {progress.stage}"
        width = max(10, min(40, shutil.get_terminal_size((80, 24)).columns - len(text) - 3))
        filled = int(width * progress.fraction)
        return f"[{'#' * filled}{'.' * (width - filled)}]{text}\x1b[K"

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
    return ProgressBar(stream, appear_after=APPEAR_AFTER_SECONDS)
