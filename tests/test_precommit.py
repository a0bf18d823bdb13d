"""The pre-commit hooks, run by the real `pre-commit` from a config written as the snippet of docs/usage.md.

The example GitHub Actions workflow is tested in test_workflow.py.
"""

from __future__ import annotations

import os
import re
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
USAGE = REPO / "docs" / "usage.md"  # the pre-commit section's page
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


def _readme_snippet() -> str:
    """The YAML block of the "### pre-commit" section of docs/usage.md, verbatim."""
    section = USAGE.read_text(encoding="utf-8").split("\n### pre-commit\n", 1)[1].split("\n### ", 1)[0]
    [block] = re.findall(r"```yaml\n(.*?)```", section, re.S)
    return block


def _readme_config(repository: str, revision: str) -> str:
    """The README's snippet with its two placeholders replaced, and nothing else."""
    snippet = _readme_snippet()
    assert snippet.count("https://github.com/<OWNER>/fixmp") == 1 and snippet.count("<COMMIT>") == 1
    config = snippet.replace("https://github.com/<OWNER>/fixmp", repository).replace("<COMMIT>", revision)
    assert not re.search(r"<[A-Z]+>", config)
    return config


def test_readme_snippet():
    config = yaml.safe_load(_readme_snippet())
    assert config == {"repos": [{"repo": "https://github.com/<OWNER>/fixmp", "rev": "<COMMIT>",
                                 "hooks": [{"id": "fixmp-check"}]}]}
    assert "      # - id: fixmp-fix" in _readme_snippet()  # the alternative it offers, commented out
    # The manifest's comment shows the same pin.
    comment = [line[1:].strip() for line in (REPO / ".pre-commit-hooks.yaml").read_text().splitlines()
               if line.startswith("#")]
    assert "- repo: https://github.com/<OWNER>/fixmp" in comment
    assert any(line.startswith("rev: <COMMIT>   # a full 40-character commit hash") for line in comment)


def test_readme_snippet_is_a_valid_config(tmp_path):
    config = tmp_path / ".pre-commit-config.yaml"
    config.write_text(_readme_config("https://github.com/someone/fixmp", "0123456789abcdef" * 2 + "01234567"))
    done = subprocess.run([sys.executable, "-m", "pre_commit", "validate-config", str(config)], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


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
    # The README's snippet as written, with its placeholders replaced and the fixmp-fix line it offers
    # uncommented (the test runs both hooks).
    config = _readme_config(str(hooks), revision).replace("# - id: fixmp-fix", "- id: fixmp-fix")
    assert yaml.safe_load(config) == {"repos": [{
        "repo": str(hooks), "rev": revision, "hooks": [{"id": "fixmp-check"}, {"id": "fixmp-fix"}],
    }]}
    (project / ".pre-commit-config.yaml").write_text(config)
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
    assert "train.py:10:5: FMP001" in checked.stdout
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

    # With no release tags, `pre-commit autoupdate` moves the pinned hash to the newest commit.
    (hooks / "CHANGES").write_text("a later commit\n")
    subprocess.run([*GIT, "add", "CHANGES"], cwd=hooks, check=True)
    subprocess.run([*GIT, "commit", "-q", "-m", "later"], cwd=hooks, check=True)
    newest = subprocess.run(["git", "rev-parse", "HEAD"], cwd=hooks, capture_output=True, text=True,
                            check=True).stdout.strip()
    updated = pre_commit("autoupdate")
    assert updated.returncode == 0, updated.stdout + updated.stderr
    assert yaml.safe_load((project / ".pre-commit-config.yaml").read_text())["repos"][0]["rev"] == newest
