"""A program's own ``sitecustomize`` under the probes, which shadow it as ``sitecustomize`` first on the path.

The program's own runs once, is ``sys.modules["sitecustomize"]`` while it runs and after (as
Python would have it without the probes), and the probes still record: verify's probe
(``fixmp/runner/probe/sitecustomize.py``) alone, the fork sanitizer of ``fixmp run``
(``fixmp/runner/probe/fork_sanitizer.py``) alone, and both chained, verify's first as the
runners put them. Each program is compared with the same program run without any probe.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Dict, List, Sequence

import pytest

from fixmp.prove.verify import run_program
from fixmp.runner import probe
from fixmp.runner.records import read_probes
from fixmp.runner.sanitize import EVENTS_FILE_NAME, sanitizer_environment

pytestmark = [pytest.mark.programs, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the probes read /proc")]

REPO = Path(__file__).resolve().parent.parent
PROBE_SETS = ["verify", "run", "verify+run"]

# The program's own: says how often it ran, and whether sys.modules held it while it ran.
USERS_SITECUSTOMIZE = """\
import builtins
import sys

builtins.USER_SITECUSTOMIZE_RUNS = getattr(builtins, "USER_SITECUSTOMIZE_RUNS", 0) + 1
HELD_WHILE_RUNNING = sys.modules.get("sitecustomize") is not None and sys.modules["sitecustomize"].__dict__ is globals()
MARKER = 42
"""
READS_ITS_SITECUSTOMIZE = """\
import sitecustomize
print(sitecustomize.MARKER, sitecustomize.HELD_WHILE_RUNNING, USER_SITECUSTOMIZE_RUNS)
"""
# torch's OpenMP pool alive at a fork: the fork sanitizer records the fork.
FORKS_WITH_THE_POOL_ALIVE = """\
import os
import torch

a = torch.ones(512, 512)
a @ a
pid = os.fork()
if pid == 0:
    os._exit(0)
os.waitpid(pid, 0)
"""


def write(path: Path, source: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return path


def probed_environment(tmp_path: Path, probes: str, path_after: Sequence[Path]) -> Dict[str, str]:
    """The environment the runners give a program: verify's probe first, the sanitizer's next, then ``path_after``."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("FIXMP_")}
    env["PYTHONPATH"] = os.pathsep.join(str(folder) for folder in path_after)
    if "run" in probes:
        env = sanitizer_environment(tmp_path / "sanitizer", base=env)
    if "verify" in probes:
        (tmp_path / "probe").mkdir()
        (tmp_path / "records").mkdir()
        probe.install(tmp_path / "probe")
        env["PYTHONPATH"] = str(tmp_path / "probe") + os.pathsep + env["PYTHONPATH"]
        env[probe.RECORDS_ENV] = str(tmp_path / "records")
    return env


def run(program: Path, env: Dict[str, str]) -> "subprocess.CompletedProcess[str]":
    return subprocess.run([sys.executable, str(program)], cwd=str(program.parent), env=env, capture_output=True,
                          text=True, timeout=300, stdin=subprocess.DEVNULL)


def without_probes(program: Path, path_after: Sequence[Path]) -> "subprocess.CompletedProcess[str]":
    env = {key: value for key, value in os.environ.items() if not key.startswith("FIXMP_")}
    env["PYTHONPATH"] = os.pathsep.join(str(folder) for folder in path_after)
    return run(program, env)


def forks_recorded(tmp_path: Path, pid: int) -> List[Dict[str, object]]:
    events = (tmp_path / "sanitizer" / EVENTS_FILE_NAME).read_text(encoding="utf-8").splitlines()
    return [event for event in map(json.loads, events) if event.get("event") == "fork" and event.get("pid") == pid]


def assert_the_probes_recorded(tmp_path: Path, probes: str, pid: int) -> None:
    if "verify" in probes:
        assert pid in read_probes(tmp_path / "records")
    if "run" in probes:
        assert len(forks_recorded(tmp_path, pid)) == 1  # seen, and seen once


@pytest.mark.parametrize("probes", PROBE_SETS)
def test_the_program_gets_its_own_sitecustomize_and_the_probes_still_record(tmp_path: Path, probes: str) -> None:
    if "run" in probes:
        pytest.importorskip("torch")
    users = write(tmp_path / "site" / "sitecustomize.py", USERS_SITECUSTOMIZE).parent
    forks = FORKS_WITH_THE_POOL_ALIVE if "run" in probes else ""
    program = write(tmp_path / "program" / "main.py", forks + "import os\nprint(os.getpid())\n" + READS_ITS_SITECUSTOMIZE)
    result = run(program, probed_environment(tmp_path, probes, [users]))
    assert result.returncode == 0, result.stderr
    pid, read = result.stdout.split("\n", 1)
    assert read == "42 True 1\n"
    assert_the_probes_recorded(tmp_path, probes, int(pid))


@pytest.mark.parametrize("probes", PROBE_SETS)
def test_a_sitecustomize_beside_the_program_is_found_by_its_import_as_without_probes(
        tmp_path: Path, probes: str) -> None:
    # Python imports sitecustomize before the program's folder is on the path: only the program's own
    # `import sitecustomize` finds the one beside it, once no other module holds the name.
    program = write(tmp_path / "program" / "main.py", READS_ITS_SITECUSTOMIZE)
    write(program.parent / "sitecustomize.py", USERS_SITECUSTOMIZE)
    probed = run(program, probed_environment(tmp_path, probes, []))
    plain = without_probes(program, [])
    assert (probed.returncode, probed.stdout, probed.stderr) == (plain.returncode, plain.stdout, plain.stderr)
    assert plain.stdout == "42 True 1\n"


@pytest.mark.parametrize("probes", PROBE_SETS)
def test_without_a_sitecustomize_the_import_fails_as_without_probes_and_forks_are_seen_once(
        tmp_path: Path, probes: str) -> None:
    if "run" in probes:
        pytest.importorskip("torch")
    program = write(tmp_path / "program" / "main.py", textwrap.dedent("""\
        import os
        import sys

        print(os.getpid())
        print("sitecustomize" in sys.modules)
        try:
            import sitecustomize  # finds a probe's file again: it runs, arms nothing, and fails as Python's would
        except ImportError as error:
            print(type(error).__name__, error.name, error)
        """) + (FORKS_WITH_THE_POOL_ALIVE if "run" in probes else ""))
    probed = run(program, probed_environment(tmp_path, probes, []))
    plain = without_probes(program, [])
    assert probed.returncode == 0, probed.stderr
    pid, rest = probed.stdout.split("\n", 1)
    assert rest == plain.stdout.split("\n", 1)[1] == "False\nModuleNotFoundError sitecustomize No module named 'sitecustomize'\n"
    assert_the_probes_recorded(tmp_path, probes, int(pid))


@pytest.mark.parametrize("probes", PROBE_SETS)
def test_a_failing_sitecustomize_is_reported_as_python_reports_it(tmp_path: Path, probes: str) -> None:
    failing = write(tmp_path / "site" / "sitecustomize.py", "raise ValueError('broken on purpose')\n").parent
    program = write(tmp_path / "program" / "main.py", """\
        import os
        import sys

        print(os.getpid(), "sitecustomize" in sys.modules)
        """)
    probed = run(program, probed_environment(tmp_path, probes, [failing]))
    plain = without_probes(program, [failing])
    assert plain.stderr == "Error in sitecustomize; set PYTHONVERBOSE for traceback:\nValueError: broken on purpose\n"
    assert (probed.returncode, probed.stderr) == (plain.returncode, plain.stderr)
    pid, held = probed.stdout.split()
    assert held == plain.stdout.split()[1] == "False"
    if "verify" in probes:
        assert int(pid) in read_probes(tmp_path / "records")  # armed before the program's own failed


def test_fixmp_run_hands_the_program_its_own_sitecustomize(tmp_path: Path) -> None:
    users = write(tmp_path / "site" / "sitecustomize.py", USERS_SITECUSTOMIZE).parent
    program = write(tmp_path / "main.py", READS_ITS_SITECUSTOMIZE)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join((str(REPO), str(users))))
    done = subprocess.run([sys.executable, "-m", "fixmp", "run", "--", sys.executable, str(program)], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("42 True 1\n"), done.stdout + done.stderr


def test_verify_runs_hand_the_program_its_own_sitecustomize_under_both_probes(tmp_path: Path) -> None:
    # As fix --verify's after-runs: verify's probe first, the fork sanitizer's next, the program's path after.
    users = write(tmp_path / "site" / "sitecustomize.py", USERS_SITECUSTOMIZE).parent
    program = write(tmp_path / "main.py", READS_ITS_SITECUSTOMIZE)
    env = sanitizer_environment(tmp_path / "sanitizer", base={"PYTHONPATH": str(users)})
    outcome = run_program(program, timeout=300, env=env, expected_output="42 True 1")
    assert outcome.outcome == "ok", (outcome.detail, outcome.stderr)
