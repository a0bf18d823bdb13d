"""``pytest --fixmp`` (fixmp/runner/pytest_plugin.py): the runtime sanitizer inside a test run.

Each run is a real pytest in a process of its own, on a test file written here, with the plugin
loaded by name (the other plugins of this environment left out, so that the run is the same
wherever this suite runs).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from importlib import metadata
from pathlib import Path

import pytest

from fixmp.runner.native import py_spy

pytest.importorskip("torch")
pytestmark = [pytest.mark.programs, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the probe reads /proc")]

REPO = Path(__file__).resolve().parent.parent

TESTS = """\
    import multiprocessing as mp
    import torch


    def corner(i):
        x = torch.ones(256, 256)
        return int((x @ x)[0, 0]) + i


    def test_a_worker_after_parallel_work():
        x = torch.ones(512, 512)
        x @ x  # starts torch's OpenMP pool
        worker = mp.get_context("fork").Process(target=(x @ x).sum)
        worker.start()  # the fork
        worker.join(timeout=2)  # it waits for ever on the pool the fork did not copy
        worker.kill()
        worker.join()


    def test_a_spawned_worker_after_parallel_work():
        x = torch.ones(512, 512)
        x @ x
        worker = mp.get_context("spawn").Process(target=print, args=("spawned",))
        worker.start()
        worker.join()


    def test_no_process():
        assert torch.ones(2).sum() == 2
    """

DEADLOCK = """\


    def test_a_pool_whose_workers_deadlock():
        a = torch.ones(512, 512)
        a @ a
        with mp.get_context("fork").Pool(2) as pool:  # the pool's fork
            assert pool.map(corner, range(4))


    def test_after_the_deadlock():
        assert True
    """


def _pytest(folder: Path, *arguments: str) -> "subprocess.CompletedProcess[str]":
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1", PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "fixmp.runner.pytest_plugin", "-p", "no:cacheprovider",
                           "-rfE", *arguments], cwd=folder, env=env, capture_output=True, text=True, timeout=600)


def _failed(output: str) -> list:
    return sorted(re.findall(r"^FAILED test_workers\.py::(\w+)", output, flags=re.MULTILINE))


def _line(text: str, marker: str) -> int:
    return next(number for number, line in enumerate(textwrap.dedent(text).splitlines(), 1) if marker in line)


def test_a_test_that_forks_with_the_pool_alive_fails_with_the_site(tmp_path: Path) -> None:
    (tmp_path / "test_workers.py").write_text(textwrap.dedent(TESTS))
    plain = _pytest(tmp_path)
    assert plain.returncode == 0, plain.stdout  # the premise: the test passes (its child was killed)
    watched = _pytest(tmp_path, "--fixmp")
    assert watched.returncode == 1, watched.stdout + watched.stderr
    assert _failed(watched.stdout) == ["test_a_worker_after_parallel_work"]
    assert "2 passed" in watched.stdout
    assert "fixmp found what makes a forked child hang or crash during this test:" in watched.stdout
    assert f"  test_workers.py:{_line(TESTS, '# the fork')}:5: FMP002 `start()` forks while torch's OpenMP pool " \
           "was alive" in watched.stdout


@pytest.mark.skipif(py_spy() is None, reason="py-spy (the test extra) reads native stacks")
def test_a_test_whose_children_deadlock_is_ended_and_the_run_goes_on(tmp_path: Path) -> None:
    """Without the plugin this test file never ends; with it, the deadlocked test fails with its verdict."""
    (tmp_path / "test_workers.py").write_text(textwrap.dedent(TESTS) + textwrap.dedent(DEADLOCK))
    watched = _pytest(tmp_path, "--fixmp")
    assert watched.returncode == 1, watched.stdout + watched.stderr
    assert _failed(watched.stdout) == ["test_a_pool_whose_workers_deadlock", "test_a_worker_after_parallel_work"]
    assert "3 passed" in watched.stdout  # test_after_the_deadlock ran
    assert "ForkDeadlock: pid " in watched.stdout and " blocked in OpenMP (libgomp) under at::" in watched.stdout
    pool_line = _line(TESTS + DEADLOCK, "# the pool's fork")
    assert f"  test_workers.py:{pool_line}:5: FMP002 `Pool()` forks while torch's OpenMP pool was alive" \
        in watched.stdout


def test_a_fault_in_the_watch_is_said_and_ends_the_run_with_3(tmp_path: Path) -> None:
    """A watch that dies would leave a later deadlock hanging the run with no word: its fault is said, at the
    test it happened in and at the end, and the run exits as pytest's internal errors do."""
    (tmp_path / "conftest.py").write_text(
        "from fixmp.runner import pytest_plugin\n\n"
        "def _broken():\n    raise LookupError('the process table could not be read')\n\n"
        "pytest_plugin._this_test_processes = _broken\n")
    (tmp_path / "test_slow.py").write_text(
        "import time\n\ndef test_waits():\n    time.sleep(1.5)\n\ndef test_next():\n    assert True\n")
    done = _pytest(tmp_path, "--fixmp")
    assert done.returncode == 3, done.stdout + done.stderr
    assert re.findall(r"^FAILED test_slow\.py::(\w+)", done.stdout, flags=re.MULTILINE) == ["test_waits"]
    assert "fixmp's deadlock watch stopped, a hang from here on is not ended:" in done.stdout
    assert "LookupError: the process table could not be read" in done.stdout
    assert "1 passed" in done.stdout


def test_without_the_flag_the_plugin_does_nothing(tmp_path: Path) -> None:
    (tmp_path / "test_probe.py").write_text(
        "import os, sys\n\ndef test_nothing_armed():\n"
        "    assert not getattr(sys, '_fixmp_fork_sanitizer_armed', False)\n"
        "    assert 'FIXMP_SANITIZER_EVENTS' not in os.environ\n")
    done = _pytest(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_plugin_is_a_pytest11_entry_point() -> None:
    """Installed with fixmp (as pytest-cov is), so that ``pytest --fixmp`` works in the project's environment."""
    points = [point for point in metadata.entry_points(group="pytest11") if point.name == "fixmp"]
    assert [point.value for point in points] == ["fixmp.runner.pytest_plugin"]
