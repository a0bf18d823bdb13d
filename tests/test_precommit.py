"""The pre-commit hooks, run by the real `pre-commit`, and the example GitHub Actions workflow's commands."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from programs import HAZARD, HAZARD_FIXED
from test_isolation import plant

from fixmp.cli import build_parser

REPO = Path(__file__).resolve().parent.parent
WORKFLOW = REPO / "examples" / "github-actions" / "fixmp-autofix.yml"
GIT = ["git", "-c", "user.name=fixmp", "-c", "user.email=fixmp@example.com", "-c", "commit.gpgsign=false"]


def _git_repo(folder: Path) -> None:
    subprocess.run([*GIT, "init", "-q"], cwd=folder, check=True)
    subprocess.run([*GIT, "add", "."], cwd=folder, check=True)
    subprocess.run([*GIT, "commit", "-q", "-m", "initial"], cwd=folder, check=True)


def test_hooks_manifest():
    hooks = {hook["id"]: hook for hook in yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text())}
    assert set(hooks) == {"fixmp-check", "fixmp-fix"}
    # pre-commit names every staged file: --force-exclude keeps the configured excludes out.
    assert hooks["fixmp-check"]["entry"] == "fixmp check --force-exclude"
    assert hooks["fixmp-fix"]["entry"] == "fixmp fix --force-exclude"
    parser = build_parser()
    for hook in hooks.values():
        assert hook["language"] == "python"
        assert hook["types"] == ["python"]
        # pre-commit appends the file names: the entry must parse with them.
        args = parser.parse_args([*hook["entry"].split()[1:], "a.py", "b.py"])
        assert args.paths == [Path("a.py"), Path("b.py")]


def _hook_repository(folder: Path) -> Path:
    """This working tree's package as a committed repository, as pre-commit clones one.

    A copy, not the checkout itself: try-repo would clone HEAD plus *tracked*
    changes only, and uncommitted new files would be missing.
    """
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("fixmp", "codemods"):
        shutil.copytree(REPO / name, folder / name, ignore=ignore)
    for name in ("pyproject.toml", ".pre-commit-hooks.yaml", "README.md", "LICENSE"):
        if (REPO / name).exists():
            shutil.copy2(REPO / name, folder / name)
    if not (folder / "README.md").exists():
        (folder / "README.md").write_text("# fixmp\n")
    _git_repo(folder)
    return folder


@pytest.mark.network
def test_pre_commit_hooks_check_then_fix_then_pass(tmp_path):
    """try-repo, as a hook author tries hooks; then a config pinning the repository, as users run them.

    Every try-repo builds the hook's environment afresh (a few seconds: pip installs
    fixmp and libcst), the configured repository builds it once for both hooks.
    """
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    hooks = _hook_repository(tmp_path / "fixmp-hooks")
    revision = subprocess.run(["git", "rev-parse", "HEAD"], cwd=hooks, capture_output=True, text=True,
                              check=True).stdout.strip()
    project = tmp_path / "project"
    project.mkdir()
    (project / "train.py").write_text(HAZARD)
    (project / "notes.txt").write_text("import multiprocessing; not Python\n")
    # A hostile tree: a module for every standard-library name in the folder the hooks run in (each
    # records that it ran, outside the project).
    marker = tmp_path / "marker.txt"
    plant(project, marker)
    planted = len(list(project.glob("*.py"))) - 1
    (project / ".pre-commit-config.yaml").write_text(yaml.safe_dump({"repos": [{
        "repo": str(hooks), "rev": revision, "hooks": [{"id": "fixmp-check"}, {"id": "fixmp-fix"}],
    }]}))
    _git_repo(project)
    env = dict(os.environ, PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"), PRE_COMMIT_COLOR="never")
    env.pop("PYTHONPATH", None)

    def pre_commit(*args):
        # -P: pre-commit itself, started with -m, must not import the planted modules either.
        safe_path = ["-P"] if sys.version_info >= (3, 11) else []
        return subprocess.run([sys.executable, *safe_path, "-m", "pre_commit", *args], cwd=project, env=env,
                              capture_output=True, text=True, timeout=300)

    checked = pre_commit("try-repo", str(hooks), "fixmp-check", "--all-files")
    assert checked.returncode == 1, checked.stdout + checked.stderr
    assert "train.py:9:9: FMP001" in checked.stdout
    assert f"{1 + planted} files scanned" in checked.stdout  # types: [python] passes the Python files only
    assert (project / "train.py").read_text() == HAZARD

    fixed = pre_commit("run", "fixmp-fix", "--all-files")
    assert fixed.returncode == 1, fixed.stdout + fixed.stderr  # pre-commit fails a hook that modifies files
    assert "files were modified by this hook" in fixed.stdout
    assert (project / "train.py").read_text() == HAZARD_FIXED

    again = pre_commit("run", "fixmp-check", "--all-files")
    assert again.returncode == 0, again.stdout + again.stderr
    assert "fixmp check" in again.stdout and "Passed" in again.stdout
    assert not marker.exists(), f"ran from the project: {marker.read_text().split()}"


def _workflow_fixmp_commands():
    workflow = yaml.safe_load(WORKFLOW.read_text())
    steps = [step for job in workflow["jobs"].values() for step in job["steps"]]
    return steps, [step["run"] for step in steps if "run" in step and "fixmp " in step["run"]]


def test_workflow_shape():
    steps, commands = _workflow_fixmp_commands()
    uses = [step.get("uses", "").split("@")[0] for step in steps]
    assert "github/codeql-action/upload-sarif" in uses
    assert "peter-evans/create-pull-request" in uses
    upload = next(step for step in steps if step.get("uses", "").startswith("github/codeql-action/upload-sarif"))
    assert upload["with"]["sarif_file"] == "${{ runner.temp }}/fixmp.sarif"
    assert any('fixmp check --format sarif > "$RUNNER_TEMP/fixmp.sarif"' in command for command in commands)
    assert any(command.startswith("fixmp fix") for command in commands)
    assert '--verify "python train.py"' in WORKFLOW.read_text()  # offered, commented out


def test_workflow_commands_run_against_a_project(tmp_path):
    """Every `run:` line that calls fixmp, run as GitHub runs it (bash -e -o pipefail)."""
    _, commands = _workflow_fixmp_commands()
    assert len(commands) >= 3
    project = tmp_path / "project"
    project.mkdir()
    (project / "train.py").write_text(HAZARD)
    (project / "notes.txt").write_text("import multiprocessing; not Python\n")
    runner_temp = tmp_path / "runner-temp"
    runner_temp.mkdir()
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "fixmp"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m fixmp "$@"\n')
    shim.chmod(0o755)
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}", RUNNER_TEMP=str(runner_temp),
               PYTHONPATH=str(REPO))
    for command in commands:
        done = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", command], cwd=project, env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"
        if "--format github" in command:
            assert done.stdout.startswith("::error file=train.py,line=9,col=9,")
    sarif = json.loads((runner_temp / "fixmp.sarif").read_text())
    [result] = sarif["runs"][0]["results"]
    assert result["ruleId"] == "FMP001"
    assert result["fixes"]
    assert (project / "train.py").read_text() == HAZARD_FIXED
    # The same steps fail on an error (exit 2), not only on findings.
    (project / "broken.py").write_text("from multiprocessing import Process\ndef f(:\n")
    check = next(command for command in commands if "--format sarif" in command)
    done = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", check], cwd=project, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
