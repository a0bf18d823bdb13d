"""Pools whose workers are stopped inside their initializer, or after it, run under the probe (the records'
side is tests/test_sanitizer_pool_initializer.py).

A worker whose initializer runs parallel work after a fork with torch's OpenMP pool alive hangs there (issue
#40: ``Pool(2, initializer=init)``, a 256x256 matmul in ``init``, hangs in plain Python and finishes with
OMP_NUM_THREADS=1), and a pool closed then has no task outstanding. Nothing here hangs or depends on the
machine's speed: the initializer says it started (a semaphore) and then waits on a pipe the parent never
writes, and the parent terminates the pool only once every worker has said so.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Dict, List, Tuple

import pytest
from sanitizer_records import records_of_a_run

from fixmp.runner.sanitize import OPENMP_POOL_CODE, SanitizerRecords, read_hazards
from fixmp.runner.sanitize_report import _message

pytest.importorskip("torch")
pytestmark = [pytest.mark.programs, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the probe reads /proc")]

PROGRAM = """
    import multiprocessing as mp
    import sys

    import torch

    ctx = mp.get_context("fork")
    entered = ctx.Semaphore(0)
    reader, writer = ctx.Pipe(duplex=False)


    def wait_for_the_model():
        entered.release()
        reader.recv()  # the parent never writes: inside the initializer until the pool stops the worker


    def load_nothing():
        entered.release()


    def square(value):
        return value * value


    if __name__ == "__main__":
        torch.set_num_threads(2)
        a = torch.ones(300, 300)
        float((a @ a).sum())  # starts the parent's OpenMP pool
        if sys.argv[1] == "inside":
            pool = ctx.Pool(2, initializer=wait_for_the_model)  # the pool: inside
            entered.acquire()
            entered.acquire()
            pool.terminate()  # no task was ever submitted: none outstanding
        else:
            with ctx.Pool(2, initializer=load_nothing) as pool:  # the pool: left
                print(pool.map(square, range(4)))
        print("done")
"""


def run(tmp_path: Path, how: str) -> Tuple[List[Dict[str, object]], SanitizerRecords, int]:
    events = records_of_a_run(tmp_path, "pool.py", PROGRAM, how)
    line = next(number for number, text in enumerate((tmp_path / "pool.py").read_text().splitlines(), 1)
                if "# the pool: " + how in text)
    return events, read_hazards(tmp_path / ("s-" + how)), line


def of_kind(events: List[Dict[str, object]], kind: str) -> List[Dict[str, object]]:
    return [event for event in events if event["event"] == kind]


def test_workers_stopped_inside_the_initializer_are_a_hazard_not_a_note(tmp_path: Path) -> None:
    events, records, line = run(tmp_path, "inside")
    assert records.probe_errors == ()
    forks = {(event["pid"], event["fork"]) for event in of_kind(events, "fork")}
    # Each worker said it entered the initializer, none that it left; the pool stopped both with no task
    # outstanding, which alone would read them as idle.
    assert {(event["parent"], event["fork"]) for event in of_kind(events, "initializer_entered")} == forks
    assert of_kind(events, "initializer_left") == []
    stops = of_kind(events, "child_stopped")
    assert len(stops) == 2 and all(stop["by_pool"] and stop["outstanding"] == 0 for stop in stops), stops
    hazard, = records.hazards
    assert (hazard.code, hazard.start.line, hazard.forks, hazard.stopped_in_initializer) == (
        OPENMP_POOL_CODE, line, 2, 2)
    assert "2 workers of the Pool were stopped inside its initializer" in _message(hazard)
    assert records.notes == ()


def test_workers_that_left_the_initializer_and_sat_idle_are_still_a_note(tmp_path: Path) -> None:
    events, records, line = run(tmp_path, "left")
    assert records.probe_errors == ()
    # Every worker that entered the initializer left it (one not scheduled before the close entered none).
    entered = {(event["parent"], event["fork"]) for event in of_kind(events, "initializer_entered")}
    assert entered == {(event["parent"], event["fork"]) for event in of_kind(events, "initializer_left")}
    assert entered and all(not event["raised"] for event in of_kind(events, "initializer_left"))
    assert records.hazards == ()
    assert [(note.line, note.forks) for note in records.notes] == [(line, 2)]
