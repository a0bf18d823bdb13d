"""A pool closed for good stops its workers; the stop proves a worker idle only when no task was outstanding.

A pool closed with tasks outstanding (``apply_async`` or ``map_async`` with no ``get()`` before its ``with``
block ends) stops the worker running one, and that worker may be hung in the dead OpenMP pool: its stop
proves nothing, and the fork stays the hazard it is. The probe counts the outstanding tasks at the close
(``outstanding`` in its ``child_stopped`` record); here ``hazards_of`` is fed hand-built records, and
tests/test_sanitizer_pool_outstanding_runs.py runs the programs.
"""

from __future__ import annotations

import itertools
from typing import Dict, List

from sanitizer_records import PARENT, child, fork

from fixmp.runner.sanitize import hazards_of

NO_FIELD = object()  # a record of a probe that did not count the outstanding tasks


def exited(pid: int, number: int) -> Dict[str, object]:
    return {"event": "child_exit", "pid": pid, "parent": PARENT, "fork": number, "status": 0}


def stopped(pid: int, number: int, outstanding: object) -> Dict[str, object]:
    """The parent's record of a stop when the pool closed, with ``outstanding`` tasks (None: unknown)."""
    record: Dict[str, object] = {"event": "child_stopped", "pid": PARENT, "child": pid, "how": "terminate",
                                 "by_pool": True, "parent": PARENT, "fork": number}
    if outstanding is not NO_FIELD:
        record["outstanding"] = outstanding
    return record


def verdict(events: List[Dict[str, object]]):
    records = hazards_of(events)
    return ([(hazard.code, hazard.start.line, hazard.forks) for hazard in records.hazards],
            [(note.line, note.forks) for note in records.notes])


def test_a_worker_stopped_with_a_task_outstanding_leaves_its_fork_a_hazard_in_every_order():
    # apply_async(work) and the with block ends: worker 201 is in the task (hung in the dead pool, or not:
    # nothing says), worker 202 idle. The pool closes with 1 task outstanding and stops both.
    events = [fork(1), fork(2), child(201, 1), child(202, 2), stopped(201, 1, 1), stopped(202, 2, 1)]
    verdicts = {repr(verdict(list(order))) for order in itertools.permutations(events)}
    assert verdicts == {repr(([("FMP002", 10, 2)], []))}


def test_an_idle_worker_that_exited_by_itself_is_no_hazard_beside_one_stopped_with_a_task():
    # The idle worker took the pool's sentinel and exited before the stop (as in a real run): its fork did
    # no harm, the other's is the site's hazard (a note at a hazard's site is not said).
    events = [fork(1), fork(2), child(201, 1), child(202, 2), exited(202, 2), stopped(201, 1, 1), stopped(202, 2, 1)]
    assert verdict(events) == ([("FMP002", 10, 1)], [])


def test_a_stop_with_no_task_outstanding_is_a_note_as_before():
    # pool.map(...) returned every result before the with block ended: the workers sat idle between tasks.
    events = [fork(1), fork(2), child(201, 1), stopped(201, 1, 0), stopped(202, 2, 0)]
    assert verdict(events) == ([], [(10, 2)])


def test_a_stop_whose_count_the_probe_could_not_read_proves_nothing():
    # The probe recorded its failure and no count: unknown is "may", never proof of idleness.
    assert verdict([fork(1), child(201, 1), stopped(201, 1, None)]) == ([("FMP002", 10, 1)], [])


def test_a_stop_recorded_without_a_count_is_read_as_before():
    # A record of a probe that did not count the outstanding tasks: a pool's stop, read as idle.
    assert verdict([fork(1), fork(2), child(201, 1), stopped(201, 1, NO_FIELD), stopped(202, 2, NO_FIELD)]) == (
        [], [(10, 2)])


def test_the_count_decides_only_for_the_pools_own_stops():
    # A stop the program made (not the pool's close) proves nothing, whatever the count says.
    record = stopped(201, 1, 0)
    record["by_pool"] = False
    assert verdict([fork(1), child(201, 1), record]) == ([("FMP002", 10, 1)], [])


def test_a_later_count_of_zero_does_not_clear_a_fork_another_stop_left_a_hazard():
    # Two pools forked from the same line: the first closed with a task outstanding (fork 1), the second
    # after map returned (fork 2). The site is a hazard for fork 1; fork 2's note is not said beside it.
    events = [fork(1), fork(2), child(201, 1), child(202, 2), stopped(201, 1, 1), stopped(202, 2, 0)]
    assert verdict(events) == ([("FMP002", 10, 1)], [])
