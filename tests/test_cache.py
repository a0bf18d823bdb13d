"""The cache of unchanged files' results: served on a rerun, invalidated by any change that matters, never trusted blindly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from programs import HAZARD

from fixmp import engine
from fixmp.cache import CACHE_DIR_ENV, CACHE_FOLDER
from fixmp.cli import main
from fixmp.config import Settings

CLEAN = "from multiprocessing import Process\n\nprint(Process.__name__)\n"


@pytest.fixture(autouse=True)
def no_environment_cache(monkeypatch):
    monkeypatch.delenv(CACHE_DIR_ENV, raising=False)


@pytest.fixture
def project(tmp_path):
    (tmp_path / "hazard.py").write_text(HAZARD)
    (tmp_path / "clean.py").write_text(CLEAN)
    (tmp_path / "unrelated.py").write_text("print('no processes here')\n")
    return tmp_path


@pytest.fixture
def parses(monkeypatch):
    """Every file the engine parses, by its path: the proof that a cached file was not parsed again."""
    parsed = []
    real_parse = engine.parse

    def counting_parse(source, path):
        parsed.append(Path(path).name)
        return real_parse(source, path)

    monkeypatch.setattr(engine, "parse", counting_parse)
    return parsed


def check(project: Path, **changes) -> engine.RunResult:
    settings = Settings(root=project, cache=True).replace(**changes)
    return engine.run([project], settings, jobs=1)


def test_a_second_run_takes_every_candidate_from_the_cache(project, parses):
    first = check(project)
    assert sorted(parses) == ["clean.py", "hazard.py"]
    assert (first.stats.parsed, first.stats.cached) == (2, 0)
    parses.clear()

    second = check(project)
    assert parses == []
    assert (second.stats.parsed, second.stats.cached) == (0, 2)
    assert second.findings == first.findings and second.findings
    assert all(result.cached for result in second.files if result.parsed)
    # A file with findings keeps its bytes (review and SARIF build fixes from them).
    hazard = next(result for result in second.files if result.path.endswith("hazard.py"))
    assert hazard.source == HAZARD.encode()


def test_a_changed_file_is_analysed_again(project, parses):
    check(project)
    parses.clear()
    (project / "clean.py").write_text(CLEAN + "# edited\n")
    result = check(project)
    assert parses == ["clean.py"]
    assert (result.stats.parsed, result.stats.cached) == (1, 1)


def test_a_file_that_stops_being_a_candidate_leaves_the_cache(project, parses):
    check(project)
    (project / "clean.py").write_text("print('no longer')\n")
    check(project)
    (project / "clean.py").write_text(CLEAN)
    parses.clear()
    check(project)
    assert parses == ["clean.py"]


@pytest.mark.parametrize(
    "changes",
    [{"target_version": (3, 14)}, {"unsafe_fixes": True}, {"select": ("FMP001",)}, {"fork_deadlock_fix": "spawn"}],
    ids=["target-version", "unsafe-fixes", "select", "an option"],
)
def test_a_changed_setting_invalidates(project, parses, changes):
    check(project)
    parses.clear()
    result = check(project, **changes)
    assert result.stats.cached == 0 and parses


@pytest.mark.parametrize("content", [b"", b"not json {", b"\xff\xfe\x00", b'{"format": 1, "entries": []}',
                                     b'{"format": 1, "entries": {"%s": ["x", 1, 2]}}'])
def test_a_corrupt_cache_is_ignored_and_replaced(project, parses, content):
    first = check(project)
    (cache_file,) = (project / CACHE_FOLDER).rglob("*.json")
    cache_file.write_bytes(content.replace(b"%s", str(project / "hazard.py").encode()))
    parses.clear()
    again = check(project)
    assert sorted(parses) == ["clean.py", "hazard.py"]
    assert again.findings == first.findings and not again.all_errors
    assert json.loads(cache_file.read_bytes())["format"] == 1  # rewritten whole


def test_malformed_entries_are_misses(project, parses):
    check(project)
    (cache_file,) = (project / CACHE_FOLDER).rglob("*.json")
    data = json.loads(cache_file.read_bytes())
    for entry in data["entries"].values():
        entry[1] = [["not", "a", "finding"]]
    cache_file.write_text(json.dumps(data))
    parses.clear()
    result = check(project)
    assert sorted(parses) == ["clean.py", "hazard.py"] and result.findings


def test_the_cache_folder_is_ignored_by_git_and_written_atomically(project):
    check(project)
    folder = project / CACHE_FOLDER
    assert (folder / ".gitignore").read_text().splitlines()[-1] == "*"
    assert not [path for path in folder.rglob("*") if path.name.endswith(".tmp")]


def test_cache_dir_setting_and_environment_override(project, tmp_path_factory, monkeypatch):
    configured = tmp_path_factory.mktemp("configured")
    check(project, cache_dir=configured)
    assert list(configured.rglob("*.json")) and not (project / CACHE_FOLDER).exists()
    from_environment = tmp_path_factory.mktemp("environment")
    monkeypatch.setenv(CACHE_DIR_ENV, str(from_environment))
    check(project, cache_dir=configured)
    assert list(from_environment.rglob("*.json"))


def test_an_unwritable_cache_is_reported_in_the_stats_not_raised(project):
    blocker = project / "blocked"
    blocker.write_text("a file where the cache folder should be")
    result = check(project, cache_dir=blocker / "cache")
    assert result.findings and result.stats.cache_error


def test_fix_never_takes_a_fixable_file_from_the_cache(project, parses):
    check(project)
    parses.clear()
    result = engine.run([project], Settings(root=project, cache=True), fix=True, jobs=1)
    assert set(parses) == {"hazard.py"}  # clean.py has nothing to fix: served from the cache
    hazard = next(r for r in result.files if r.path.endswith("hazard.py"))
    assert hazard.changed and all(f.fixed for f in hazard.findings if f.fix == "safe")


def test_the_command_line_caches_in_the_project_root_unless_no_cache(project, monkeypatch, capsys):
    (project / "pyproject.toml").write_text("[tool.fixmp]\n")
    monkeypatch.chdir(project)
    assert main(["check", "--no-cache", "."]) == 1
    assert not (project / CACHE_FOLDER).exists()
    assert main(["check", "."]) == 1
    assert list((project / CACHE_FOLDER).rglob("*.json"))
    capsys.readouterr()
