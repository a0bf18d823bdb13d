"""A proof's copy of a git work tree links to the files git ignores instead of copying them.

A project's ignored ``data/`` (or checkpoints, or a generated package) is read by the program, so the
copy must hold it, but copying 200 MB into every run's copy is what issue #41 met. The copy makes each
ignored folder anew and links each ignored file to the original: the program reads and imports what it
did, and what it creates stays in its copy. Every check here is of the copy on disk or of a real run.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Dict, List

import pytest

from fixmp.cli import main
from fixmp.prove.proof import ProofError, _write_into_copy, copy_project, git_ignored

REPO = Path(__file__).resolve().parent.parent
HANGING = REPO / "fixtures" / "FMP002" / "model_orthogonal_init_defer.before.py"
BIG = 4 * 1024 * 1024  # a data file worth not copying; its size decides nothing here

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

READER = """
    import os

    with open("data/x.txt") as data:
        print("read", data.read().strip(), "linked", os.path.islink("data/x.txt"))
    with open("data/made.txt", "w") as made:
        made.write("made by the run")
"""


def _git_environment() -> Dict[str, str]:
    # The test's own git calls, free of a hook's GIT_ variables like fixmp's.
    return {name: value for name, value in os.environ.items() if not name.startswith("GIT_")}


def git(folder: Path, *arguments: str) -> None:
    subprocess.run(["git", *arguments], cwd=folder, env=_git_environment(), check=True, capture_output=True)


def write(root: Path, files: Dict[str, str]) -> None:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text).lstrip())


def data_project(root: Path, *, in_git: bool) -> Path:
    """main.py (tracked) reads data/x.txt and writes data/made.txt; data/ holds a big file too."""
    write(root, {".gitignore": "data/\n", "main.py": READER, "data/x.txt": "rows\n", "data/deep/y.txt": "y\n"})
    (root / "data" / "big.bin").write_bytes(b"\0" * BIG)
    if in_git:
        git(root, "init", "-q")
        git(root, "add", ".gitignore", "main.py")
    return root


def regular_files(copy: Path) -> List[str]:
    return sorted(path.relative_to(copy).as_posix() for path in copy.rglob("*")
                  if path.is_file() and not path.is_symlink())


def test_an_ignored_data_folder_is_made_of_links_and_the_program_in_the_copy_reads_it(tmp_path):
    project = data_project(tmp_path / "project", in_git=True)

    copy = copy_project(project, tmp_path / "scratch" / "project")

    assert (copy / "data").is_dir() and not (copy / "data").is_symlink()
    for name in ("data/x.txt", "data/big.bin", "data/deep/y.txt"):
        assert (copy / name).is_symlink(), name
        assert os.path.realpath(copy / name) == os.path.realpath(project / name)
    assert regular_files(copy) == [".gitignore", "main.py"]  # the 4 MiB was not copied
    done = subprocess.run([sys.executable, "main.py"], cwd=copy, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "read rows linked True\n"
    # What the run created in the ignored folder is in its copy, not in the project.
    assert (copy / "data" / "made.txt").read_text() == "made by the run"
    assert not (project / "data" / "made.txt").exists()


def test_a_project_outside_git_is_copied_whole(tmp_path):
    project = data_project(tmp_path / "project", in_git=False)

    copy = copy_project(project, tmp_path / "scratch" / "project")

    assert git_ignored(project) == frozenset()
    assert regular_files(copy) == [".gitignore", "data/big.bin", "data/deep/y.txt", "data/x.txt", "main.py"]
    assert (copy / "data" / "big.bin").stat().st_size == BIG


def test_without_git_on_the_path_the_project_is_copied_whole(tmp_path, monkeypatch):
    project = data_project(tmp_path / "project", in_git=True)
    no_git = tmp_path / "bin"
    no_git.mkdir()
    monkeypatch.setenv("PATH", str(no_git))

    copy = copy_project(project, tmp_path / "scratch" / "project")

    assert not any(path.is_symlink() for path in copy.rglob("*"))
    assert (copy / "data" / "x.txt").read_text() == "rows\n"


def test_ignored_files_anywhere_are_links_and_tracked_or_untracked_ones_are_copied(tmp_path):
    project = tmp_path / "project"
    write(project, {
        ".gitignore": "*.pt\n*.log\nforced/\n",
        "main.py": "",
        "model.pt": "weights",  # ignored, at the top
        "models/__init__.py": "",  # tracked folder ...
        "models/best.pt": "weights",  # ... holding an ignored file
        "forced/kept.py": "",  # tracked although its folder is ignored (git add -f)
        "forced/other.txt": "",
        "notes/new.py": "",  # untracked, not ignored: a module not yet added
        "notes/run.log": "",  # the folder's only ignored file
    })
    git(project, "init", "-q")
    git(project, "add", ".gitignore", "main.py", "models/__init__.py")
    git(project, "add", "-f", "forced/kept.py")

    copy = copy_project(project, tmp_path / "scratch" / "project")

    links = sorted(path.relative_to(copy).as_posix() for path in copy.rglob("*") if path.is_symlink())
    assert links == ["forced/other.txt", "model.pt", "models/best.pt", "notes/run.log"]
    assert regular_files(copy) == [".gitignore", "forced/kept.py", "main.py", "models/__init__.py", "notes/new.py"]


def test_an_ignored_environment_or_cache_is_still_left_out(tmp_path):
    project = tmp_path / "project"
    write(project, {".gitignore": ".venv/\nenv/\n__pycache__/\n.mypy_cache/\n", "main.py": "",
                    ".venv/marker": "", "env/pyvenv.cfg": "", "__pycache__/main.pyc": "", ".mypy_cache/x": ""})
    git(project, "init", "-q")
    git(project, "add", ".gitignore", "main.py")

    copy = copy_project(project, tmp_path / "scratch" / "project")

    assert sorted(path.name for path in copy.iterdir()) == [".gitignore", "main.py"]


def test_an_ignored_generated_package_is_imported_from_the_copy(tmp_path):
    project = tmp_path / "project"
    write(project, {".gitignore": "generated/\n",
                    "main.py": "import generated.tables as t\nprint(t.VALUE, t.__file__)\n",
                    "generated/__init__.py": "", "generated/tables.py": "VALUE = 7\n"})
    git(project, "init", "-q")
    git(project, "add", ".gitignore", "main.py")

    copy = copy_project(project, tmp_path / "scratch" / "project")

    assert (copy / "generated" / "tables.py").is_symlink()
    done = subprocess.run([sys.executable, "main.py"], cwd=copy, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    value, module_file = done.stdout.split()
    assert value == "7"
    # The copy's package (its folder is real; its files link to the project's), not the project's.
    assert os.path.realpath(Path(module_file).parent) == os.path.realpath(copy / "generated")


def test_a_link_out_of_the_project_is_copied_as_a_link_never_followed(tmp_path):
    outside = tmp_path / "outside"
    write(outside, {"secret.txt": "not the project's"})
    project = tmp_path / "project"
    write(project, {".gitignore": "data/\ndatasets\n", "main.py": "", "data/x.txt": ""})
    (project / "data" / "external").symlink_to(outside)
    (project / "datasets").symlink_to(outside)
    git(project, "init", "-q")
    git(project, "add", ".gitignore", "main.py")

    copy = copy_project(project, tmp_path / "scratch" / "project")

    assert os.readlink(copy / "data" / "external") == os.readlink(copy / "datasets") == str(outside)
    assert not any(path.name == "secret.txt" for path in copy.rglob("*"))  # the walk never went through a link


@pytest.mark.parametrize("below", ["", "inner"])
def test_a_project_git_ignores_as_a_whole_is_copied_whole(tmp_path, below):
    outer = tmp_path / "outer"
    write(outer, {".gitignore": "scratch/\n", "readme.txt": ""})
    git(outer, "init", "-q")
    git(outer, "add", ".")
    project = data_project(outer / "scratch" / below if below else outer / "scratch", in_git=False)

    copy = copy_project(project, tmp_path / "copy" / "project")

    assert git_ignored(project) == frozenset()
    assert "data/big.bin" in regular_files(copy)


def test_git_runs_no_program_of_the_repository_and_ignores_a_hooks_git_variables(tmp_path, monkeypatch):
    project = data_project(tmp_path / "project", in_git=True)
    marker = tmp_path / "fsmonitor-ran"
    monitor = tmp_path / "monitor.sh"
    monitor.write_text(f"#!/bin/sh\ntouch '{marker}'\n")
    monitor.chmod(0o755)
    git(project, "config", "core.fsmonitor", str(monitor))
    git(project, "ls-files", "--others")
    if not marker.exists():
        pytest.skip("this git runs no fsmonitor program")
    marker.unlink()
    # As under a git hook of another repository (fixmp as a pre-commit hook): its GIT_DIR and index.
    monkeypatch.setenv("GIT_DIR", str(tmp_path / "other.git"))
    monkeypatch.setenv("GIT_INDEX_FILE", str(tmp_path / "other.index"))

    copy = copy_project(project, tmp_path / "scratch" / "project")

    assert not marker.exists()
    assert (copy / "data" / "x.txt").is_symlink()


def test_a_fix_of_an_ignored_file_replaces_its_link_and_never_writes_through_a_linked_folder(tmp_path):
    project = tmp_path / "project"
    write(project, {".gitignore": "generated/\n", "main.py": "", "generated/tables.py": "VALUE = 7\n"})
    git(project, "init", "-q")
    git(project, "add", ".gitignore", "main.py")
    copy = copy_project(project, tmp_path / "scratch" / "project")

    _write_into_copy(copy, Path("generated/tables.py"), b"VALUE = 8\n")

    assert not (copy / "generated" / "tables.py").is_symlink()
    assert (copy / "generated" / "tables.py").read_bytes() == b"VALUE = 8\n"
    assert (project / "generated" / "tables.py").read_text() == "VALUE = 7\n"
    outside = tmp_path / "outside"
    write(outside, {"mod.py": "original\n"})
    (copy / "lib").symlink_to(outside)
    with pytest.raises(ProofError, match="reached through a link out of the copy"):
        _write_into_copy(copy, Path("lib/mod.py"), b"fixed\n")
    assert (outside / "mod.py").read_text() == "original\n"


def test_fix_verify_runs_the_program_on_linked_data_and_leaves_the_data_folder_alone(tmp_path, monkeypatch, capsys):
    project = data_project(tmp_path / "project", in_git=True)
    (project / "pyproject.toml").write_text('[project]\nname = "demo"\n')
    shutil.copyfile(HANGING, project / "train.py")
    git(project, "add", "pyproject.toml", "train.py")
    monkeypatch.chdir(project)

    code = main(["fix", "train.py", "--verify", f"{sys.executable} main.py", "--format", "json"])

    data = json.loads(capsys.readouterr().out)
    assert data["before"]["outcome"] == data["after"]["outcome"] == "ok", data
    assert "read rows linked True" in data["before"]["stdout_tail"]
    assert data["written"] == ["train.py"]
    assert code == 0
    assert sorted(path.name for path in (project / "data").iterdir()) == ["big.bin", "deep", "x.txt"]
