"""``fixmp run`` on forkserver programs whose fork server preloads a module (``set_forkserver_preload``).

The fork server imports its preloaded modules, then forks every forkserver child: a
module that runs parallel CPU work at import starts torch's OpenMP pool in the fork
server, and each child inherits it dead. The fork is made by the fork server's own
loop (the standard library's); the hazard is reported at the client's start, found by
the child's pid (issue #40).
"""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path
from typing import Dict, List

import pytest

from fixmp.runner.sanitize import OPENMP_POOL_CODE, hazards_of, run_sanitized
from fixmp.runner.sanitize_report import hazard_findings

pytest.importorskip("torch")
pytestmark = [pytest.mark.programs, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the probe reads /proc")]

FINISH_TIMEOUT = 120.0  # a guard for programs that finish, not a measure

HEAVY = """\
    import torch

    a = torch.ones(256, 256)
    (a @ a).sum()  # parallel work at import: starts the OpenMP pool in the fork server
    """

LIGHT = """\
    import torch

    WEIGHTS = torch.ones(4)  # no parallel work: no pool
    """

# The workers do no parallel op, so they finish whatever the fork server holds: the test is the fork.
PROGRAM = """\
    import multiprocessing as mp

    def work(i):
        return i * 2

    if __name__ == "__main__":
        ctx = mp.get_context("forkserver")
        ctx.set_forkserver_preload(["{preload}"])
        with ctx.Pool(2) as pool:  # the start
            print(pool.map(work, range(4)))
        child = ctx.Process(target=work, args=(1,))
        child.start()  # another start
        child.join()
        print("exit", child.exitcode)
    """


def write_project(tmp_path: Path, preload_source: str) -> Path:
    (tmp_path / "preloaded.py").write_text(textwrap.dedent(preload_source))
    program = tmp_path / "prog.py"
    program.write_text(textwrap.dedent(PROGRAM.format(preload="preloaded")))
    return program


def line_of(program: Path, marker: str) -> int:
    return next(number for number, line in enumerate(program.read_text().splitlines(), 1) if marker in line)


def test_a_preload_that_starts_the_pool_is_seen_at_the_users_starts(tmp_path: Path) -> None:
    program = write_project(tmp_path, HEAVY)
    run = run_sanitized([sys.executable, str(program)], timeout=FINISH_TIMEOUT, cwd=tmp_path)
    assert run.exit_status == 0 and run.records.probe_errors == ()
    # Every child exited without parallel work: the forks did no harm this run, and each is a note at the
    # start that asked the fork server for it, not at the fork server's loop in the standard library.
    assert run.hazards == ()
    assert sorted((note.path, note.line, note.forks) for note in run.records.notes) == [
        (str(program), line_of(program, "# the start"), 2), (str(program), line_of(program, "# another start"), 1)]


def test_a_preload_that_does_no_parallel_work_is_clean(tmp_path: Path) -> None:
    program = write_project(tmp_path, LIGHT)
    run = run_sanitized([sys.executable, str(program)], timeout=FINISH_TIMEOUT, cwd=tmp_path)
    assert run.exit_status == 0 and run.records.probe_errors == ()
    # No hazard. (A note may be: torch's import starts a native thread of its own that lives a few seconds,
    # and a fork server asked for a child at once may fork while it does; its child exits, as here.)
    assert run.hazards == ()
    assert all(note.path == str(program) for note in run.records.notes)
    assert run.records.watched is not None and run.records.watched >= 3  # the program, the fork server, its children


def _frame(path: str, line: int, function: str, library: bool) -> List[object]:
    return [path, line, function, 1, library]


SERVER_STACK = [_frame("/usr/lib/python3.11/multiprocessing/forkserver.py", 265, "main", True),
                _frame("<string>", 1, "<module>", True)]
START_STACK = [_frame("/usr/lib/python3.11/multiprocessing/process.py", 121, "start", True),
               _frame("/project/prog.py", 12, "<module>", False)]
POOL = {"native_threads": 2, "intra_op_threads": 2}


def _fork(number: int) -> Dict[str, object]:
    return {"event": "fork", "pid": 50, "fork": number, "pool": POOL, "pool_origin": None,
            "cuda_initialized": False, "cuda_origin": None, "stack": SERVER_STACK,
            "fork_server_preload": ["heavy"]}


def test_a_fork_server_fork_is_a_hazard_at_the_start_its_child_names_in_every_order() -> None:
    """The records come from three processes (fork server, child, client) in any order: a child that hangs
    in the dead pool never exits, and the hazard is the client's start, naming the preloaded module."""
    events = [_fork(1), {"event": "child", "pid": 61, "parent": 50, "fork": 1},
              {"event": "spawn_start", "pid": 40, "child": 61, "method": "forkserver", "stack": START_STACK}]
    for ordered in (events, events[::-1], [events[1], events[2], events[0]]):
        hazard, = hazards_of(ordered).hazards
        assert (hazard.code, hazard.start.path, hazard.start.line, hazard.started_in) == (
            OPENMP_POOL_CODE, "/project/prog.py", 12, "start")
        assert hazard.fork_server_preload == ("heavy",) and hazard.parent_pids == (50,)


def test_a_fork_server_fork_nothing_links_stays_a_hazard_that_names_the_preload() -> None:
    """A child stopped before it ever ran wrote no record: the fork is still a hazard, shown where the fork
    server forked, and its message names the module that started the pool."""
    hazard, = hazards_of([_fork(1)]).hazards
    assert hazard.start.path.endswith("forkserver.py") and hazard.fork_server_preload == ("heavy",)
    from fixmp.runner.sanitize import SanitizedRun, SanitizerRecords

    run = SanitizedRun(("python", "prog.py"), None, True, None, 1.0, SanitizerRecords((hazard,), ()))
    finding, = hazard_findings(run).findings
    assert "in the fork server, started there by its preloaded module 'heavy' (set_forkserver_preload)" in (
        finding.message)
    assert finding.no_fix_reason is not None and "preloaded module" in finding.no_fix_reason
