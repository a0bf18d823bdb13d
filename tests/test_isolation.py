"""No code from the scanned tree runs in any process fixmp starts; fixmp's workers die with it.

The scanned project gets a planted module for every standard-library name (and
``sitecustomize`` / ``usercustomize``): each one, if imported, appends its name to
a marker file outside the project. fixmp then checks, fixes and reviews the
project with enough candidate bytes to start worker processes. A control run
shows that the planted modules do run when a plain ``python -c`` imports from
the project, so an empty marker means fixmp imported none of them.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from programs import HAZARD

from fixmp.processes import isolation
from fixmp.processes.workers import WorkerPool

REPO = Path(__file__).resolve().parent.parent
# Three candidates of ~330 KB each: `--jobs 3` starts two workers for them (256 KB a worker at least).
PADDING = ("# " + "x" * 70 + "\n") * 4500
FIXMP = Path(sys.executable).with_name("fixmp")

pytestmark = [
    pytest.mark.skipif(os.name != "posix", reason="process groups and /proc as on Linux"),
    pytest.mark.skipif(sys.version_info < (3, 10), reason="sys.stdlib_module_names is new in 3.10"),
]


def _planted_names() -> list:
    names = set(sys.stdlib_module_names) | {"sitecustomize", "usercustomize", "fixmp_planted_probe"}
    return sorted(name for name in names if name.isidentifier() and name != "__main__")


def plant(project: Path, marker: Path) -> None:
    """A module for every standard-library name; importing one records its name (it imports nothing itself)."""
    for name in _planted_names():
        (project / f"{name}.py").write_text(f"open({str(marker)!r}, 'a').write({name!r} + '\\n')\n")


def hostile_project(tmp_path: Path) -> tuple:
    project = tmp_path / "project"
    project.mkdir()
    marker = tmp_path / "marker.txt"
    plant(project, marker)
    for number in range(3):
        (project / f"big{number}.py").write_text(HAZARD + PADDING)
    return project, marker


def _fixmp_command() -> list:
    # The console script, as users and pre-commit run fixmp: `python -m` would itself put the
    # current folder first on the path (Python's rule for -m, before fixmp runs).
    if FIXMP.exists():
        return [str(FIXMP)]
    return [sys.executable, "-P", "-m", "fixmp"] if sys.version_info >= (3, 11) else pytest.skip("no fixmp script")


def _environment() -> dict:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    return env


def test_the_planted_modules_do_run_when_the_project_is_on_the_path(tmp_path):
    """The control: without isolation, a helper started in the project imports the planted `pickle`."""
    project, marker = hostile_project(tmp_path)
    subprocess.run([sys.executable, "-c", "import pickle"], cwd=project, env=_environment(), check=True)
    assert "pickle" in marker.read_text().split()


@pytest.mark.parametrize("command", [
    ["check", "--no-cache", "--jobs", "3", "."],
    ["check", "--jobs", "3", "--format", "sarif", "."],
    ["fix", "--no-cache", "--jobs", "3", "--diff", "."],
    ["fix", "--no-cache", "--jobs", "3", "."],
    ["review", "--no-cache", "--jobs", "3", "."],
])
def test_no_planted_module_runs_under_check_fix_or_review(tmp_path, command):
    project, marker = hostile_project(tmp_path)
    done = subprocess.run([*_fixmp_command(), *command], cwd=project, env=_environment(), input="q\n",
                          capture_output=True, text=True, timeout=300)
    assert done.returncode in (0, 1), done.stdout + done.stderr
    # The three hazards were analysed (reported, shown as a diff, or fixed).
    written = (project / "big0.py").read_text() != HAZARD + PADDING
    assert done.stdout.count("big") >= 3 or written, done.stdout + done.stderr
    assert not marker.exists(), f"ran from the scanned project: {marker.read_text().split()}"


def test_workers_start_isolated_in_a_neutral_folder(tmp_path, monkeypatch):
    """Started from inside the hostile project, a worker's path holds neither it nor the current folder."""
    project, marker = hostile_project(tmp_path)
    monkeypatch.chdir(project)
    outputs = []
    with WorkerPool(2, "test_isolation:describe_interpreter", None) as pool:
        pool.map([["a"], ["b"], ["c"], ["d"]], here=lambda chunk: None, take=outputs.append,
                 crashed=lambda item, why: pytest.fail(f"{item}: {why}"))
    assert outputs, "the workers did no chunk"
    for working_folder, path, isolated in outputs:
        assert working_folder == isolation.NEUTRAL_FOLDER
        assert isolated == 1
        assert str(project) not in path and "" not in path
    assert not marker.exists()


def describe_interpreter(shared, chunk):
    """Run in a worker: where it is, what it imports from, whether it is isolated."""
    for _ in chunk:
        yield os.getcwd(), list(sys.path), sys.flags.isolated


def crash_on(shared, chunk):
    """Run in a worker: dies by SIGSEGV on the item ``shared`` names, as a crashing native parser would."""
    for item in chunk:
        if item == shared:
            os.kill(os.getpid(), signal.SIGSEGV)
        yield item.upper()


def test_a_worker_that_crashes_costs_the_item_it_was_on_and_nothing_else(monkeypatch):
    monkeypatch.chdir(REPO)
    outputs, crashes, here = [], [], []
    chunks = [[f"file{n}-{m}" for m in range(3)] for n in range(6)]
    with WorkerPool(2, "test_isolation:crash_on", "file0-1") as pool:
        pool.map(chunks, here=lambda chunk: here.extend(chunk), take=outputs.append,
                 crashed=lambda item, why: crashes.append((item, why)))
    assert crashes == [("file0-1", "killed by SIGSEGV")]
    done = {item.lower() for item in outputs} | set(here)
    assert done == {item for chunk in chunks for item in chunk} - {"file0-1"}


def _children(pid: int) -> list:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_workers_die_when_fixmp_is_killed(tmp_path):
    project = tmp_path / "project"
    project.mkdir()
    for number in range(12):
        (project / f"big{number}.py").write_text(HAZARD + PADDING)
    process = subprocess.Popen([*_fixmp_command(), "check", "--no-cache", "--jobs", "3", "."], cwd=project,
                               env=_environment(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    workers: list = []
    while time.monotonic() < deadline and len(workers) < 2 and process.poll() is None:
        workers = _children(process.pid)
        time.sleep(0.02)
    assert len(workers) == 2, "fixmp did not start its two workers"
    process.kill()
    process.wait()
    deadline = time.monotonic() + 60  # a wait that ends as soon as they are gone
    while time.monotonic() < deadline and any(_alive(pid) for pid in workers):
        time.sleep(0.05)
    assert not [pid for pid in workers if _alive(pid)], "a worker outlived fixmp"


def test_a_successful_run_leaves_no_child_behind(tmp_path):
    """The pool waits for every worker: no zombie in fixmp's process after a run."""
    project = tmp_path / "project"
    project.mkdir()
    for number in range(3):
        (project / f"big{number}.py").write_text(HAZARD + PADDING)
    # A joined thread's Python state is gone when join() returns, but its kernel task can be listed a moment
    # longer (seen once on a busy machine): the threads are counted once the listing settles, within 10 s.
    code = ("import os, sys, time; from pathlib import Path; from fixmp import engine; from fixmp.discover.config import Settings; "
            "result = engine.run([Path('.')], Settings(), jobs=3); "
            "tasks = lambda: len(os.listdir(f'/proc/{os.getpid()}/task')); deadline = time.monotonic() + 10\n"
            "while tasks() > 1 and time.monotonic() < deadline: time.sleep(0.01)\n"
            "print(result.stats.workers, tasks(), "
            "sum(1 for p in os.listdir('/proc') if p.isdigit() and "
            "open(f'/proc/{p}/stat').read().rsplit(')', 1)[1].split()[1] == str(os.getpid())))")
    done = subprocess.run([sys.executable, "-I", "-c", "import sys; sys.path.append(sys.argv[1]); " + code, str(REPO)],
                          cwd=project, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    workers, threads, children = map(int, done.stdout.split())
    assert workers == 2, done.stderr
    assert children == 0  # every worker waited for (no zombie)
    assert threads == 1  # no reader thread left running


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="finds a session's processes in /proc")
def test_the_programs_fix_verify_runs_die_when_fixmp_is_killed(tmp_path):
    """A hung program (and the child it forked) of `fix --verify`, with fixmp SIGKILLed: the reaper ends them."""
    project = tmp_path / "project"
    project.mkdir()
    (project / "train.py").write_text(HAZARD)
    pids = tmp_path / "pids.txt"
    (tmp_path / "sleeper.py").write_text(
        "import os, time\n"
        f"os.fork()\nopen({str(pids)!r}, 'a').write(f'{{os.getpid()}}\\n')\ntime.sleep(600)\n"
    )
    command = f"{sys.executable} {tmp_path / 'sleeper.py'}"
    process = subprocess.Popen(
        [*_fixmp_command(), "fix", "--no-cache", "--verify", command, "--timeout", "600", "--idle-seconds", "0", "."],
        cwd=project, env=_environment(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (not pids.exists() or len(pids.read_text().split()) < 2):
        assert process.poll() is None, "fixmp ended before the program started"
        time.sleep(0.05)
    sleepers = [int(pid) for pid in pids.read_text().split()]
    assert len(sleepers) == 2 and all(_alive(pid) for pid in sleepers)
    os.killpg(process.pid, signal.SIGKILL)  # fixmp's whole process group, as a CI runner's kill would
    process.wait()
    deadline = time.monotonic() + 60  # a wait that ends as soon as they are gone
    while time.monotonic() < deadline and any(_alive(pid) for pid in sleepers):
        time.sleep(0.05)
    assert not [pid for pid in sleepers if _alive(pid)], "the program outlived fixmp"
