"""Every process a command started is gone once ``fixmp run``, ``verify`` or ``fix --verify`` is done
with it: those that left the run's session (``os.setsid()``: a daemon, a double fork) included, and
also when fixmp itself is SIGKILLed (the reaper's path). ``fix --verify`` runs its command through the
runner ``verify`` runs fixtures with (``fixmp.runner.run``), tested here through ``verify``.

The programs write their pids to a file; a process counts as gone when ``/proc`` no longer shows it
or shows it a zombie (killed, not yet reaped by an init that may be slow to do it). Waits are bounded
and generous: nothing here depends on how fast the machine is.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import List

import pytest

from fixmp.processes import leftovers

pytestmark = pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="finds processes in /proc")

REPO = Path(__file__).resolve().parent.parent
# How long a killed process may take to disappear, and a started one to write its pid (a busy machine).
WAIT_SECONDS = 60.0

# The main process starts a daemon the classic way: fork, setsid, fork again, the middle one exits.
# The daemon writes its pid, then the main process writes its own and, with `hang`, sleeps.
DAEMONIZING = """\
import os, sys, time
pid_file = {pid_file!r}
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        with open(pid_file, "a") as handle:
            handle.write("%d\\n" % os.getpid())
        time.sleep(600)
    os._exit(0)
os.wait()
while not (os.path.exists(pid_file) and open(pid_file).read().count("\\n") % 2 == 1):
    time.sleep(0.01)  # until the daemon has written its pid: none of it can be missed
with open(pid_file, "a") as handle:
    handle.write("%d\\n" % os.getpid())
if {hang!r}:
    time.sleep(600)
"""


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rpartition(")")[2].split()[0] != "Z"
    except OSError:
        return False


def pids_written(pid_file: Path, count: int, fixmp: "subprocess.Popen[bytes]") -> List[int]:
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        pids = pid_file.read_text().split() if pid_file.exists() else []
        if len(pids) >= count:
            return [int(pid) for pid in pids]
        assert fixmp.poll() is None, "fixmp ended before the program wrote its pids"
        time.sleep(0.05)
    pytest.fail("the program never wrote its pids")


def left_running(pids: List[int]) -> List[int]:
    """The ``pids`` still running after a bounded wait; each is killed here, so that no test leaks it."""
    deadline = time.monotonic() + WAIT_SECONDS
    while any(alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    running = [pid for pid in pids if alive(pid)]
    for pid in running:
        os.kill(pid, signal.SIGKILL)
    return running


def run_fixmp(tmp_path: Path, *arguments: str) -> str:
    """fixmp's output, which goes to a file: a process left running would hold a pipe open."""
    output = tmp_path / "fixmp-output"
    with open(output, "wb") as handle:
        subprocess.run([sys.executable, "-m", "fixmp", *arguments], cwd=tmp_path, env=fixmp_environment(),
                       stdout=handle, stderr=subprocess.STDOUT, timeout=WAIT_SECONDS * 4)
    return output.read_text()


def fixmp_environment() -> dict:
    return dict(os.environ, PYTHONPATH=str(REPO))


@pytest.mark.parametrize("hang", [True, False], ids=["hung-until-the-time-limit", "exits"])
def test_run_kills_a_daemon_the_program_started(tmp_path: Path, hang: bool) -> None:
    pid_file = tmp_path / "pids"
    (tmp_path / "prog.py").write_text(DAEMONIZING.format(pid_file=str(pid_file), hang=hang))
    output = run_fixmp(tmp_path, "run", "--timeout", "3", "--", sys.executable, "prog.py")
    assert "fixmp run:" in output, output
    daemon, main = (int(pid) for pid in pid_file.read_text().split())
    assert left_running([daemon, main]) == []


def test_verify_kills_the_daemons_of_its_runs(tmp_path: Path) -> None:
    pid_file = tmp_path / "pids"
    folder = tmp_path / "fixtures" / "FMP900"
    folder.mkdir(parents=True)
    program = "# fixmp-fixture: before=ok needs=cpu\n" + DAEMONIZING.format(pid_file=str(pid_file), hang=False)
    (folder / "daemon.before.py").write_text(program)
    (folder / "daemon.after.py").write_text(program)
    output = run_fixmp(tmp_path, "verify", "--jobs", "1", str(tmp_path / "fixtures"))
    pids = [int(pid) for pid in pid_file.read_text().split()]
    assert len(pids) >= 2 and len(pids) % 2 == 0, output  # a daemon and a main process a run
    assert left_running(pids) == []


@pytest.mark.parametrize("command", ["run", "verify"])
def test_the_reaper_kills_the_daemon_when_fixmp_is_killed(tmp_path: Path, command: str) -> None:
    pid_file = tmp_path / "pids"
    program = DAEMONIZING.format(pid_file=str(pid_file), hang=True)
    if command == "run":
        (tmp_path / "prog.py").write_text(program)
        arguments = ["run", "--timeout", "600", "--", sys.executable, "prog.py"]
    else:
        folder = tmp_path / "fixtures" / "FMP900"
        folder.mkdir(parents=True)
        program = "# fixmp-fixture: before=hang needs=cpu timeout=600\n" + program
        (folder / "daemon.before.py").write_text(program)
        (folder / "daemon.after.py").write_text(program)
        arguments = ["verify", "--jobs", "1", "--idle-seconds", "0", str(tmp_path / "fixtures")]
    fixmp = subprocess.Popen([sys.executable, "-m", "fixmp", *arguments], cwd=tmp_path, env=fixmp_environment(),
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        pids = pids_written(pid_file, 2, fixmp)
        assert all(alive(pid) for pid in pids)
    finally:
        os.killpg(fixmp.pid, signal.SIGKILL)  # fixmp's whole process group, as a CI runner's kill would
        fixmp.wait()
    assert left_running(pids) == [], "the program's processes outlived fixmp"


def test_a_kill_by_mark_spares_the_processes_of_other_runs(tmp_path: Path) -> None:
    ours, theirs = leftovers.new_mark(), leftovers.new_mark()
    sleep = [sys.executable, "-c", "import time; time.sleep(600)"]
    marked = subprocess.Popen(sleep, env=leftovers.marked_environment(os.environ, ours))
    other = subprocess.Popen(sleep, env=leftovers.marked_environment(os.environ, theirs))
    try:
        assert leftovers.marked_processes(ours) == [marked.pid]
        assert leftovers.kill_leftovers((), (ours,))
        assert marked.wait(timeout=WAIT_SECONDS) == -signal.SIGKILL
        assert other.poll() is None and alive(other.pid)
    finally:
        for process in (marked, other):
            process.kill()
            process.wait()
