"""The probe (fixmp/runner/probe/sitecustomize.py), run as the runner runs it: in other interpreters.

The probe is never imported into this test process: it would arm faulthandler and
wrap multiprocessing here. Each test runs a small program in a fresh interpreter,
with the probe either installed the runner's way (copied as ``sitecustomize.py``
into a folder first on ``PYTHONPATH``) or loaded under another name by importlib.
"""

from __future__ import annotations

import ast
import filecmp
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from fixmp.runner import probe
from fixmp.runner.records import read_children, read_probes, read_stack_dump

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the runner is Linux only")


def probe_folders(tmp_path: Path):
    probe_dir, records = tmp_path / "probe", tmp_path / "records"
    probe_dir.mkdir()
    records.mkdir()
    probe.install(probe_dir)
    return probe_dir, records


def probed_environment(probe_dir: Path, records: Path, *more_path: Path):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(str(folder) for folder in (probe_dir, *more_path))
    env[probe.RECORDS_ENV] = str(records)
    env["PYTHONUNBUFFERED"] = "1"
    return env


def run_probed(tmp_path: Path, source: str, *more_path: Path) -> subprocess.CompletedProcess:
    probe_dir, records = probe_folders(tmp_path)
    program = tmp_path / "program.py"
    program.write_text(textwrap.dedent(source).lstrip(), encoding="utf-8")
    return subprocess.run([sys.executable, str(program)], cwd=str(tmp_path), capture_output=True, text=True,
                          env=probed_environment(probe_dir, records, *more_path), timeout=60,
                          stdin=subprocess.DEVNULL)


def test_install_copies_the_probe_file_unchanged(tmp_path):
    copy = probe.install(tmp_path)
    assert copy == tmp_path / "sitecustomize.py"
    assert filecmp.cmp(probe.SOURCE, copy, shallow=False)


def test_the_probe_imports_only_the_standard_library():
    tree = ast.parse(probe.SOURCE.read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported.update(alias.name.partition(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, "a relative import would need the fixmp package"
            imported.add(node.module.partition(".")[0])
    assert imported
    if sys.version_info >= (3, 10):
        assert imported <= set(sys.stdlib_module_names), imported - set(sys.stdlib_module_names)
    assert not any(name.startswith("fixmp") for name in imported)


def test_a_forked_child_and_its_exit_code_are_recorded(tmp_path):
    result = run_probed(tmp_path, """
        import multiprocessing as mp
        import os
        import sys

        def work():
            sys.exit(3)

        if __name__ == "__main__":
            child = mp.get_context("fork").Process(target=work, name="worker")
            child.start()
            child.join()
            print(os.getpid(), child.pid, child.exitcode)
    """)
    assert result.returncode == 0, result.stderr
    parent_pid, child_pid, exitcode = map(int, result.stdout.split())
    assert exitcode == 3
    records = tmp_path / "records"
    # Both processes armed their stack dumps: the child re-armed after the fork.
    assert {parent_pid, child_pid} <= set(read_probes(records))
    assert (records / f"stack-{child_pid}.txt").exists()
    assert (records / f"fatal-{child_pid}.txt").exists()
    # The child wrote its start and exit code; the parent wrote what it saw on join.
    started, exit_text, name = (records / f"child-{child_pid}").read_text().split("\n")
    assert float(started) > 0 and exit_text == "3" and name == "worker"
    assert (records / f"joined-{child_pid}").read_text() == "3\n0\n"
    (child,) = read_children(records)
    assert (child.pid, child.name, child.exitcode, child.joined_exitcode, child.stopped_by_parent) == (
        child_pid, "worker", 3, 3, False)
    assert not list(records.glob("*.partial"))


def test_a_child_the_parent_terminates_is_recorded_as_stopped(tmp_path):
    result = run_probed(tmp_path, """
        import multiprocessing as mp
        import time

        if __name__ == "__main__":
            child = mp.get_context("fork").Process(target=time.sleep, args=(60,))
            child.start()
            child.terminate()
            child.join()
            print(child.pid)
    """)
    assert result.returncode == 0, result.stderr
    child_pid = int(result.stdout)
    assert (tmp_path / "records" / f"joined-{child_pid}").read_text() == f"{-signal.SIGTERM}\n1\n"
    (child,) = read_children(tmp_path / "records")
    assert child.stopped_by_parent and child.joined_exitcode == -signal.SIGTERM


def test_the_probe_runs_the_sitecustomize_it_shadows(tmp_path):
    other = tmp_path / "other"
    other.mkdir()
    (other / "sitecustomize.py").write_text("import builtins\nbuiltins.FIXMP_CHAINED = True\n", encoding="utf-8")
    result = run_probed(tmp_path, """
        import builtins
        import sitecustomize
        print(getattr(builtins, "FIXMP_CHAINED", False), sitecustomize.__file__)
    """, other)
    assert result.returncode == 0, result.stderr
    chained, loaded = result.stdout.split()
    assert chained == "True"
    assert Path(loaded) == other / "sitecustomize.py"  # the program's import gets the module it shadows


def test_sigusr1_makes_a_probed_process_dump_its_stack(tmp_path):
    probe_dir, records = probe_folders(tmp_path)
    program = tmp_path / "sleeper.py"
    program.write_text("import time\n\ndef wait_here():\n    time.sleep(60)\n\nwait_here()\n", encoding="utf-8")
    process = subprocess.Popen([sys.executable, str(program)], cwd=str(tmp_path), stdin=subprocess.DEVNULL,
                               env=probed_environment(probe_dir, records))
    try:
        deadline = time.monotonic() + 120  # a wait, not a bound: it ends as soon as the stack is read
        while process.pid not in read_probes(records):
            assert time.monotonic() < deadline and process.poll() is None, "the probe never armed"
            time.sleep(0.02)
        # Asked again until a dump comes from inside the sleep: on a busy machine the program
        # may not have reached it at the first signal.
        while "wait_here" not in read_stack_dump(records, process.pid):
            assert time.monotonic() < deadline and process.poll() is None, read_stack_dump(records, process.pid)
            os.kill(process.pid, signal.SIGUSR1)
            time.sleep(0.2)
        assert process.poll() is None, "SIGUSR1 must not end a probed process"
    finally:
        process.kill()
        process.wait()
    dump = read_stack_dump(records, process.pid)
    assert f'File "{program}", line 4 in wait_here' in dump


LOAD_UNDER_ANOTHER_NAME = """
import importlib.util, json, os, sys
spec = importlib.util.spec_from_file_location("fixmp_probe_under_test", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
print(json.dumps({"records": module._RECORDS, "armed": len(module._open_dumps),
                  "multiprocessing": "multiprocessing.process" in sys.modules, "pid": os.getpid()}))
"""


@pytest.mark.parametrize("with_records", [True, False])
def test_the_probe_arms_only_with_a_records_folder(tmp_path, with_records):
    records = tmp_path / "records"
    records.mkdir()
    env = {key: value for key, value in os.environ.items() if key != probe.RECORDS_ENV}
    if with_records:
        env[probe.RECORDS_ENV] = str(records)
    result = subprocess.run([sys.executable, "-c", LOAD_UNDER_ANOTHER_NAME, str(probe.SOURCE)], env=env,
                            capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    if with_records:
        assert state["records"] == str(records)
        assert state["armed"] == 2 and state["multiprocessing"]
        assert set(read_probes(records)) == {state["pid"]}
    else:
        assert state["records"] is None
        assert state["armed"] == 0
        assert not list(records.iterdir())
