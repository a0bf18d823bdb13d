"""A pool's worker stopped while still inside the pool's initializer is not idle (issue #40).

The initializer (``Pool(2, initializer=load_model)``) runs in each worker before it takes any task. A worker
forked with torch's OpenMP pool alive whose initializer runs parallel work hangs there, having taken no
task: a pool closed then (its ``with`` block, ``terminate()``) counts no task outstanding, and its stop read
as idleness hid the hang behind a note. The probe records a worker entering its initializer and leaving it
(``initializer_entered``, ``initializer_left``); a stop of a worker that entered and never left proves
nothing. Here ``hazards_of`` is fed hand-built records, in every order they can land in;
tests/test_sanitizer_pool_initializer_runs.py runs the programs.
"""

from __future__ import annotations

import itertools
from typing import Dict, List

from sanitizer_records import PARENT, child, fork

from fixmp.runner.sanitize import ForkHazard, hazards_of
from fixmp.runner.sanitize_report import _message


def entered(pid: int, number: int) -> Dict[str, object]:
    return {"event": "initializer_entered", "pid": pid, "parent": PARENT, "fork": number}


def left(pid: int, number: int, *, raised: bool = False) -> Dict[str, object]:
    return {"event": "initializer_left", "pid": pid, "parent": PARENT, "fork": number, "raised": raised}


def exited(pid: int, number: int) -> Dict[str, object]:
    return {"event": "child_exit", "pid": pid, "parent": PARENT, "fork": number, "status": 1}


def stopped(pid: int, number: int, outstanding: int = 0) -> Dict[str, object]:
    """The parent's record of a stop when the pool closed, with ``outstanding`` tasks."""
    return {"event": "child_stopped", "pid": PARENT, "child": pid, "how": "terminate", "by_pool": True,
            "outstanding": outstanding, "parent": PARENT, "fork": number}


def verdict(events: List[Dict[str, object]]):
    records = hazards_of(events)
    return ([(hazard.code, hazard.start.line, hazard.forks, hazard.stopped_in_initializer)
             for hazard in records.hazards],
            [(note.line, note.forks) for note in records.notes])


def verdicts_in_every_order(events: List[Dict[str, object]]):
    return {repr(verdict(list(order))) for order in itertools.permutations(events)}


def test_workers_stopped_inside_the_initializer_with_no_task_outstanding_are_a_hazard_in_every_order():
    # Pool(2, initializer=load_model), a matmul in load_model: both workers hang there; the program gives up
    # and terminates the pool, which has no task outstanding (none was ever submitted).
    events = [fork(1), fork(2), child(201, 1), child(202, 2), entered(201, 1), entered(202, 2),
              stopped(201, 1), stopped(202, 2)]
    assert verdicts_in_every_order(events) == {repr(([("FMP002", 10, 2, 2)], []))}


def test_a_worker_that_left_its_initializer_and_had_no_task_is_still_a_note_in_every_order():
    events = [fork(1), child(201, 1), entered(201, 1), left(201, 1), stopped(201, 1)]
    assert verdicts_in_every_order(events) == {repr(([], [(10, 1)]))}


def test_the_worker_still_inside_is_the_hazard_beside_one_that_left_in_every_order():
    # Worker 202 came out of its initializer (it sat idle); worker 201 did not. A note at a hazard's site is
    # not said.
    events = [fork(1), fork(2), entered(201, 1), entered(202, 2), left(202, 2), stopped(201, 1), stopped(202, 2)]
    assert verdicts_in_every_order(events) == {repr(([("FMP002", 10, 1, 1)], []))}


def test_a_worker_stopped_before_it_entered_its_initializer_is_a_note_as_before():
    # Not scheduled before the close (a busy machine): it wrote no record, and ran nothing of the initializer.
    assert verdicts_in_every_order([fork(1), fork(2), child(201, 1), stopped(201, 1), stopped(202, 2)]) == {
        repr(([], [(10, 2)]))}


def test_records_without_initializer_records_read_as_before():
    # A probe that did not watch initializers, or a pool without one.
    assert verdict([fork(1), child(201, 1), stopped(201, 1)]) == ([], [(10, 1)])
    assert verdict([fork(1), child(201, 1), stopped(201, 1, outstanding=1)]) == ([("FMP002", 10, 1, 0)], [])


def test_a_worker_whose_initializer_raised_exited_by_itself():
    # The initializer raised: the worker process ends with the error, as it does without the probe.
    events = [fork(1), child(201, 1), entered(201, 1), left(201, 1, raised=True), exited(201, 1)]
    assert verdicts_in_every_order(events) == {repr(([], [(10, 1)]))}


def test_a_worker_inside_its_initializer_with_a_task_outstanding_says_where_it_was_stopped():
    # map_async(...).get(timeout=5) gave up: the task is outstanding, which made it a hazard already.
    events = [fork(1), child(201, 1), entered(201, 1), stopped(201, 1, outstanding=1)]
    assert verdicts_in_every_order(events) == {repr(([("FMP002", 10, 1, 1)], []))}


def test_the_message_says_the_workers_were_stopped_inside_the_initializer():
    hazard, = hazards_of([fork(1), fork(2), entered(201, 1), entered(202, 2), stopped(201, 1), stopped(202, 2)]).hazards
    assert "2 workers of the Pool were stopped inside its initializer" in _message(hazard)
    assert hazard.to_json()["stopped_in_initializer"] == 2
    one, = hazards_of([fork(1), entered(201, 1), stopped(201, 1)]).hazards
    assert "a worker of the Pool was stopped inside its initializer" in _message(one)
    plain, = hazards_of([fork(1)]).hazards
    assert isinstance(plain, ForkHazard) and "initializer" not in _message(plain)
