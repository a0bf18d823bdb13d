"""Proven on real code: every rule, unsafe fixes on, over the installed torch package and the standard library.

For every file: no crash, no hang, no internal error (a file Python itself cannot
parse may be reported, nothing else); a file without findings gets no rewrite;
every rewrite parses, compiles and keeps every comment; and a second run over the
rewrites changes nothing. Nothing is written: ``engine.run`` returns the rewrites.
"""

from __future__ import annotations

import ast
import faulthandler
import importlib.util
import io
import os
import sys
import sysconfig
import threading
import time
import tokenize
from pathlib import Path
from typing import Dict

import pytest

from fixmp import engine
from fixmp.discover.config import Settings
from fixmp.processes.leftovers import stat_fields
from fixmp.rules import all_rules

pytestmark = pytest.mark.slow

# The hang guard counts work, not wall time: a run over both trees uses about 6 CPU minutes (374 s
# measured on two cores); one that uses ten times that loops, and one whose processes use no CPU at all
# for two minutes is stuck. A busy machine slows the run but reaches neither.
CPU_BUDGET_SECONDS = 3600.0
STUCK_SECONDS = 120.0
GUARD_POLL_SECONDS = 1.0


def _corpus():
    roots = [Path(sysconfig.get_paths()["stdlib"])]
    spec = importlib.util.find_spec("torch")  # found, not imported: the sources are read, never run
    if spec is not None and spec.origin:
        roots.append(Path(spec.origin).parent)
    return roots


def _python_rejects(source: bytes) -> bool:
    try:
        compile(source, "<corpus>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError):
        return True
    return False


def _comments(source: bytes) -> list:
    """The file's comments, sorted: a fix may move a comment with its code, never drop one."""
    tokens = tokenize.tokenize(io.BytesIO(source).readline)
    return sorted(token.string for token in tokens if token.type == tokenize.COMMENT)


def _cpu_ticks_of_this_process_and_its_descendants() -> int:
    """CPU ticks used by this process (all its threads, and its children it has waited for) and by
    every living descendant (each with the children it has waited for)."""
    parents: Dict[int, int] = {}
    for entry in os.listdir("/proc"):
        fields = stat_fields(int(entry)) if entry.isdigit() else None
        if fields is not None and len(fields) > 14:
            parents[int(entry)] = int(fields[1])
    ours = {os.getpid()}
    grew = True
    while grew:
        found = {pid for pid, parent in parents.items() if parent in ours} - ours
        grew = bool(found)
        ours |= found
    ticks = 0
    for pid in ours:
        fields = stat_fields(pid)
        if fields is not None and len(fields) > 14:
            ticks += sum(int(field) for field in fields[11:15])  # utime, stime, cutime, cstime
    return ticks


class WorkGuard:
    """Prints every stack and ends the test process when the run has used ``CPU_BUDGET_SECONDS`` of
    CPU, or used none for ``STUCK_SECONDS`` (as ``faulthandler.dump_traceback_later`` would at a wall time)."""

    def __init__(self) -> None:
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)

    def __enter__(self) -> "WorkGuard":
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join()

    def _watch(self) -> None:
        ticks_per_second = os.sysconf("SC_CLK_TCK")
        first = last = _cpu_ticks_of_this_process_and_its_descendants()
        still_since = time.monotonic()
        while not self.stop.wait(GUARD_POLL_SECONDS):
            ticks = _cpu_ticks_of_this_process_and_its_descendants()
            if ticks != last:  # progress (a reaped orphan's ticks may also leave the count)
                last, still_since = ticks, time.monotonic()
            used = (ticks - first) / ticks_per_second
            stuck = time.monotonic() - still_since
            if used > CPU_BUDGET_SECONDS or stuck > STUCK_SECONDS:
                why = f"used {used:.0f} s of CPU" if used > CPU_BUDGET_SECONDS else f"used no CPU for {stuck:.0f} s"
                sys.stderr.write(f"the corpus run {why}: hung\n")
                faulthandler.dump_traceback(all_threads=True)
                os._exit(1)


def test_every_rule_over_torch_and_the_standard_library():
    settings = Settings(select=tuple(rule.CODE for rule in all_rules()), unsafe_fixes=True)
    with WorkGuard():  # a hang prints every stack and ends the run
        result = engine.run(_corpus(), settings, fix=True)

    assert result.files_scanned > 1000
    assert result.errors == ()
    for error in result.all_errors:
        # Only a file Python cannot parse either (the standard library's tests hold a few on purpose).
        source = Path(error.path).read_bytes()
        assert _python_rejects(source), f"{error.path}: {error.message}"
        assert "internal error" not in error.message

    rewritten = [r for r in result.files if r.fixed_source is not None]
    for file_result in result.files:
        if not file_result.findings:
            assert file_result.fixed_source is None, f"{file_result.path} rewritten without a finding"
    for file_result in rewritten:
        compile(file_result.fixed_source, file_result.path, "exec", dont_inherit=True)
        assert _comments(file_result.fixed_source) == _comments(file_result.source), f"{file_result.path}"
        again = engine.process_source(file_result.fixed_source, file_result.path, settings, fix=True)
        assert again.errors == (), file_result.path
        assert again.fixed_source is None, f"{file_result.path}: a second run changed the rewrite"
        # The rewrite was made from the file as it is on disk (nothing was written: the run only returns it).
        assert file_result.source == Path(file_result.path).read_bytes(), file_result.path
