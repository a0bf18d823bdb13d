"""``fixmp run``, the runtime fork sanitizer, on real runs (CPU; torch's OpenMP pool, FMP002).

Each run is a real program in its own interpreter, watched by the probe
(fixmp/runner/probe/fork_sanitizer.py). The fixtures' hanging ``before`` programs
are stopped by ``--timeout``: the hazard is recorded at the fork, before the child
hangs. Runs go in parallel threads: most of them wait (hung) or import torch.

The CUDA side (FMP001) needs a GPU: tests/gpu/sanitizer_gpu_check.py. Here it is
only simulated (``torch.cuda._initialized = True``) to follow the flow.
"""

from __future__ import annotations

import json
import re
import select
import signal
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Dict, List, Sequence

import pytest

from fixmp.runner.native import py_spy
from fixmp.runner.sanitize import SanitizedRun, run_sanitized
from fixmp.runner.sanitize_report import hazard_findings

pytest.importorskip("torch")
pytestmark = [pytest.mark.programs, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the probe reads /proc")]

ROOT = Path(__file__).resolve().parent.parent
FMP002 = ROOT / "fixtures" / "FMP002"
# Generous: up to 9 programs import torch at once on a small CI machine; a hung one waits it out.
HANG_TIMEOUT = 10.0  # the hazard is recorded at the fork; the hang itself need not last
FINISH_TIMEOUT = 120.0
# The line that forks in each fixture: the start, the Pool(...), the first map of an executor.
START_LINE = re.compile(r"\.start\(\)\s*$|multiprocessing\.Pool\(|\bmp\.Pool\(|executor\.map\(|\bex\.map\(|=\s*os\.fork\(\)")


def start_line(program: Path) -> int:
    return next(number for number, line in enumerate(program.read_text().splitlines(), 1) if START_LINE.search(line))


def run_all(programs: Sequence[Path], timeout: float) -> Dict[Path, SanitizedRun]:
    # A few at a time: each hanging program holds its processes until the time limit.
    with ThreadPoolExecutor(max_workers=min(4, len(programs))) as pool:
        runs = pool.map(lambda program: run_sanitized([sys.executable, str(program)], timeout=timeout,
                                                      cwd=program.parent), programs)
        return dict(zip(programs, runs))


def write_program(tmp_path: Path, name: str, source: str) -> Path:
    program = tmp_path / name
    program.write_text(textwrap.dedent(source))
    return program


def line_of(program: Path, marker: str) -> int:
    return next(number for number, line in enumerate(program.read_text().splitlines(), 1) if marker in line)


def run_cli(*arguments: str, cwd: Path) -> "subprocess.CompletedProcess[str]":
    return subprocess.run([sys.executable, "-m", "fixmp", "run", *arguments], cwd=cwd, capture_output=True,
                          text=True, timeout=FINISH_TIMEOUT + 30)


HANGING_BEFORES = sorted(path for path in FMP002.glob("*.before.py") if not path.name.startswith("no_finding_")
                         and " with=" not in path.read_text().splitlines()[0])  # the start is in another module


def test_every_cpu_fmp002_fixture_is_seen_at_its_start_line() -> None:
    runs = run_all(HANGING_BEFORES, HANG_TIMEOUT)
    for program, run in runs.items():
        assert [(hazard.code, hazard.start.path, hazard.start.line) for hazard in run.hazards] == [
            ("FMP002", str(program), start_line(program))], program.name
        assert run.hazards[0].forks == 2, program.name  # every fixture starts two workers: one finding
        assert run.records.probe_errors == ()
        # fixmp check finds each of them too: the runtime finding carries its fix.
        finding, = hazard_findings(run).findings
        assert finding.fix is not None, program.name


def test_a_start_in_another_module_is_seen_there() -> None:
    program = FMP002 / "cross_module_launcher_single_thread.before.py"
    launchers = FMP002 / "fixture_launchers.py"
    [run] = run_all([program], HANG_TIMEOUT).values()
    assert [(hazard.code, hazard.start.path, hazard.start.line) for hazard in run.hazards] == [
        ("FMP002", str(launchers), line_of(launchers, "worker.start()"))]
    assert run.hazards[0].forks == 2 and run.records.probe_errors == ()


def test_nothing_is_seen_in_the_controls_and_the_fixed_programs() -> None:
    programs = sorted(FMP002.glob("no_finding_*.before.py")) + sorted(FMP002.glob("*.after.py"))
    runs = run_all(programs, FINISH_TIMEOUT)
    for program, run in runs.items():
        assert run.exit_status == 0, program.name
        assert run.hazards == (), program.name
        assert run.records.probe_errors == ()


def test_a_fork_whose_child_does_no_parallel_work_is_a_note_not_a_hazard(tmp_path: Path) -> None:
    # The child does no parallel work, so it finishes: decided from the child's side, no harm was done.
    program = write_program(tmp_path, "lucky.py", """\
        import multiprocessing as mp
        import torch

        def quiet():
            print("child", 1 + 1)

        if __name__ == "__main__":
            a = torch.ones(512, 512)
            (a @ a).sum()
            child = mp.get_context("fork").Process(target=quiet)
            child.start()  # the fork
            child.join()
            print("exit", child.exitcode)
        """)
    run = run_sanitized([sys.executable, str(program)], timeout=FINISH_TIMEOUT)
    assert run.exit_status == 0
    assert run.hazards == ()
    note, = run.records.notes
    assert (note.line, note.forks) == (line_of(program, "# the fork"), 1)


def test_a_fork_before_any_parallel_op_is_not_a_hazard(tmp_path: Path) -> None:
    program = write_program(tmp_path, "early.py", """\
        import multiprocessing as mp
        import torch

        def work():
            x = torch.ones(512, 512)
            print("child", int((x @ x)[0, 0]))

        if __name__ == "__main__":
            small = torch.randn(8, 8).abs().sum()
            child = mp.get_context("fork").Process(target=work)
            child.start()
            child.join()
            a = torch.ones(512, 512)
            print("parent", int((a @ a)[0, 0]), child.exitcode)
        """)
    run = run_sanitized([sys.executable, str(program)], timeout=FINISH_TIMEOUT)
    assert run.exit_status == 0
    assert run.hazards == ()


def test_a_raw_os_fork_is_seen(tmp_path: Path) -> None:
    program = write_program(tmp_path, "raw.py", """\
        import os
        import torch

        import signal
        import time

        a = torch.ones(512, 512)
        a @ a
        pid = os.fork()  # the fork
        if pid == 0:
            a @ a  # waits for ever on the pool the fork did not copy
            os._exit(0)
        time.sleep(1)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        """)
    run = run_sanitized([sys.executable, str(program)], timeout=FINISH_TIMEOUT)
    assert run.exit_status == 0
    hazard, = run.hazards
    assert (hazard.start.line, hazard.started_in, hazard.forks) == (line_of(program, "# the fork"), None, 1)


def test_the_probe_changes_no_output_and_survives_programs_without_torch(tmp_path: Path) -> None:
    program = write_program(tmp_path, "plain.py", """\
        import os
        import sys

        print("modules", sorted(name for name in ("json", "threading", "torch") if name in sys.modules))
        pid = os.fork()
        if pid == 0:
            print("child")
            os._exit(3)
        print("status", os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
        sys.stdout.flush()
        os._exit(5)
        """)
    plain = subprocess.run([sys.executable, str(program)], capture_output=True, text=True, timeout=60)
    sanitized = run_cli("--", sys.executable, str(program), cwd=tmp_path)
    assert plain.returncode == 5 and sanitized.returncode == 5
    report = "fixmp run: "
    program_output = sanitized.stdout[:sanitized.stdout.index(report)]
    assert program_output == plain.stdout
    assert "modules []" in plain.stdout  # the probe imported none of them
    assert "no fork hazard" in sanitized.stdout


def test_pytest_children_of_children(tmp_path: Path) -> None:
    # pytest runs the test; the test's worker forks a grandchild after its own parallel work.
    write_program(tmp_path, "test_forks.py", """\
        import multiprocessing as mp
        import os
        import signal
        import time
        import torch

        def parallel_work():
            x = torch.ones(512, 512)
            x @ x

        def worker():
            parallel_work()
            pid = os.fork()  # grandchild
            if pid == 0:
                parallel_work()  # hangs on the pool the fork did not copy
                os._exit(0)
            time.sleep(1)
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)

        def test_worker_forks():
            child = mp.get_context("fork").Process(target=worker)
            child.start()  # clean fork
            child.join()
            assert child.exitcode == 0
            parallel_work()
            late = mp.get_context("fork").Process(target=parallel_work)
            late.start()  # hazard
            late.join(timeout=1)
            late.kill()
            late.join()
        """)
    result = run_cli("--format", "json", "-o", "report.json", "--", sys.executable, "-m", "pytest", "-q",
                     "-p", "no:cacheprovider", "test_forks.py", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout
    report = json.loads((tmp_path / "report.json").read_text())
    program = tmp_path / "test_forks.py"
    assert sorted((h["line"], h["code"]) for h in report["hazards"]) == [
        (line_of(program, "# grandchild"), "FMP002"), (line_of(program, "# hazard"), "FMP002")]
    grandchild, = (h for h in report["hazards"] if h["line"] == line_of(program, "# grandchild"))
    test_process, = (h for h in report["hazards"] if h["line"] == line_of(program, "# hazard"))
    assert grandchild["parent_pids"] != test_process["parent_pids"]  # forked by the worker, not the test process


HANGING_POOL = """\
    import multiprocessing
    import torch

    def corner(i):
        x = torch.ones(256, 256)
        return int((x @ x)[0, 0]) + i

    if __name__ == "__main__":
        a = torch.ones(512, 512)
        a @ a
        with multiprocessing.get_context("fork").Pool(2) as pool:  # the fork
            print(pool.map(corner, range(4)))
    """


def test_timeout_stops_a_hung_program_and_reports_the_hazard(tmp_path: Path) -> None:
    program = write_program(tmp_path, "hang.py", HANGING_POOL)
    result = run_cli("--timeout", "10", "--idle-seconds", "0", "--", sys.executable, str(program), cwd=tmp_path)
    assert result.returncode == 124, result.stderr  # stopped at the limit, not left to hang the caller
    assert f"hang.py:{line_of(program, '# the fork')}:" in result.stdout
    assert "FMP002" in result.stdout and "s of wall time: still running at the 10 s time limit (" in result.stdout
    assert not _session_left(str(program))



def test_a_hazard_is_said_on_stderr_the_moment_the_fork_is_seen(tmp_path: Path) -> None:
    """With no time limit a hung program never ends: it has said where and why while it still runs."""
    program = write_program(tmp_path, "hang.py", HANGING_POOL)
    process = subprocess.Popen([sys.executable, "-m", "fixmp", "run", "--", sys.executable, str(program)],
                               cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stderr is not None
        ready, _, _ = select.select([process.stderr], [], [], FINISH_TIMEOUT)  # a guard, not a measure
        assert ready, "nothing said while the program hung"
        said = process.stderr.readline()
        assert process.poll() is None  # the program still hangs: no report yet
    finally:
        process.send_signal(signal.SIGTERM)  # as a CI runner cancelling the job: the run is stopped and reported
        process.communicate(timeout=FINISH_TIMEOUT)
    assert said == (f"fixmp: hang.py:{line_of(program, '# the fork')}: FMP002 forked with torch's OpenMP pool alive; "
                    "a child that runs parallel CPU work before torch.set_num_threads(1) hangs\n")
    # (The report after the stop judges the forks by what their children did until then.)
    assert process.returncode == 128 + signal.SIGTERM
    assert not _session_left(str(program))



@pytest.mark.skipif(py_spy() is None, reason="py-spy (the test extra) reads native stacks")
def test_a_deadlocked_run_is_stopped_with_its_deadlock_by_default(tmp_path: Path) -> None:
    """No time limit is needed: once every process has slept (3 s by default), their native stacks show the
    children blocked in OpenMP for good, and the run ends with that verdict. (The time limit is a guard
    here, if the stacks cannot be read: its message is then the failure.)"""
    program = write_program(tmp_path, "hang.py", HANGING_POOL)
    result = run_cli("--timeout", str(FINISH_TIMEOUT), "--", sys.executable, str(program), cwd=tmp_path)
    assert result.returncode == 124, result.stdout + result.stderr
    summary = result.stdout.splitlines()[-1]
    assert " deadlocked: pid " in summary and " blocked in OpenMP (libgomp) under at::" in summary, summary
    assert "from corner (hang.py:" in summary and "processes asleep without using CPU for 3 s" in summary
    assert not _session_left(str(program))



def test_a_command_whose_python_is_not_watched_says_so_and_never_passes(tmp_path: Path) -> None:
    """``python -I`` ignores PYTHONPATH, where the probe is: nothing is seen, and the report must not read as
    "no fork hazard" (nor --fail-on-hazard pass)."""
    program = write_program(tmp_path, "hang.py", HANGING_POOL)
    result = run_cli("--fail-on-hazard", "--timeout", "60", "--", sys.executable, "-I", str(program), cwd=tmp_path)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "no Python process of the command was watched" in result.stdout
    assert "no fork hazard" not in result.stdout


def _session_left(program: str) -> List[str]:
    listed = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout.splitlines()
    return [line for line in listed if program in line]


def test_fail_on_hazard_exit_codes_and_machine_formats(tmp_path: Path) -> None:
    hazard = write_program(tmp_path, "hazard.py", """\
        import os
        import signal
        import sys
        import time
        import torch

        a = torch.ones(512, 512)
        a @ a
        pid = os.fork()  # the fork
        if pid == 0:
            a @ a  # waits for ever on the pool the fork did not copy
            os._exit(0)
        time.sleep(1)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        sys.exit(int(sys.argv[1]))
        """)
    clean = write_program(tmp_path, "clean.py", "import sys\nsys.exit(int(sys.argv[1]))\n")
    assert run_cli("--", sys.executable, str(hazard), "0", cwd=tmp_path).returncode == 0
    assert run_cli("--", sys.executable, str(hazard), "3", cwd=tmp_path).returncode == 3
    assert run_cli("--fail-on-hazard", "--", sys.executable, str(hazard), "0", cwd=tmp_path).returncode == 1
    assert run_cli("--fail-on-hazard", "--", sys.executable, str(clean), "0", cwd=tmp_path).returncode == 0
    assert run_cli("--fail-on-hazard", "--", sys.executable, str(clean), "4", cwd=tmp_path).returncode == 4
    missing = run_cli("--", "no-such-command-fixmp", cwd=tmp_path)
    assert missing.returncode == 2 and "command not found" in missing.stderr

    as_json = run_cli("--format", "json", "-o", "out.json", "--", sys.executable, str(hazard), "0", cwd=tmp_path)
    assert as_json.returncode == 0 and "1 fork hazard" in as_json.stderr
    document = json.loads((tmp_path / "out.json").read_text())
    assert document["version"] == 1 and document["exit_status"] == 0 and document["timed_out"] is False
    finding, = document["findings"]
    assert {key: finding[key] for key in ("path", "line", "code", "name")} == {
        "path": "hazard.py", "line": line_of(hazard, "# the fork"), "code": "FMP002",
        "name": "parallel-work-before-fork"}
    assert document["hazards"][0]["forks"] == 1 and document["hazards"][0]["started_in"] is None

    run_cli("--format", "sarif", "-o", "out.sarif", "--", sys.executable, str(hazard), "0", cwd=tmp_path)
    sarif = json.loads((tmp_path / "out.sarif").read_text())
    result, = sarif["runs"][0]["results"]
    assert result["ruleId"] == "FMP002"
    assert result["locations"][0]["physicalLocation"]["region"]["startLine"] == line_of(hazard, "# the fork")

    github = run_cli("--format", "github", "--", sys.executable, str(hazard), "0", cwd=tmp_path)
    assert github.stdout.startswith(f"::error file=hazard.py,line={line_of(hazard, '# the fork')},")


def test_cuda_initialised_before_fork_simulated_on_cpu(tmp_path: Path) -> None:
    # No GPU here: CUDA's state is set by hand (initialised in the parent, a bad fork in the child)
    # to follow the FMP001 path; torch's own _lazy_init then raises as it does on a GPU machine.
    # The real checks are tests/gpu/sanitizer_gpu_check.py.
    program = write_program(tmp_path, "cuda.py", """\
        import multiprocessing as mp
        import os
        import torch

        def use_cuda():
            try:
                torch.cuda._lazy_init()  # the use
            except RuntimeError as error:
                print("child:", error)

        if __name__ == "__main__":
            parent = os.getpid()
            torch.cuda._initialized = True
            torch.cuda._is_in_bad_fork = lambda: os.getpid() != parent
            quiet = mp.get_context("fork").Process(target=print, args=("no CUDA in this child",))
            quiet.start()  # a child that never touches CUDA
            quiet.join()
            child = mp.get_context("fork").Process(target=use_cuda)
            child.start()  # the fork
            child.join()
        """)
    run = run_sanitized([sys.executable, str(program)], timeout=FINISH_TIMEOUT)
    hazard, = run.hazards
    assert (hazard.code, hazard.start.line, hazard.forks) == ("FMP001", line_of(program, "# the fork"), 1)
    assert "CUDA was initialised" in hazard.alive
    assert hazard.child_cuda_use is not None and hazard.child_cuda_use.line == line_of(program, "# the use")
    finding, = hazard_findings(run).findings
    assert finding.code == "FMP001" and "a child used CUDA at" in finding.message
