"""``fixmp run`` on programs whose threads run torch's parallel work: whose OpenMP pool a fork meets.

libgomp keeps one pool per thread: a thread's first parallel region starts its own, and
the pool's threads are that thread's alone. A forked child has only the forking thread,
so only that thread's pool is a hazard: a fork from a thread that never ran parallel work
starts a pool of its own in the child, and does not hang, however many pools other
threads hold (issue #40). Each program here was run plainly first: the hazards hang
(cured by OMP_NUM_THREADS=1), the safe ones finish.

The children here run no parallel work (the hazards would hang): each waits on a pipe
until the parent stops it, so that it neither exits by itself (a note) nor hangs. The
verdict is the probe's record of the fork, whatever the machine's speed.
"""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from fixmp.cli import main
from fixmp.runner.sanitize import OPENMP_POOL_CODE, run_sanitized

pytest.importorskip("torch")
pytestmark = [pytest.mark.programs, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the probe reads /proc")]

FINISH_TIMEOUT = 120.0  # a guard for programs that finish, not a measure

PROGRAM = """\
    import multiprocessing as mp
    import threading
    from concurrent.futures import ThreadPoolExecutor

    import torch


    def parallel_work(_=None):
        a = torch.ones(256, 256)
        return float((a @ a).sum())  # a parallel region: starts the calling thread's OpenMP pool


    def child(reader):
        reader.recv()  # stopped by the parent before anything comes


    def fork_children():
        ctx = mp.get_context("fork")
        reader, writer = ctx.Pipe(duplex=False)
        children = [ctx.Process(target=child, args=(reader,)) for _ in range(2)]
        for process in children:
            process.start()  # the start
        for process in children:
            process.terminate()
            process.join()
        print("stopped", [process.exitcode for process in children])


    def in_thread(function):
        thread = threading.Thread(target=function)
        thread.start()
        thread.join()


    if __name__ == "__main__":
    {body}
    """

SCENARIOS = {
    # The forking thread's own pool: each child hangs in its first parallel region.
    "main works, main forks": ("parallel_work()", "fork_children()"),
    "a launcher works, then forks": ("in_thread(lambda: (parallel_work(), fork_children()))",),
    # Other threads' pools only: each child starts its own pool, and finishes.
    "a thread works, main forks": ("in_thread(parallel_work)", "fork_children()"),
    "executor threads work and live on, main forks": (
        "with ThreadPoolExecutor(2) as executor:",
        "    list(executor.map(parallel_work, range(4)))",
        "    fork_children()"),
    "main works, a launcher forks": ("parallel_work()", "in_thread(fork_children)"),
}
HAZARDS = ["main works, main forks", "a launcher works, then forks"]
SAFE = ["a thread works, main forks", "executor threads work and live on, main forks", "main works, a launcher forks"]


def write_program(tmp_path: Path, scenario: str) -> Path:
    program = tmp_path / "prog.py"
    program.write_text(textwrap.dedent(PROGRAM).format(body="\n".join("    " + line for line in SCENARIOS[scenario])))
    return program


def line_of(program: Path, marker: str) -> int:
    return next(number for number, line in enumerate(program.read_text().splitlines(), 1) if marker in line)


def test_every_scenario_is_either_a_hazard_or_safe() -> None:
    assert sorted(HAZARDS + SAFE) == sorted(SCENARIOS)


@pytest.mark.parametrize("scenario", HAZARDS)
def test_a_fork_from_the_thread_that_ran_parallel_work_is_a_hazard(tmp_path: Path, scenario: str) -> None:
    program = write_program(tmp_path, scenario)
    run = run_sanitized([sys.executable, str(program)], timeout=FINISH_TIMEOUT, cwd=tmp_path)
    assert run.exit_status == 0 and run.records.probe_errors == ()
    assert [(hazard.code, hazard.start.path, hazard.start.line, hazard.forks) for hazard in run.hazards] == [
        (OPENMP_POOL_CODE, str(program), line_of(program, "# the start"), 2)]


@pytest.mark.parametrize("scenario", SAFE)
def test_a_fork_from_a_thread_that_ran_no_parallel_work_is_safe(tmp_path: Path, scenario: str) -> None:
    program = write_program(tmp_path, scenario)
    run = run_sanitized([sys.executable, str(program)], timeout=FINISH_TIMEOUT, cwd=tmp_path)
    assert run.exit_status == 0 and run.records.probe_errors == ()
    assert run.hazards == () and run.records.notes == ()


# The program of the issue: executor threads ran the parallel work; main forks children that run parallel
# work of their own, and finish (each starts a pool of its own). The executor lives on until they have: a
# fork while its threads end (their destructors free MKL's buffers) can leave a child a lock no thread
# of it will release, a hazard of another kind than the pool's.
EXECUTOR_THEN_CHILDREN = """\
    import multiprocessing as mp
    from concurrent.futures import ThreadPoolExecutor

    import torch


    def build(seed):
        torch.manual_seed(seed)
        x = torch.randn(512, 256)
        return float((x @ x.T).sum())


    def child(rank, queue):
        y = torch.ones(256, 256) * (rank + 1)
        queue.put((rank, float((y @ y).sum())))


    if __name__ == "__main__":
        with ThreadPoolExecutor(max_workers=2) as executor:
            results = list(executor.map(build, range(4)))
            ctx = mp.get_context("fork")
            queue = ctx.Queue()
            procs = [ctx.Process(target=child, args=(rank, queue)) for rank in range(2)]
            for p in procs:
                p.start()
            out = sorted(queue.get() for _ in procs)
            for p in procs:
                p.join()
        print(len(results), out)
    """


def test_run_fix_leaves_the_executor_program_as_it_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    program = tmp_path / "prog.py"
    program.write_text(textwrap.dedent(EXECUTOR_THEN_CHILDREN))
    before = program.read_bytes()
    run = run_sanitized([sys.executable, str(program)], timeout=FINISH_TIMEOUT, cwd=tmp_path)
    assert run.exit_status == 0 and run.hazards == () and run.records.notes == ()
    monkeypatch.chdir(tmp_path)
    assert main(["run", "--fix", "--timeout", "240", "--", sys.executable, "prog.py"]) == 0
    assert program.read_bytes() == before
