"""Hang verdicts from evidence: a run is hung before its time limit only when a native stack
proves a deadlock; sleeping, waiting and importing never are."""

from __future__ import annotations

import json
import shutil
import textwrap
from pathlib import Path

import pytest

from fixmp.cli import main
from fixmp.prove.verify import run_program
from fixmp.runner.native import deadlock_in, parse_dump, py_spy

pytestmark = pytest.mark.programs  # runs programs: with `-m programs`, beside the quick suite

pytest.importorskip("torch")
needs_py_spy = pytest.mark.skipif(py_spy() is None, reason="py-spy (the test extra) reads native stacks")

# A child forked while the OpenMP pool is alive, as py-spy 0.4 prints it (libgomp has no symbols).
DUMP_OF_A_CHILD_IN_THE_DEAD_POOL = """\
Process 18186: python /work/a3c.py
Python v3.11.7 (/usr/bin/python3.11)

Thread 18186 (idle): "MainThread"
    0x7f68b521e073 (libgomp.so.1)
    0x7f68b521ca9d (libgomp.so.1)
    at::TensorIteratorBase::for_each (libtorch_cpu.so)
    at::native::AVX2::direct_copy_kernel (libtorch_cpu.so)
    at::native::copy_impl (libtorch_cpu.so)
    at::native::copy_ (libtorch_cpu.so)
    torch::autograd::VariableType::(anonymous namespace)::copy_ (libtorch_cpu.so)
    torch::autograd::THPVariable_copy_ (libtorch_python.so)
    Module._load_from_state_dict (torch/nn/modules/module.py:2495)
    train (a3c.py:33)
    BaseProcess._bootstrap (multiprocessing/process.py:314)
    <module> (a3c.py:56)
"""

DUMP_OF_A_PARENT_IN_JOIN = """\
Process 18145: python /work/a3c.py
Python v3.11.7 (/usr/bin/python3.11)

Thread 18145 (idle): "MainThread"
    wait4 (libc.so.6)
    os_waitpid (libpython3.11.so.1.0)
    Popen.poll (multiprocessing/popen_fork.py:27)
    BaseProcess.join (multiprocessing/process.py:149)
    <module> (a3c.py:59)
"""

# A thread that waits in OpenMP under Python code that is not torch's: no torch operation, no verdict.
DUMP_OF_OPENMP_OUTSIDE_TORCH = """\
Thread 7 (idle): "MainThread"
    0x7f68b521e073 (libgomp.so.1)
    solve (other_extension.so)
    run (job.py:3)
"""


def test_the_dead_pool_wait_is_a_deadlock_named_by_its_kernel_and_caller():
    threads = parse_dump(DUMP_OF_A_CHILD_IN_THE_DEAD_POOL)

    assert [thread.name for thread in threads] == ["MainThread"]
    assert threads[0].frames[0].location == "libgomp.so.1" and not threads[0].frames[0].python
    assert threads[0].frames[6].name == "torch::autograd::VariableType::(anonymous namespace)::copy_"
    deadlock = deadlock_in(18186, threads)
    assert deadlock is not None
    assert deadlock.summary == ("pid 18186 blocked in OpenMP (libgomp) under at::native::copy_impl, "
                                "from Module._load_from_state_dict (module.py:2495)")


@pytest.mark.parametrize("dump", [DUMP_OF_A_PARENT_IN_JOIN, DUMP_OF_OPENMP_OUTSIDE_TORCH, "", "Error: boom\n"])
def test_waits_that_prove_nothing(dump):
    assert deadlock_in(1, parse_dump(dump)) is None


def write(folder: Path, name: str, source: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(source).lstrip(), encoding="utf-8")
    return path


# FMP002, the way the issue found it: workers wait 5 s for their input, then run parallel work.
SLEEPING_WORKERS = """
    import multiprocessing as mp
    import time

    import torch


    def work(rank, queue):
        time.sleep(5)  # waiting for input: every process is idle here, and nothing is wrong
        x = torch.ones(512, 512)
        queue.put((rank, float((x @ x).sum())))


    if __name__ == "__main__":
        torch.set_num_threads(2)
        warm = torch.ones(512, 512) @ torch.ones(512, 512)  # starts the OpenMP pool in the parent
        queue = mp.Queue()
        workers = [mp.Process(target=work, args=(rank, queue)) for rank in range(2)]
        for worker in workers:
            worker.start()
        results = sorted(queue.get() for _ in workers)
        for worker in workers:
            worker.join()
        print("done", [total for _, total in results])
"""


@needs_py_spy
def test_a_forked_child_in_the_dead_pool_is_a_hang_proven_by_its_native_stack(tmp_path):
    program = write(tmp_path, "train.py", SLEEPING_WORKERS.replace("time.sleep(5)", "time.sleep(0)"))

    run = run_program(program, timeout=240, idle_seconds=2)

    assert run.outcome == "hang", run.detail
    assert "blocked in OpenMP (libgomp) under at::" in run.detail and "from work (train.py:9)" in run.detail
    assert "time limit" not in run.detail


def test_workers_that_sleep_then_finish_are_never_a_hang(tmp_path):
    program = write(tmp_path, "sleepy.py", """
        import multiprocessing as mp
        import time

        def nap(seconds):
            time.sleep(seconds)

        if __name__ == "__main__":
            children = [mp.Process(target=nap, args=(4,)) for _ in range(2)]
            for child in children:
                child.start()
            for child in children:
                child.join()
            print("rested")
    """)

    run = run_program(program, timeout=120, idle_seconds=1)

    assert run.outcome == "ok" and run.stdout.strip() == "rested", run.detail


@needs_py_spy
def test_fix_verify_proves_the_sleeping_workers_cured(tmp_path, monkeypatch, capsys):
    write(tmp_path, "train.py", SLEEPING_WORKERS)
    monkeypatch.chdir(tmp_path)
    python = shutil.which("python") or "python"

    code = main(["fix", "train.py", "--verify", f"{python} train.py", "--timeout", "240", "--idle-seconds", "2",
                 "--format", "json"])

    data = json.loads(capsys.readouterr().out)
    assert data["before"]["outcome"] == "hang", data["before"]
    assert "blocked in OpenMP (libgomp)" in data["before"]["detail"]
    assert data["after"]["outcome"] == "ok", data["after"]
    assert "done [" in data["after"]["stdout_tail"]
    assert data["verdict"] == "better" and data["written"] == ["train.py"]
    assert (tmp_path / "train.py").read_text() != textwrap.dedent(SLEEPING_WORKERS).lstrip()
    assert code == 0
