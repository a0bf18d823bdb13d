"""A proof's copy resolves the program's imports as they resolve in place: the project's own links lead
where they lead in the project, and the command's ``PYTHONPATH`` names the copy's folders where it names
the project's. Otherwise a run of the copy imports the original (a fix is never seen), or a module whose
relative link dangles in the copy (a hang reads as a crash, "nothing to fix")."""

from __future__ import annotations

import os
from pathlib import Path

from fixmp.prove.proof import _python_path_in_copy, copy_project


def _project(tmp_path: Path) -> Path:
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "launch.py").write_text("START = 1\n")
    project = tmp_path / "project"
    (project / "pkg").mkdir(parents=True)
    (project / "pkg" / "real.py").write_text("REAL = 1\n")
    return project


def test_a_relative_link_out_of_the_project_leads_to_its_file_from_the_copy(tmp_path):
    project = _project(tmp_path)
    (project / "pkg" / "launch.py").symlink_to(Path("..", "..", "shared", "launch.py"))

    copy = copy_project(project, tmp_path / "copy" / "project")

    link = copy / "pkg" / "launch.py"
    assert link.is_symlink() and link.read_text() == "START = 1\n"
    assert os.readlink(link) == str(tmp_path / "shared" / "launch.py")


def test_an_absolute_link_into_the_project_leads_to_the_copys_file(tmp_path):
    project = _project(tmp_path)
    (project / "alias.py").symlink_to(project / "pkg" / "real.py")

    copy = copy_project(project, tmp_path / "copy" / "project")

    assert os.readlink(copy / "alias.py") == str(copy / "pkg" / "real.py")
    (copy / "pkg" / "real.py").write_text("REAL = 2\n")  # a fix written in the copy is what the link reads
    assert (copy / "alias.py").read_text() == "REAL = 2\n"
    assert (project / "pkg" / "real.py").read_text() == "REAL = 1\n"


def test_a_link_into_a_folder_the_copy_skips_leads_to_the_original(tmp_path):
    project = _project(tmp_path)
    (project / ".venv").mkdir()
    (project / ".venv" / "pyvenv.cfg").write_text("home = /usr/bin\n")
    (project / ".venv" / "tool.py").write_text("TOOL = 1\n")
    (project / "tool.py").symlink_to(Path(".venv", "tool.py"))

    copy = copy_project(project, tmp_path / "copy" / "project")

    assert not (copy / ".venv").exists()
    assert os.readlink(copy / "tool.py") == str(project / ".venv" / "tool.py")
    assert (copy / "tool.py").read_text() == "TOOL = 1\n"


def test_a_relative_link_inside_the_project_is_kept_as_it_is(tmp_path):
    project = _project(tmp_path)
    (project / "alias.py").symlink_to(Path("pkg", "real.py"))

    copy = copy_project(project, tmp_path / "copy" / "project")

    assert os.readlink(copy / "alias.py") == os.path.join("pkg", "real.py")


def test_the_commands_python_path_names_the_copys_folders_for_the_projects(tmp_path, monkeypatch):
    project = tmp_path / "project"
    copy = tmp_path / "copy" / "project"
    elsewhere = tmp_path / "elsewhere"
    (copy / "lib").mkdir(parents=True)  # .venv/ is not in the copy: the run uses the project's, as in place
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        [str(project / "lib"), "vendor", str(elsewhere), str(project), str(project / ".venv" / "site")]))

    assert _python_path_in_copy(project, copy) == os.pathsep.join(
        [str(copy / "lib"), "vendor", str(elsewhere), str(copy), str(project / ".venv" / "site")])
    monkeypatch.delenv("PYTHONPATH")
    assert _python_path_in_copy(project, copy) is None
