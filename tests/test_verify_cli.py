"""``fixmp verify`` and ``fixmp fix --verify``: the proofs on the command line.

The runs here are real: a hanging FMP002 program hangs (decided by the runner's
idle detection in a few seconds) and its fix runs to the end.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from fixmp.cli import main
from fixmp.discover.config import Settings
from fixmp.engine import fix_source
from fixmp.prove.verify import render_markdown, run_command

pytestmark = pytest.mark.programs  # runs programs: with `-m programs`, beside the quick suite

REPO = Path(__file__).resolve().parent.parent
HANGING = REPO / "fixtures" / "FMP002" / "model_orthogonal_init_defer.before.py"
# The programs these tests run import torch: without it (fixmp's own install needs none) they skip.
needs_torch = pytest.mark.skipif(importlib.util.find_spec("torch") is None,
                                 reason="runs a program that imports torch, which is not installed")


@pytest.fixture
def python_on_path(monkeypatch):
    """``python`` in a COMMAND is this interpreter (the one with torch)."""
    monkeypatch.setenv("PATH", os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))


@pytest.fixture
def project(tmp_path, monkeypatch, python_on_path):
    """A project whose train.py hangs: the parent runs an OpenMP-parallel op, then forks workers."""
    if importlib.util.find_spec("torch") is None:
        pytest.skip("runs a program that imports torch, which is not installed")
    folder = tmp_path / "project"
    folder.mkdir()
    (folder / "pyproject.toml").write_text('[project]\nname = "demo"\n')
    shutil.copyfile(HANGING, folder / "train.py")
    shutil.copyfile(HANGING, folder / "train.orig")
    monkeypatch.chdir(folder)
    return folder


def fixed_text(path: Path) -> str:
    return fix_source(path.read_text(), str(path), Settings())


# --------------------------------------------------------------------------- fixmp verify


def write_fixture(folder: Path, code: str, case: str, before: str, after: str) -> None:
    (folder / code).mkdir(parents=True, exist_ok=True)
    (folder / code / f"{case}.before.py").write_text(textwrap.dedent(before).lstrip())
    (folder / code / f"{case}.after.py").write_text(textwrap.dedent(after).lstrip())


NO_FINDING = """
    # fixmp-fixture: before=ok needs=cpu output="ran 1"
    import multiprocessing

    if __name__ == "__main__":
        print("ran", len(multiprocessing.active_children()) + 1)
"""
NEEDS_GPU = """
    # fixmp-fixture: before=ok needs=cuda output="gpu"
    print("gpu")
"""


def test_verify_json_matches_the_contract(tmp_path, capsys):
    write_fixture(tmp_path, "FMP002", "no_finding_plain", NO_FINDING, NO_FINDING)
    write_fixture(tmp_path, "FMP001", "needs_gpu", NEEDS_GPU, NEEDS_GPU)

    code = main(["verify", str(tmp_path), "--format", "json", "--timeout", "20"])

    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"version", "device", "results", "seconds"}
    assert data["version"] == 1
    assert {"python", "torch", "os", "cpu_count", "cuda_available", "gpu", "driver"} <= set(data["device"])
    by_name = {result["fixture"]: result for result in data["results"]}
    assert list(by_name) == ["FMP001/needs_gpu", "FMP002/no_finding_plain"]
    for result in data["results"]:
        assert set(result) == {"fixture", "needs", "before", "after", "verified", "reason"}
        for run in (result["before"], result["after"]):
            assert run is None or set(run) == {"outcome", "seconds", "detail"}
    plain = by_name["FMP002/no_finding_plain"]
    assert plain["verified"] and plain["needs"] == "cpu"
    assert plain["before"]["outcome"] == plain["after"]["outcome"] == "ok"
    if not data["device"]["cuda_available"]:
        gpu = by_name["FMP001/needs_gpu"]
        assert gpu["before"] is None and gpu["after"] is None and not gpu["verified"]
        assert gpu["reason"].startswith("skipped: needs CUDA")
        # Skipped here: not proven, and not disproven. The run passes unless each must run (--require-all).
        assert code == 0
        strict = main(["verify", str(tmp_path), "--format", "json", "--timeout", "20", "--require-all"])
        capsys.readouterr()
        assert strict == 1
    else:
        assert code == 0


@needs_torch
def test_a_broken_after_makes_verify_fail_and_say_why(tmp_path, capsys):
    folder = tmp_path / "FMP002"
    folder.mkdir()
    before = folder / "model_orthogonal_init_defer.before.py"
    shutil.copyfile(HANGING, before)
    # The after file no longer cures: it is the hanging program itself.
    shutil.copyfile(HANGING, folder / "model_orthogonal_init_defer.after.py")

    code = main(["verify", str(tmp_path), "--timeout", "25"])

    out = capsys.readouterr().out
    assert code == 1
    row = next(line for line in out.splitlines() if line.startswith("FMP002/model_orthogonal_init_defer "))
    assert row.split()[1:4] == ["cpu", "hang", "ok"] and row.endswith("NOT VERIFIED")
    assert "rewrite differs from model_orthogonal_init_defer.after.py: line " in out
    assert "stuck in torch.nn.init.orthogonal_" in out  # where the before run hung
    assert "1 fixtures: 0 verified, 1 not verified, 0 skipped in " in out


def test_verify_without_a_fixtures_folder_is_an_error(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)

    assert main(["verify"]) == 2
    assert "no fixtures/ folder" in capsys.readouterr().err
    assert main(["verify", "missing"]) == 2
    assert "missing: no such file or folder" in capsys.readouterr().err


def test_markdown_report_from_json(tmp_path, capsys):
    data = {
        "version": 1,
        "device": {"python": "3.11.7", "torch": "2.13.0+cpu", "os": "Linux", "cpu_count": 2,
                   "cuda_available": False, "gpu": None, "driver": None},
        "results": [
            {"fixture": "FMP001/pool_map", "needs": "cuda", "before": None, "after": None, "verified": False,
             "reason": "skipped: needs CUDA and no CUDA device is present"},
            {"fixture": "FMP002/defer", "needs": "cpu", "verified": True,
             "before": {"outcome": "hang", "seconds": 5.2, "detail":
                        "all 3 processes asleep without using CPU for 3 s; main (pid 12) stuck in "
                        "multiprocessing.popen_fork.poll (defer.before.py:31); child 1 (pid 13) stuck in "
                        "torch.nn.init.orthogonal_ (defer.before.py:11)"},
             "after": {"outcome": "ok", "seconds": 3.1, "detail": "exited with code 0"},
             "reason": "before hang as declared, rewritten program ok"},
        ],
        "seconds": 9.5,
    }
    report = tmp_path / "VERIFIED.json"
    report.write_text(json.dumps(data))

    # The CUDA fixture was skipped on this machine: not proven, exit 1 only where each must be.
    assert main(["verify", "--from-json", str(report), "--format", "markdown", "--require-all"]) == 1
    capsys.readouterr()
    assert main(["verify", "--from-json", str(report), "--format", "markdown"]) == 0

    markdown = capsys.readouterr().out
    assert markdown == render_markdown(data) + "\n"
    assert "| torch | 2.13.0+cpu |" in markdown and "| GPU | none |" in markdown
    assert "**2 fixtures: 1 verified, 0 not verified, 1 skipped, in 9.5 s.**" in markdown
    assert "The CUDA fixture remains unproven on hardware." in markdown
    assert "| FMP002/defer | cpu | hang (5.2 s) | ok (3.1 s) | verified |" in markdown
    assert "  - child 1 stuck in torch.nn.init.orthogonal_ (defer.before.py:11)" in markdown
    assert "(pid" not in markdown

    # The same fixtures proven on a machine with a GPU: one document for both machines.
    on_gpu = json.loads(json.dumps(data))
    on_gpu["device"].update(cpu_count=16, cuda_available=True, gpu="NVIDIA H200", driver="580.159")
    on_gpu["results"][0].update(before={"outcome": "crash", "seconds": 4.0, "detail": "exited with code 1: "
                                        "RuntimeError: Cannot re-initialize CUDA in forked subprocess"},
                                after={"outcome": "ok", "seconds": 5.0, "detail": "exited with code 0"},
                                verified=True, reason="before crash as declared, rewritten program ok")
    gpu_report = tmp_path / "VERIFIED-gpu.json"
    gpu_report.write_text(json.dumps(on_gpu))

    assert main(["verify", "--format", "markdown", "--from-json", str(report), "--from-json", str(gpu_report)]) == 0

    both = capsys.readouterr().out
    assert "unproven" not in both
    assert "The CUDA fixture ran on hardware: 16 CPUs, NVIDIA H200 (driver 580.159)" in both
    assert "## On 2 CPUs, no GPU, Python 3.11.7, torch 2.13.0+cpu" in both
    assert "| FMP001/pool_map | cuda | crash (4.0 s) | ok (5.0 s) | verified |" in both


# --------------------------------------------------------------------------- fixmp fix --verify


def test_fix_verify_proves_a_hang_cured_and_writes_the_fix(project, capsys):
    expected = fixed_text(project / "train.py")

    code = main(["fix", "train.py", "--verify", "python train.py", "--timeout", "30", "--format", "json"])

    data = json.loads(capsys.readouterr().out)
    assert data["before"]["outcome"] == "hang", data["before"]
    assert "stuck in torch.nn.init.orthogonal_ (train.py:11)" in data["before"]["detail"]
    assert any("stuck in torch.nn.init.orthogonal_" in summary for summary in data["before"]["stuck"])
    assert data["after"]["outcome"] == "ok", data["after"]
    assert data["after"]["returncode"] == 0
    assert "done 2 params 16512" in data["after"]["stdout_tail"]
    assert data["verdict"] == "better" and data["already_ok"] is False
    assert data["command"] == "python train.py" and data["project"] == str(project.resolve())
    assert data["files"] == data["written"] == ["train.py"]
    assert data["diff"].startswith("--- a/train.py\n+++ b/train.py\n")
    assert [finding["code"] for finding in data["findings"]] == ["FMP002"] and data["findings"][0]["fixed"]
    assert (project / "train.py").read_text() == expected != HANGING.read_text()
    assert code == 0


def test_fix_verify_writes_nothing_when_the_command_gets_worse(project, capsys):
    # ok while train.py is unchanged, a crash once the fix changed it.
    code = main(["fix", ".", "--verify", "cmp -s train.py train.orig"])

    out = capsys.readouterr().out
    assert code == 1
    assert "before the fixes: ok" in out and "after the fixes:  crash" in out
    assert "WORSE: ok before the fixes, crash after." in out
    assert "Nothing written: the command got worse with the fixes." in out
    assert (project / "train.py").read_text() == HANGING.read_text()


def test_fix_verify_says_when_the_command_was_already_ok(project, capsys):
    expected = fixed_text(project / "train.py")

    code = main(["fix", ".", "--verify", "true"])

    out = capsys.readouterr().out
    assert code == 0
    assert ("same result: ok before and after, with the same exit status and output. The command already ran ok "
            "without the fixes") in out
    assert "Fixes written to 1 file: train.py." in out
    assert (project / "train.py").read_text() == expected


def test_fix_verify_with_diff_writes_nothing(project, capsys):
    code = main(["fix", ".", "--verify", "true", "--diff"])

    out = capsys.readouterr().out
    assert code == 0
    assert out.startswith("--- a/train.py\n+++ b/train.py\n")
    assert "Nothing written (--diff)." in out
    assert (project / "train.py").read_text() == HANGING.read_text()


def test_fix_verify_runs_on_a_copy_without_git_environments_and_caches(project, capsys):
    for skipped in (".git", ".venv", "__pycache__", "env"):
        (project / skipped).mkdir()
        (project / skipped / "marker").write_text("")
    (project / "env" / "pyvenv.cfg").write_text("")
    (project / "data").mkdir()
    (project / "data" / "marker").write_text("")
    command = "test -f data/marker && test ! -e .git && test ! -e .venv && test ! -e __pycache__ && test ! -e env"

    code = main(["fix", ".", "--verify", command, "--format", "json"])

    data = json.loads(capsys.readouterr().out)
    assert data["before"]["outcome"] == data["after"]["outcome"] == "ok", data
    assert code == 0


def test_fix_verify_errors(project, tmp_path, capsys):
    outside = tmp_path / "outside"
    outside.mkdir()
    shutil.copyfile(HANGING, outside / "train.py")

    assert main(["fix", str(outside / "train.py"), "--verify", "true"]) == 2
    assert "is outside the project folder" in capsys.readouterr().err
    assert main(["fix", ".", "--timeout", "5"]) == 2
    assert "--timeout applies to --verify's runs; give --verify COMMAND" in capsys.readouterr().err
    assert main(["fix", ".", "--verify", "true", "--format", "sarif"]) == 2
    assert "text or json" in capsys.readouterr().err
    assert (project / "train.py").read_text() == HANGING.read_text()
    assert (outside / "train.py").read_text() == HANGING.read_text()


SLEEPY = """
    import multiprocessing as mp
    import time

    if __name__ == "__main__":
        child = mp.Process(target=time.sleep, args=(2.5,))
        child.start()
        child.join()
        print("awake")
"""


def test_fix_verify_sleeping_processes_are_never_hung_however_short_the_idle_window(project, capsys):
    (project / "sleepy.py").write_text(textwrap.dedent(SLEEPY).lstrip())

    # Both processes sleep for longer than the window: their stacks are read, and a sleep proves nothing.
    for idle_seconds in ("1", "0"):
        main(["fix", ".", "--verify", "python sleepy.py", "--idle-seconds", idle_seconds, "--diff", "--format",
              "json"])
        data = json.loads(capsys.readouterr().out)
        assert data["before"]["outcome"] == data["after"]["outcome"] == "ok", data

    assert main(["fix", ".", "--verify", "true", "--idle-seconds", "-1"]) == 2
    assert "--idle-seconds must be 0 (off) or a positive number" in capsys.readouterr().err
    assert main(["fix", ".", "--idle-seconds", "5"]) == 2
    assert "--idle-seconds applies to --verify's runs; give --verify COMMAND" in capsys.readouterr().err


# --------------------------------------------------------------------------- run_command


BLOCKED = """
    import multiprocessing as mp

    def wait_forever(event):
        event.wait()

    if __name__ == "__main__":
        event = mp.Event()
        child = mp.Process(target=wait_forever, args=(event,))
        child.start()
        child.join()
"""


def test_run_command_in_a_shell_classifies_and_locates_a_hang_under_the_folder(tmp_path, python_on_path):
    (tmp_path / "jobs").mkdir()
    (tmp_path / "jobs" / "blocked.py").write_text(textwrap.dedent(BLOCKED).lstrip())

    # The shell stays (two commands): the program's main process is not the session leader.
    run = run_command("true && python jobs/blocked.py", tmp_path, timeout=6, idle_seconds=1)

    assert run.outcome == "hang" and "6 s time limit" in run.detail, run.detail
    labels = [stack.label for stack in run.stacks]
    assert labels[:2] == ["main", "child 1"] and "shell" in labels
    main_stack, child = run.stacks[:2]
    assert main_stack.summary.endswith("(jobs/blocked.py:10)")
    assert child.summary.endswith("stuck in multiprocessing.synchronize.wait (jobs/blocked.py:4)")


def test_run_command_one_sleeping_python_under_a_shell_is_not_a_hang(tmp_path, python_on_path):
    command = "python -c 'import time; time.sleep(2.5); print(\"awake\")' && true"

    run = run_command(command, tmp_path, timeout=30, idle_seconds=1)

    assert run.outcome == "ok" and run.stdout.strip() == "awake", run.detail


def test_run_command_exit_codes(tmp_path):
    assert run_command("exit 3", tmp_path, timeout=10).detail == "exited with code 3"
    assert run_command("true", tmp_path, timeout=10).outcome == "ok"


# --------------------------------------------------------------------------- stopping fixmp stops its programs


SPINNING = """\
# fixmp-fixture: before=hang needs=cpu timeout=120
import os
with open({pid_file!r}, "w") as handle:
    handle.write(str(os.getpid()))
while True:
    pass
"""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rpartition(")")[2].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
@pytest.mark.parametrize("how,code", [("SIGTERM", 128 + signal.SIGTERM), ("Ctrl-C", 130)])
def test_stopping_verify_ends_the_programs_it_runs(tmp_path, how, code):
    # The programs run in sessions of their own, which neither signal reaches: fixmp must end them.
    pid_file = tmp_path / "program.pid"
    folder = tmp_path / "fixtures" / "FMP900"
    folder.mkdir(parents=True)
    program = SPINNING.format(pid_file=str(pid_file))
    (folder / "spin.before.py").write_text(program)
    (folder / "spin.after.py").write_text(program)
    fixmp = subprocess.Popen([sys.executable, "-m", "fixmp", "verify", str(tmp_path / "fixtures")],
                             cwd=tmp_path, env=dict(os.environ, PYTHONPATH=str(REPO)), start_new_session=True,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while not (pid_file.exists() and pid_file.read_text()) and time.monotonic() < deadline:
        assert fixmp.poll() is None, fixmp.communicate()
        time.sleep(0.05)
    program_pid = int(pid_file.read_text())
    assert _alive(program_pid)

    if how == "SIGTERM":
        fixmp.send_signal(signal.SIGTERM)
    else:
        os.killpg(fixmp.pid, signal.SIGINT)  # a terminal's Ctrl-C reaches fixmp's group, not the program's session
    try:
        fixmp.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(fixmp.pid, signal.SIGKILL)
        fixmp.communicate()
    deadline = time.monotonic() + 60  # a wait that ends as soon as they are gone
    while _alive(program_pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    if _alive(program_pid):
        os.kill(program_pid, signal.SIGKILL)
        pytest.fail(f"fixmp stopped ({how}) and left its program {program_pid} running")
    assert fixmp.returncode == code
