"""The verification runner: classify tiny programs, capture where hangs are stuck, verify fixtures."""

from __future__ import annotations

import importlib.util
import os
import re
import textwrap
from pathlib import Path

import pytest

from fixmp.prove.fixtures import discover_fixtures
from fixmp.prove.verify import (
    VerifyReport,
    describe_error,
    exit_code,
    find_error_signature,
    last_traceback_line,
    render_table,
    report_to_json,
    run_program,
    verify_fixtures,
)

pytestmark = pytest.mark.programs  # runs programs: with `-m programs`, beside the quick suite

IDLE_SECONDS = 2.0


def write_program(folder: Path, name: str, source: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(source).lstrip(), encoding="utf-8")
    return path


def is_running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat = handle.read().decode()
    except OSError:
        return False
    return stat[stat.rfind(")") + 2] != "Z"


def line_of(path: Path, text: str) -> int:
    return next(number for number, line in enumerate(path.read_text().splitlines(), start=1) if text in line)


BLOCKED_CHILD = """
    import multiprocessing as mp

    def wait_forever(event):
        event.wait()

    if __name__ == "__main__":
        event = mp.Event()
        child = mp.Process(target=wait_forever, args=(event,))
        child.start()
        child.join()
"""


def limit_used(detail: str) -> float:
    """The time a verdict at the time limit says the run used (``fixmp.runner.watch.WorkClock``)."""
    found = re.search(r"\(([\d.]+) s counted: ", detail)
    assert found, detail
    return float(found.group(1))


def test_blocked_child_is_a_hang_only_at_the_time_limit_and_its_stacks_say_where(tmp_path):
    # Every process asleep on a wait that nothing will end: still not proven a deadlock (a
    # wait on an event looks the same as a wait on a worker that sleeps), so the time limit decides.
    program = write_program(tmp_path, "blocked.py", BLOCKED_CHILD)

    run = run_program(program, timeout=6, idle_seconds=1)

    assert run.outcome == "hang"
    assert run.returncode is None
    assert "still running at the 6 s time limit" in run.detail
    assert limit_used(run.detail) >= 6, run.detail
    main, child = [stack for stack in run.stacks if stack.label in ("main", "child 1")]
    assert main.summary.startswith(f"main (pid {main.pid}) stuck in ")
    assert f"(blocked.py:{line_of(program, 'child.join()')})" in main.summary
    assert child.name == "Process-1"
    assert child.summary == (f"child 1 (pid {child.pid}) stuck in multiprocessing.synchronize.wait "
                             f"(blocked.py:{line_of(program, 'event.wait()')})")
    assert child.frames[0].function == "wait"
    assert main.summary in run.detail and child.summary in run.detail
    assert not any(is_running(stack.pid) for stack in run.stacks)


def test_cpu_loop_is_a_hang_only_at_the_time_limit(tmp_path):
    program = write_program(tmp_path, "spin.py", """
        import multiprocessing as mp

        def spin():
            while True:
                pass

        if __name__ == "__main__":
            child = mp.Process(target=spin)
            child.start()
            child.join()
    """)

    run = run_program(program, timeout=3, idle_seconds=1)

    assert run.outcome == "hang"
    assert "still running at the 3 s time limit" in run.detail
    # The limit counts work: the time the spinning child ran.
    assert limit_used(run.detail) >= 3, run.detail
    child = next(stack for stack in run.stacks if stack.label == "child 1")
    assert "stuck in spin (spin.py:" in child.summary
    assert not any(is_running(stack.pid) for stack in run.stacks)


def test_exception_is_a_crash_named_by_the_last_traceback_line(tmp_path):
    program = write_program(tmp_path, "fails.py", """
        def load():
            raise ValueError("bad input 42")

        load()
    """)

    run = run_program(program, timeout=10, idle_seconds=IDLE_SECONDS)

    assert run.outcome == "crash"
    assert run.returncode == 1
    assert run.detail == "exited with code 1: ValueError: bad input 42"
    assert "Traceback" in run.stderr


def test_main_process_killed_by_a_signal_is_a_crash(tmp_path):
    program = write_program(tmp_path, "segfault.py", """
        import os
        import signal

        os.kill(os.getpid(), signal.SIGSEGV)
    """)

    run = run_program(program, timeout=10, idle_seconds=IDLE_SECONDS)

    assert run.outcome == "crash"
    assert run.returncode == -11
    assert run.detail == "killed by SIGSEGV: Fatal Python error: Segmentation fault"


def test_known_error_signature_is_the_crash_detail(tmp_path):
    program = write_program(tmp_path, "pickles.py", """
        import multiprocessing as mp

        if __name__ == "__main__":
            child = mp.get_context("spawn").Process(target=lambda: None)
            child.start()
            child.join()
    """)

    run = run_program(program, timeout=10, idle_seconds=IDLE_SECONDS)

    assert run.outcome == "crash"
    assert "Can't pickle" in run.detail
    # The resource tracker the spawn context started is not a process left behind.
    assert "left" not in run.detail


def test_child_that_dies_is_a_crash_even_when_the_parent_exits_zero(tmp_path):
    program = write_program(tmp_path, "dead_child.py", """
        import multiprocessing as mp

        def divide():
            return 1 / 0

        if __name__ == "__main__":
            child = mp.Process(target=divide)
            child.start()
            child.join()
            print("parent finished")
    """)

    run = run_program(program, timeout=10, idle_seconds=IDLE_SECONDS)

    assert run.outcome == "crash"
    assert run.returncode == 0
    assert run.stdout.strip() == "parent finished"
    assert run.detail.startswith("child 1 (pid ")
    assert run.detail.endswith("exited with code 1: ZeroDivisionError: division by zero")


@pytest.mark.parametrize("death, detail", [
    ("os._exit(7)", "exited with code 7"),
    ("os.kill(os.getpid(), signal.SIGSEGV)", "Segmentation fault"),
])
def test_child_that_never_returns_from_its_target_is_a_crash(tmp_path, death, detail):
    program = write_program(tmp_path, "abrupt.py", f"""
        import multiprocessing as mp
        import os
        import signal

        def die():
            {death}

        if __name__ == "__main__":
            child = mp.Process(target=die)
            child.start()
            child.join()
    """)

    run = run_program(program, timeout=10, idle_seconds=IDLE_SECONDS)

    assert run.outcome == "crash"
    assert run.returncode == 0
    assert detail in run.detail


def test_clean_run_with_pool_and_daemon_is_ok(tmp_path):
    # Pool.__exit__ terminates its workers and interpreter exit terminates
    # daemons: children stopped on purpose are not crashes.
    program = write_program(tmp_path, "pool.py", """
        import multiprocessing as mp
        import time

        def square(number):
            return number * number

        if __name__ == "__main__":
            mp.Process(target=time.sleep, args=(60,), daemon=True).start()
            with mp.Pool(2) as pool:
                total = sum(pool.map(square, range(3)))
            print("done", total + 1)
    """)

    run = run_program(program, timeout=20, idle_seconds=IDLE_SECONDS, expected_output="done 6")

    assert run.outcome == "ok", run.detail
    assert run.returncode == 0
    assert run.detail == "exited with code 0"


def test_wrong_output_is_a_crash_that_says_so(tmp_path):
    program = write_program(tmp_path, "counts.py", 'print("done 3")\n')

    run = run_program(program, timeout=10, idle_seconds=IDLE_SECONDS, expected_output="done 4")

    assert run.outcome == "crash"
    assert run.returncode == 0
    assert run.detail == "wrong output: expected 'done 4', got 'done 3'"


def test_program_runs_alone_in_a_fresh_folder_with_the_given_environment(tmp_path):
    program = write_program(tmp_path, "where.py", """
        import os
        print(sorted(os.listdir(".")), os.environ["FIXMP_TEST_VALUE"])
    """)

    run = run_program(program, timeout=10, env={"FIXMP_TEST_VALUE": "42"}, expected_output="['where.py'] 42")

    assert run.outcome == "ok", run.detail


def test_program_that_leaves_a_process_running_is_reported_and_cleaned_up(tmp_path):
    pid_file = tmp_path / "orphan.pid"
    program = write_program(tmp_path, "orphan.py", f"""
        import os
        import time

        pid = os.fork()
        if pid == 0:
            time.sleep(60)
            os._exit(0)
        with open({str(pid_file)!r}, "w") as handle:
            handle.write(str(pid))
    """)

    run = run_program(program, timeout=10, idle_seconds=IDLE_SECONDS)

    assert run.outcome == "ok"
    assert "left 1 process(es) running" in run.detail
    assert not is_running(int(pid_file.read_text()))


@pytest.mark.skipif(importlib.util.find_spec("torch") is None, reason="needs torch")
@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the OpenMP pool needs more than one CPU")
def test_torch_intra_op_pool_then_fork_hangs_in_orthogonal(tmp_path):
    # The parent's orthogonal_ starts the OpenMP thread pool; the forked child
    # inherits its state but not its threads, and waits for them forever.
    program = write_program(tmp_path, "policy.py", """
        import multiprocessing as mp
        import torch

        def init_weights():
            torch.nn.init.orthogonal_(torch.empty(64, 64))

        if __name__ == "__main__":
            init_weights()
            child = mp.Process(target=init_weights)
            child.start()
            child.join()
    """)

    run = run_program(program, timeout=60, idle_seconds=IDLE_SECONDS)

    assert run.outcome == "hang", run.detail
    # Decided on the child's stack, not by reaching the time limit (however slow the machine).
    assert "blocked in OpenMP" in run.detail and "time limit" not in run.detail, run.detail
    child = next(stack for stack in run.stacks if stack.label == "child 1")
    assert child.summary == (f"child 1 (pid {child.pid}) stuck in torch.nn.init.orthogonal_ "
                             f"(policy.py:{line_of(program, 'torch.nn.init.orthogonal_')})")
    assert "orthogonal_" in run.detail
    assert not any(is_running(stack.pid) for stack in run.stacks)


def test_error_text_helpers():
    output = textwrap.dedent("""
        Traceback (most recent call last):
          File "x.py", line 1, in <module>
        RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, ...
    """)
    assert find_error_signature(output).startswith("RuntimeError: Cannot re-initialize CUDA")
    assert find_error_signature("all fine") is None
    assert last_traceback_line("Traceback (most recent call last):\n  File 'x'\nKeyError: 'a'\n") == "KeyError: 'a'"
    assert describe_error("", "warning\nlast words\n") == "last words"


# --------------------------------------------------------------------------- verify_fixtures

FIXTURES = {
    # The rewrite (the fake below turns BROKEN into FIXED) sets the event: the hang is cured.
    "FMP900/event_wait": ('before=hang needs=cpu output="done"', """
        import multiprocessing as mp

        MODE = "BROKEN"

        def wait_for(event):
            event.wait()

        if __name__ == "__main__":
            event = mp.Event()
            child = mp.Process(target=wait_for, args=(event,))
            child.start()
            if MODE == "FIXED":
                event.set()
            child.join()
            print("done")
    """),
    # The after file is not what the rewrite produces.
    "FMP900/mismatch": ('before=crash error="ValueError: BROKEN"', """
        MODE = "BROKEN"
        if MODE.startswith("B"):
            raise ValueError(MODE)
    """),
    # The rewrite matches the after file, but the rewritten program still crashes.
    "FMP900/still_crashes": ('before=crash error="boom"', """
        MODE = "BROKEN"
        raise RuntimeError("boom " + MODE)
    """),
    # The before program does not do what its header declares.
    "FMP900/no_hang": ("before=hang", """
        MODE = "BROKEN"
        print(MODE)
    """),
    "FMP901/needs_gpu": ('before=crash error="CUDA"', """
        MODE = "BROKEN"
        raise RuntimeError("CUDA " + MODE)
    """),
}


def fake_rewrite(source: str, path: str, header) -> str:
    return source.replace("BROKEN", "FIXED")


def write_fixtures(root: Path) -> None:
    for name, (header, body) in FIXTURES.items():
        code, case = name.split("/")
        folder = root / code
        folder.mkdir(exist_ok=True)
        needs = "" if "needs=" in header else " needs=cpu"
        if code == "FMP901":
            needs = " needs=cuda"
        before = f"# fixmp-fixture: {header}{needs} timeout=20\n" + textwrap.dedent(body).lstrip()
        after = fake_rewrite(before, "", None)
        if case == "mismatch":
            after = after.replace('MODE = "FIXED"', 'MODE = "FIXED"  # fixed')
        (folder / f"{case}.before.py").write_text(before, encoding="utf-8")
        (folder / f"{case}.after.py").write_text(after, encoding="utf-8")


def test_verify_fixtures_with_a_fake_rewrite(tmp_path):
    write_fixtures(tmp_path)
    fixtures = discover_fixtures(tmp_path)

    report = verify_fixtures(fixtures, rewrite=fake_rewrite, jobs=2, cuda_available=False,
                             idle_seconds=IDLE_SECONDS)

    results = {result.fixture: result for result in report.results}
    assert list(results) == [fixture.name for fixture in fixtures]

    event_wait = results["FMP900/event_wait"]
    assert event_wait.verified and not event_wait.skipped, event_wait.reason
    assert event_wait.before.outcome == "hang" and event_wait.after.outcome == "ok"
    # A wait on an event is no proven deadlock: the fixture's time limit decides.
    assert "still running at the 20 s time limit" in event_wait.before.detail

    mismatch = results["FMP900/mismatch"]
    assert not mismatch.verified
    assert mismatch.reason.startswith("rewrite differs from mismatch.after.py: line 2")
    assert mismatch.before.outcome == "crash" and mismatch.after.outcome == "ok"

    still_crashes = results["FMP900/still_crashes"]
    assert not still_crashes.verified
    assert still_crashes.reason == (
        "rewritten program should ok but did crash: exited with code 1: RuntimeError: boom FIXED")

    no_hang = results["FMP900/no_hang"]
    assert not no_hang.verified
    assert no_hang.reason.startswith("before should hang but did ok")

    needs_gpu = results["FMP901/needs_gpu"]
    assert needs_gpu.skipped and not needs_gpu.verified
    assert needs_gpu.before is None and needs_gpu.after is None
    assert needs_gpu.reason.startswith("skipped: needs CUDA")

    assert report.device["cpu_count"] == os.cpu_count()
    assert report.device["python"]
    assert exit_code(report) == 1
    passing = tuple(result for result in report.results if result.verified)
    assert exit_code(VerifyReport(report.device, passing, 1.0)) == 0
    # Skipped for want of a GPU is not verified (nothing unproven is presented as proven), nor a failure
    # of what ran: it fails the run only where each must run.
    skipped = tuple(result for result in report.results if result.verified or result.skipped)
    assert exit_code(VerifyReport(report.device, skipped, 1.0)) == 0
    assert exit_code(VerifyReport(report.device, skipped, 1.0), require_all=True) == 1

    data = report_to_json(report)
    assert data["version"] == 1
    assert data["device"] == dict(report.device)
    first = data["results"][0]
    assert set(first) == {"fixture", "needs", "before", "after", "verified", "reason"}
    assert first["fixture"] == "FMP900/event_wait"
    assert set(first["before"]) == {"outcome", "seconds", "detail"}
    assert first["before"]["outcome"] == "hang"
    assert data["results"][-1]["before"] is None

    table = render_table(report)
    assert "5 fixtures: 1 verified, 3 not verified, 1 skipped in" in table
    event_row = next(line for line in table.splitlines() if line.startswith("FMP900/event_wait"))
    assert event_row.split()[1:4] == ["cpu", "hang", "ok"] and event_row.endswith("verified")
    assert "before: child 1 (pid " in table and "stuck in multiprocessing.synchronize.wait" in table
    assert "NOT VERIFIED" in table and "skipped" in table


def test_rewrite_that_raises_is_a_failed_fixture_not_an_error(tmp_path):
    write_fixtures(tmp_path)
    fixtures = discover_fixtures(tmp_path / "FMP900" / "still_crashes.before.py")

    def broken_rewrite(source, path, header):
        raise SyntaxError("engine could not parse")

    report = verify_fixtures(fixtures, rewrite=broken_rewrite, cuda_available=False)

    (result,) = report.results
    assert not result.verified
    assert result.after is None
    assert result.reason == "rewrite failed: SyntaxError: engine could not parse"
    assert result.before.outcome == "crash"


def test_a_fixture_with_modules_beside_it_runs_with_them_and_names_only_files_beside_it(tmp_path):
    from fixmp.prove.fixtures import FixtureError, discover_fixtures
    from fixmp.runner.run import run_program

    (tmp_path / "helpers.py").write_text("def greet():\n    return 'hello from helpers'\n")
    program = "# fixmp-fixture: before=ok needs=cpu with=helpers.py output=\"hello from helpers\"\n" \
              "from helpers import greet\nprint(greet())\n"
    (tmp_path / "case.before.py").write_text(program)
    (tmp_path / "case.after.py").write_text(program)
    [fixture] = discover_fixtures(tmp_path)
    assert fixture.header.support == ("helpers.py",)
    with_module = run_program(fixture.before_path, timeout=30, expected_output="hello from helpers",
                              modules=[tmp_path / "helpers.py"])
    alone = run_program(fixture.before_path, timeout=30)
    assert with_module.outcome == "ok" and alone.outcome == "crash"  # ModuleNotFoundError without it
    (tmp_path / "case.before.py").write_text(program.replace("with=helpers.py", "with=../helpers.py"))
    with pytest.raises(FixtureError, match="with= names '../helpers.py', which is no .py file beside it"):
        discover_fixtures(tmp_path)
