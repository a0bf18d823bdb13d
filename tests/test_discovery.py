"""Which files fixmp looks at: what a folder walk skips, what a named file overrides, and --force-exclude."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from programs import HAZARD

from fixmp.cli import main
from fixmp.discover.config import Settings
from fixmp.discover.discovery import discover


def _layout(root: Path, files) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def _found(root: Path, *given, **settings) -> list:
    found, errors = discover([root / name for name in given] or [root], Settings(root=root, **settings))
    assert errors == []
    return sorted(path.relative_to(root).as_posix() for path in found)


def test_a_walk_takes_python_files_and_skips_tools_environments_and_build_output(tmp_path):
    _layout(tmp_path, {
        "train.py": "", "stubs/api.pyi": "", "notes.txt": "", "pkg/model.py": "",
        ".git/hooks/x.py": "", ".venv/lib/x.py": "", "build/lib/x.py": "", "dist/x.py": "",
        "__pycache__/x.py": "", "fixmp.egg-info/x.py": "", "node_modules/x.py": "",
        "env312/pyvenv.cfg": "", "env312/lib/x.py": "",  # an environment under any name
    })
    assert _found(tmp_path) == ["pkg/model.py", "stubs/api.pyi", "train.py"]


def test_gitignore_files_apply_to_their_folder_and_below(tmp_path):
    _layout(tmp_path, {
        ".gitignore": "generated/\n*_pb2.py\n",
        "generated/x.py": "", "api_pb2.py": "", "keep.py": "",
        "sub/.gitignore": "local.py\n", "sub/local.py": "", "sub/kept.py": "", "local.py": "",
    })
    assert _found(tmp_path) == ["keep.py", "local.py", "sub/kept.py"]


def test_exclude_patterns_are_relative_to_the_configuration_folder(tmp_path):
    _layout(tmp_path, {"third_party/vendored.py": "", "src/third_party/own.py": "", "src/train.py": "",
                       "scratch.py": ""})
    assert _found(tmp_path, exclude=("/third_party/", "scratch.py")) == ["src/third_party/own.py", "src/train.py"]


def test_a_named_file_is_taken_even_when_excluded_unless_force_exclude(tmp_path):
    _layout(tmp_path, {"third_party/vendored.py": "", "scratch.py": "", "train.py": "", ".venv/lib/x.py": ""})
    named = ("third_party/vendored.py", "scratch.py", "train.py", ".venv/lib/x.py")
    exclude = ("third_party/", "scratch.py")
    assert _found(tmp_path, *named, exclude=exclude) == sorted(named)
    # pre-commit names every staged file: --force-exclude applies the excludes, folders included.
    assert _found(tmp_path, *named, exclude=exclude, force_exclude=True) == ["train.py"]


def test_a_file_named_twice_or_through_a_link_is_taken_once(tmp_path):
    _layout(tmp_path, {"train.py": ""})
    os.symlink(tmp_path / "train.py", tmp_path / "alias.py")
    assert _found(tmp_path, "train.py", "train.py", "alias.py") == ["train.py"]


@pytest.fixture
def project(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.fixmp]\nexclude = ["vendor/"]\n')
    _layout(tmp_path, {"vendor/hazard.py": HAZARD, "src/hazard.py": HAZARD})
    return tmp_path


def test_force_exclude_on_the_command_line_and_in_the_configuration(project, capsys):
    assert main(["check", "vendor/hazard.py", "src/hazard.py"]) == 1
    assert capsys.readouterr().out.count("hazard.py:") == 2
    assert main(["check", "--force-exclude", "vendor/hazard.py", "src/hazard.py"]) == 1
    out = capsys.readouterr().out
    assert "src/hazard.py:" in out and "vendor/" not in out
    (project / "pyproject.toml").write_text('[tool.fixmp]\nexclude = ["vendor/"]\nforce-exclude = true\n')
    assert main(["check", "vendor/hazard.py"]) == 0
    assert "0 files scanned" in capsys.readouterr().out


def test_excludes_match_through_a_linked_project_folder_and_dots(tmp_path):
    real = tmp_path / "real"
    _layout(real, {"vendor/lib.py": "", "src/train.py": ""})
    os.symlink(real, tmp_path / "link")
    settings = Settings(root=real.resolve(), exclude=("vendor/",), force_exclude=True)
    walked, _ = discover([tmp_path / "link"], settings)
    assert [path.name for path in walked] == ["train.py"]
    named, _ = discover([tmp_path / "link" / "vendor" / "lib.py", real / "vendor" / ".." / "src" / "train.py"],
                        settings)
    assert [path.name for path in named] == ["train.py"]
