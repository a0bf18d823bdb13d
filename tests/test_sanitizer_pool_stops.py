"""A pool closed for good (its ``with`` block, ``terminate()``) stops its workers: the sanitizer reads a worker
it stopped as idle, so a fork with the pool alive whose worker was stopped so did no harm. On a busy machine a
pool can stop a worker that was never scheduled, so that never ran the probe's at-fork handler and wrote no
record of its own; the parent's record of the stop names the fork itself, so the verdict is the same in
every order the processes' records can land in. A stop nothing links to its fork proves nothing: the fork
stays a hazard."""

from __future__ import annotations

import ctypes
import itertools
import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Dict, List, Optional

import pytest
from sanitizer_records import PARENT, child, fork

from fixmp.runner.sanitize import EVENTS_FILE_NAME, hazards_of, read_hazards, sanitizer_environment


def single_threaded(pid: int, number: int) -> Dict[str, object]:
    return {"event": "single_threaded", "pid": pid, "parent": PARENT, "fork": number}


def stopped(pid: int, number: Optional[int], *, by_pool: bool = True) -> Dict[str, object]:
    """The parent's record of a stop; ``number`` None: a record that does not name the fork."""
    return {"event": "child_stopped", "pid": PARENT, "child": pid, "how": "terminate", "by_pool": by_pool,
            "parent": None if number is None else PARENT, "fork": number}


def verdict(events: List[Dict[str, object]]):
    records = hazards_of(events)
    return ([(hazard.code, hazard.start.line, hazard.forks) for hazard in records.hazards],
            [(note.line, note.forks) for note in records.notes])


def test_a_worker_the_pool_stopped_before_it_ever_ran_is_a_note_in_every_order():
    # The fixed program (each child single-threaded by its at-fork hook): worker 201 ran the hook; worker
    # 202 took no task and was stopped when the pool closed, before it was first scheduled.
    events = [fork(1), fork(2), child(201, 1), single_threaded(201, 1), stopped(201, 1), stopped(202, 2)]
    verdicts = {repr(verdict(list(order))) for order in itertools.permutations(events)}
    assert verdicts == {repr(([], [(10, 1)]))}


def test_a_stop_that_names_no_fork_leaves_the_fork_a_hazard():
    # Nothing says which fork made the stopped child: unknown is "may", never proof of no harm.
    assert verdict([fork(1), stopped(202, None)]) == ([("FMP002", 10, 1)], [])


def test_a_stop_named_by_the_childs_own_record_is_still_read():
    # A stop that does not name its fork, of a child that said which fork it is.
    assert verdict([fork(1), child(201, 1), stopped(201, None)]) == ([], [(10, 1)])


def test_a_stop_that_is_not_the_pool_closing_is_no_proof():
    # The program stopped it (a child.terminate() of its own, mid-work perhaps): the fork stays a hazard.
    assert verdict([fork(1), stopped(202, 1, by_pool=False)]) == ([("FMP002", 10, 1)], [])
    assert verdict([fork(1), child(201, 1), stopped(201, 1, by_pool=False)]) == ([("FMP002", 10, 1)], [])


# The workers never run: a C at-fork handler, run inside fork() before any Python code of the child, makes
# each child wait in pause() until a signal ends it; the pool is closed with its workers in there.
WORKERS_THAT_NEVER_RUN = """
    import ctypes
    import multiprocessing as mp
    import os

    import torch

    os.register_at_fork(after_in_child=lambda: torch.set_num_threads(1))
    libc = ctypes.CDLL(None)
    libc.__register_atfork(None, None, ctypes.cast(libc.pause, ctypes.c_void_p), None)

    if __name__ == "__main__":
        torch.set_num_threads(2)
        torch.ones(512, 512) @ torch.ones(512, 512)  # starts the OpenMP pool in the parent
        with mp.get_context("fork").Pool(2):  # the pool
            pass
        print("done")
"""


@pytest.mark.skipif(not sys.platform.startswith("linux") or not hasattr(ctypes.CDLL(None), "__register_atfork"),
                    reason="the probe reads /proc; the program stops its children with glibc's at-fork handlers")
def test_the_probe_names_the_fork_of_a_worker_stopped_before_it_ran(tmp_path: Path):
    pytest.importorskip("torch")
    program = tmp_path / "never_run.py"
    program.write_text(textwrap.dedent(WORKERS_THAT_NEVER_RUN).lstrip())
    done = subprocess.run([sys.executable, program.name], cwd=tmp_path, env=sanitizer_environment(tmp_path / "s"),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout == "done\n", done.stderr
    events = [json.loads(line) for line in (tmp_path / "s" / EVENTS_FILE_NAME).read_text().splitlines()]
    forks = [(event["pid"], event["fork"]) for event in events if event["event"] == "fork"]
    stops = [(event["parent"], event["fork"]) for event in events if event["event"] == "child_stopped"]
    assert len(forks) == 2 and sorted(stops) == sorted(forks)  # every stop names its fork
    assert not [event for event in events if event["event"] in ("child", "child_exit")]  # none ever ran
    records = read_hazards(tmp_path / "s")
    line = program.read_text().splitlines().index("    with mp.get_context(\"fork\").Pool(2):  # the pool") + 1
    assert (records.hazards, [(note.line, note.forks) for note in records.notes]) == ((), [(line, 2)])
