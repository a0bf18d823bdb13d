"""The example workflow that runs a project's tests under ``fixmp run`` (examples/github-actions/fixmp-run.yml).

Checked as tests/test_workflow.py checks the auto-fix example: actions pinned by commit with the
release in a comment, zizmor's audits at its defaults, the install step's refusal of the
placeholders; and its test step run as the runner runs it, with a stand-in ``fixmp`` for this
working tree, on a project whose test forks with torch's OpenMP pool alive and on one whose does not.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml
from test_workflow import CURRENT_PINS, PLACEHOLDERS, _run_step, _runner_env, _tool, _zizmor

REPO = Path(__file__).resolve().parent.parent
WORKFLOW = REPO / "examples" / "github-actions" / "fixmp-run.yml"

TEST_THAT_FORKS = """\
    import multiprocessing as mp
    import torch


    def test_a_worker_after_parallel_work():
        x = torch.ones(512, 512)
        x @ x  # starts torch's OpenMP pool
        worker = mp.get_context("fork").Process(target=(x @ x).sum)
        worker.start()  # the fork
        worker.join(timeout=2)  # it waits for ever on the pool the fork did not copy
        worker.kill()
        worker.join()
    """
TEST_THAT_SPAWNS = TEST_THAT_FORKS.replace('get_context("fork")', 'get_context("spawn")')


def _job() -> dict:
    [job] = yaml.safe_load(WORKFLOW.read_text())["jobs"].values()
    return job


def _runs() -> dict:
    return {step["name"]: step["run"] for step in _job()["steps"] if "run" in step}


def test_workflow_shape() -> None:
    workflow, job, text = yaml.safe_load(WORKFLOW.read_text()), _job(), WORKFLOW.read_text()
    assert workflow["permissions"] == {} and job["permissions"] == {"contents": "read"}
    assert job["env"] == PLACEHOLDERS
    uses = [step["uses"] for step in job["steps"] if "uses" in step]
    assert [use.split("@")[0] for use in uses] == ["actions/checkout", "actions/setup-python"]
    for use in uses:
        action, commit = use.split("@")
        assert commit == CURRENT_PINS[action][0]
        assert f"uses: {action}@{commit}  # {CURRENT_PINS[action][1]}" in text
    assert job["steps"][0]["with"]["persist-credentials"] is False
    runs = _runs()
    assert list(runs) == ["Install fixmp with its run extra (from a pinned commit)",
                          "Install the project and its test dependencies", "Run the tests under the sanitizer"]
    install = runs["Install fixmp with its run extra (from a pinned commit)"]
    # fixmp in an environment of its own: nothing of it (torch least of all) is installed into the project's.
    assert install.rstrip().endswith('python -m venv "$RUNNER_TEMP/fixmp"\n"$RUNNER_TEMP/fixmp/bin/python" -m pip '
                                     'install "fixmp[run] @ git+${FIXMP_REPOSITORY}@${FIXMP_COMMIT}"')
    assert runs["Run the tests under the sanitizer"].startswith('"$RUNNER_TEMP/fixmp/bin/fixmp" run --fail-on-hazard ')
    assert runs["Run the tests under the sanitizer"].endswith(" -- python -m pytest")


def test_zizmor(tmp_path: Path) -> None:
    done = _zizmor(tmp_path)(WORKFLOW)
    assert done.returncode == 0, done.stdout + done.stderr


def test_actionlint() -> None:
    actionlint = _tool("actionlint")
    if actionlint is None:
        pytest.skip("actionlint is not installed")
    done = subprocess.run([actionlint, "-oneline", "-no-color", str(WORKFLOW)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and not done.stdout, done.stdout + done.stderr


def test_install_step_refuses_placeholders(tmp_path: Path) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    python = bin_dir / "python"  # were pip reached, it would fail the test, not install anything
    python.write_text("#!/bin/sh\necho pip was run >&2\nexit 99\n")
    python.chmod(0o755)
    install = _runs()["Install fixmp with its run extra (from a pinned commit)"]
    done = _run_step(install, tmp_path, _runner_env(tmp_path, bin_dir, **PLACEHOLDERS), tmp_path / "scripts")
    assert done.returncode == 1 and done.stdout.startswith("::error::Set FIXMP_REPOSITORY and FIXMP_COMMIT")
    assert "pip was run" not in done.stderr


def test_the_test_step_fails_on_a_hazard_and_annotates_its_line(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    env = _runner_env(tmp_path, bin_dir, **PLACEHOLDERS)
    # Stand-ins for this working tree's fixmp, in its environment of its own, and for the Python that
    # setup-python would put first on PATH.
    fixmp = Path(env["RUNNER_TEMP"]) / "fixmp" / "bin" / "fixmp"
    fixmp.parent.mkdir(parents=True)
    fixmp.write_text(f'#!/bin/sh\nPYTHONPATH="{REPO}" exec "{sys.executable}" -m fixmp "$@"\n')
    (bin_dir / "python").write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    for tool in (fixmp, bin_dir / "python"):
        tool.chmod(0o755)
    step = _runs()["Run the tests under the sanitizer"]
    outcomes = {}
    for name, test in (("forks", TEST_THAT_FORKS), ("spawns", TEST_THAT_SPAWNS)):
        project = tmp_path / name
        project.mkdir()
        (project / "test_worker.py").write_text(textwrap.dedent(test))
        outcomes[name] = _run_step(step, project, env, tmp_path / "scripts")
    forks, spawns = outcomes["forks"], outcomes["spawns"]
    assert forks.returncode == 1, forks.stdout + forks.stderr
    assert "1 passed" in forks.stdout  # the test passed: the child that hung was killed by the test itself
    line = next(number for number, text in enumerate(textwrap.dedent(TEST_THAT_FORKS).splitlines(), 1)
                if "# the fork" in text)
    assert f"::error file=test_worker.py,line={line}," in forks.stdout
    assert "FMP002" in forks.stdout and "1 fork hazard" in forks.stderr
    assert spawns.returncode == 0 and "1 passed" in spawns.stdout, spawns.stdout + spawns.stderr
    assert "no fork hazard" in spawns.stderr
