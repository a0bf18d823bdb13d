"""Pools closed for good with tasks outstanding or none, run under the probe (the records' side is
tests/test_sanitizer_pool_outstanding.py).

A task the parent never waited for, hung in the dead OpenMP pool when the ``with`` block ends, is a hazard
(FMP002), not the note of a worker stopped idle. Nothing here depends on the machine's speed: a task that
is to be outstanding at the close says it started (an ``Event``) and then never returns, and the parent
closes the pool only once it has said so; a task that is to be done has had its result taken.
"""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path
from typing import Dict, List

import pytest
from sanitizer_records import FINISH_TIMEOUT, records_of_a_run

from fixmp.runner.sanitize import run_sanitized

pytestmark = [pytest.mark.programs, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the probe reads /proc")]


# Standard library only: what the probe records at the close, on any machine.
CLOSE_WITHOUT_TORCH = """
    import multiprocessing as mp
    import sys

    started = mp.get_context("fork").Event()
    never = mp.get_context("fork").Event()


    def blocked(_=None):
        started.set()
        never.wait()  # outstanding at the close, for good


    def quick(value):
        return value + 1


    if __name__ == "__main__":
        with mp.get_context("fork").Pool(2) as pool:
            if sys.argv[1] == "blocked":
                pool.apply_async(blocked)
                started.wait()
            elif sys.argv[1] == "map":
                print(pool.map(quick, range(8)))
            elif sys.argv[1] == "get":
                print(pool.apply_async(quick, (1,)).get())
            elif sys.argv[1] == "imap":
                print(list(pool.imap(quick, range(8))))
        print("done")
"""


def stops_at_close(tmp_path: Path, how: str) -> List[Dict[str, object]]:
    events = records_of_a_run(tmp_path, "close.py", CLOSE_WITHOUT_TORCH, how)
    assert not [event for event in events if event["event"] == "probe_error"], events
    return [event for event in events if event["event"] == "child_stopped"]


def test_a_pool_closed_on_a_task_it_never_returned_counts_it_at_every_stop(tmp_path: Path):
    stops = stops_at_close(tmp_path, "blocked")
    # The worker in the task never exits by itself: the pool stops it, and says a task was outstanding.
    assert stops and all(stop["by_pool"] and stop["outstanding"] == 1 for stop in stops), stops


@pytest.mark.parametrize("how", ["map", "get", "imap"])
def test_a_pool_closed_after_every_result_came_back_counts_none(tmp_path: Path, how: str):
    # Workers may exit by themselves before the close (then nothing is stopped): each stop there is says 0.
    assert all(stop["by_pool"] and stop["outstanding"] == 0 for stop in stops_at_close(tmp_path, how))


# The parent starts torch's OpenMP pool, then forks a pool's workers; a parallel op in a worker waits for
# ever on threads the fork did not copy.
WITH_TORCH = """
    import multiprocessing as mp
    import sys

    import torch

    started = mp.get_context("fork").Event()


    def work(_=None):
        started.set()
        return float((torch.ones(512, 512) @ torch.ones(512, 512)).sum())  # hangs in the dead pool


    def quiet(value):
        return value + 1  # no torch work


    if __name__ == "__main__":
        torch.set_num_threads(2)
        torch.ones(512, 512) @ torch.ones(512, 512)  # starts the OpenMP pool in the parent
        with mp.get_context("fork").Pool(2) as pool:  # the pool
            if sys.argv[1] == "outstanding":
                pool.apply_async(work)  # never waited for
                started.wait()
            elif sys.argv[1] == "map":
                print(pool.map(quiet, range(4)))
            elif sys.argv[1] == "get":
                print(pool.apply_async(quiet, (1,)).get())
        print("done")
"""


def run_with_torch(tmp_path: Path, how: str):
    pytest.importorskip("torch")
    program = tmp_path / "pool.py"
    program.write_text(textwrap.dedent(WITH_TORCH).lstrip())
    run = run_sanitized([sys.executable, str(program), how], timeout=FINISH_TIMEOUT)
    assert run.exit_status == 0 and not run.timed_out
    assert run.records.probe_errors == ()
    line = program.read_text().splitlines().index("    with mp.get_context(\"fork\").Pool(2) as pool:  # the pool") + 1
    return run.records, line


def test_a_worker_hung_in_a_task_the_pool_was_closed_on_is_a_hazard_not_a_note(tmp_path: Path):
    records, line = run_with_torch(tmp_path, "outstanding")
    # The worker in the task is stopped with it outstanding (its fork, at least, is the hazard); the other
    # may have taken the pool's sentinel and exited by itself first, or been stopped too.
    hazard, = records.hazards
    assert (hazard.code, hazard.start.line) == ("FMP002", line) and hazard.forks >= 1
    assert records.notes == ()


@pytest.mark.parametrize("how", ["map", "get"])
def test_a_pool_closed_after_its_results_came_back_is_still_a_note(tmp_path: Path, how: str):
    records, line = run_with_torch(tmp_path, how)
    assert records.hazards == ()
    assert [(note.line, note.forks) for note in records.notes] == [(line, 2)]
