"""A run's time limit counts work, not wall time: the time its processes ran or all slept, without
the time they waited for a CPU. On an idle machine that is the wall clock; on a busy one a run
counts only the CPU it got, so a verdict at the limit does not depend on how busy the machine is."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from typing import List

import pytest

from fixmp.processes import leftovers
from fixmp.runner.session import ProcessSample, session_processes
from fixmp.runner.watch import CLOCK_TICKS_PER_SECOND, WorkClock

TICKS = CLOCK_TICKS_PER_SECOND


def sample(pid: int, state: str, cpu_seconds: float, start: int = 1) -> ProcessSample:
    return ProcessSample(pid=pid, state=state, cpu_ticks=round(cpu_seconds * TICKS), start_ticks=start)


def run_for(clock: WorkClock, seconds: int, *workers: "tuple[int, str, float]") -> None:
    """Sample once a second; each worker (pid, state, CPU share it gets) uses its share of each second."""
    for second in range(seconds + 1):
        clock.sample(float(second), [sample(pid, state, share * second) for pid, state, share in workers])


def test_on_an_idle_machine_the_clock_is_the_wall_clock_whatever_the_number_of_workers():
    one = WorkClock(cpus=2)
    run_for(one, 10, (10, "R", 1.0))
    two = WorkClock(cpus=2)
    run_for(two, 10, (10, "R", 1.0), (11, "R", 1.0))
    four = WorkClock(cpus=2)  # four workers on two CPUs: each gets half of one
    run_for(four, 10, *[(pid, "R", 0.5) for pid in range(10, 14)])
    assert one.seconds == pytest.approx(10)
    assert two.seconds == pytest.approx(10)
    assert four.seconds == pytest.approx(10)


def test_waiting_for_a_cpu_on_a_busy_machine_counts_only_what_the_run_got():
    clock = WorkClock(cpus=2)
    # One worker that gets a sixth of a CPU (ten busy processes beside it on two CPUs).
    run_for(clock, 60, (10, "R", 1 / 6))
    assert clock.seconds == pytest.approx(10, abs=0.1)
    starved = WorkClock(cpus=2)
    run_for(starved, 60, (10, "R", 0.0), (11, "D", 0.0))
    assert starved.seconds == 0


def test_time_with_every_process_asleep_counts_in_full():
    clock = WorkClock(cpus=2)
    clock.sample(0.0, [sample(10, "S", 1.0), sample(11, "S", 0.0)])
    clock.sample(2.5, [sample(10, "S", 1.0), sample(11, "Z", 0.0)])  # a zombie and a stopped process
    clock.sample(3.0, [sample(10, "T", 1.0), sample(11, "Z", 0.0)])  # cannot run either
    assert clock.seconds == clock.asleep_seconds == 3.0


def test_cpu_time_is_each_processs_own_and_a_reused_pid_is_another_process():
    clock = WorkClock(cpus=2)
    clock.sample(0.0, [sample(10, "R", 1.0), sample(11, "R", 2.0)])
    clock.sample(1.0, [sample(10, "R", 1.5), sample(11, "R", 2.0)])
    clock.sample(2.0, [sample(10, "R", 2.0)])  # 11 exited: its CPU time stays counted
    clock.sample(3.0, [sample(10, "R", 2.0), sample(11, "R", 0.5, start=99)])
    assert clock.cpu_seconds == 4.5


def test_a_threaded_process_counts_no_more_than_the_wall_clock():
    clock = WorkClock(cpus=8)
    run_for(clock, 10, (10, "R", 8.0))  # one process, eight busy threads
    assert clock.seconds == pytest.approx(10)


def test_time_spent_reading_the_stacks_is_not_the_runs():
    clock = WorkClock(cpus=2)
    clock.sample(0.0, [sample(10, "S", 0.0)])
    clock.skip_since_last_sample()
    clock.sample(30.0, [sample(10, "S", 0.0)])
    clock.sample(31.0, [sample(10, "S", 0.0)])
    assert clock.seconds == 1.0


def test_a_process_whose_main_thread_waits_for_a_computing_thread_is_running(tmp_path):
    # The main thread joins a thread that computes: /proc/PID/stat gives the main thread's state
    # (asleep), but the process runs, so the clock counts the CPU it gets, not the wall time.
    program = tmp_path / "joins.py"
    program.write_text(textwrap.dedent("""
        import threading, time

        def compute():
            # The main thread has a second, with the GIL free, to reach join() and sleep there
            # for good: sampled earlier, it may still be running (the first landing CI saw 2).
            time.sleep(1)
            print("computing", flush=True)
            end = time.monotonic() + 60
            while time.monotonic() < end:
                pass

        worker = threading.Thread(target=compute)
        worker.start()
        worker.join()
    """))
    process = subprocess.Popen([sys.executable, str(program)], stdout=subprocess.PIPE, start_new_session=True)
    try:
        assert process.stdout is not None and process.stdout.readline() == b"computing\n"
        samples: List[ProcessSample] = []
        for _ in range(200):  # the computing thread is seen running in one of them
            samples = session_processes(process.pid)
            if samples and samples[0].state == "R":
                break
            time.sleep(0.01)
        assert [(s.pid, s.state, s.running_threads) for s in samples] == [(process.pid, "R", 1)]
        assert leftovers.stat_fields(process.pid)[0] == "S"  # what the process's own line says
    finally:
        process.kill()
        process.wait()
