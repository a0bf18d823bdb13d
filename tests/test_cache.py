"""The cache of unchanged files' results: served on a rerun, invalidated by any change that matters, never trusted blindly."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from programs import HAZARD, LAUNCH_FORKS

from fixmp import engine
from fixmp.analysis.facts import inert_input, inert_lines_digest, inert_still
from fixmp.analysis.inert import ImportLine
from fixmp.cache import CACHE_DIR_ENV, CACHE_FOLDER, FORMAT, ResultCache
from fixmp.cli import main
from fixmp.discover.config import Settings

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
    [{"target_version": (3, 14)}, {"unsafe_fixes": True}, {"select": ("FMP001",)}, {"rule_options": (("fork-deadlock-fix", "spawn"),)}],
    ids=["target-version", "unsafe-fixes", "select", "an option"],
)
def test_a_changed_setting_invalidates(project, parses, changes):
    check(project)
    parses.clear()
    result = check(project, **changes)
    assert result.stats.cached == 0 and parses


def test_fixmps_own_code_is_in_the_key_subpackages_included():
    """Every module the rules run is in the cache key: an edit of the shared analysis (``fixmp/analysis``)
    changed findings that a cache keyed on the top-level modules alone kept serving."""
    from fixmp.cache import _code_fingerprint
    from fixmp.rules import all_rules

    keyed = {name for name, _, _ in _code_fingerprint(all_rules())}
    assert {"fixmp/cache.py", "fixmp/analysis/effects/state.py", "fixmp/analysis/project.py"} <= keyed
    assert any(name.startswith("codemods/fmp002") for name in keyed)
    assert not any("__pycache__" in name for name in keyed)


def _payload(cache_file: Path) -> dict:
    """A cache file's JSON, below its signature line."""
    return json.loads(cache_file.read_bytes().partition(b"\n")[2])


def _write_signed(cache_file: Path, payload: bytes) -> None:
    """As fixmp writes it, signed with this user's key: what follows is tested as fixmp's own bytes."""
    from fixmp.cache import _signature, user_key

    cache_file.write_bytes(_signature(user_key(), payload) + b"\n" + payload)


@pytest.mark.parametrize("content", [b"", b"not json {", b"\xff\xfe\x00", b'{"format": 3, "entries": []}',
                                     b'{"format": 3, "entries": {"%s": ["x", 1, 2]}}'])
@pytest.mark.parametrize("signed", [True, False])
def test_a_corrupt_cache_is_ignored_and_replaced(project, parses, content, signed):
    first = check(project)
    (cache_file,) = (project / CACHE_FOLDER).rglob("*.json")
    content = content.replace(b"%s", str(project / "hazard.py").encode())
    if signed:
        _write_signed(cache_file, content)
    else:
        cache_file.write_bytes(content)
    parses.clear()
    again = check(project)
    assert sorted(parses) == ["clean.py", "hazard.py"]
    assert again.findings == first.findings and not again.all_errors
    assert _payload(cache_file)["format"] == FORMAT  # rewritten whole


def test_malformed_entries_are_misses(project, parses):
    check(project)
    (cache_file,) = (project / CACHE_FOLDER).rglob("*.json")
    data = _payload(cache_file)
    for entry in data["entries"].values():
        entry[1] = [["not", "a", "finding"]]
    _write_signed(cache_file, json.dumps(data).encode())
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


# ---------------------------------------------------------------- a repository cannot steer the cache


@pytest.fixture(autouse=True)
def own_key_folder(tmp_path_factory, monkeypatch):
    """The signing key of these tests' user lives in a folder of its own."""
    folder = tmp_path_factory.mktemp("user-cache")
    monkeypatch.setenv("XDG_CACHE_HOME", str(folder))
    return folder


def _files_under(folder: Path) -> list:
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*"))


@pytest.mark.parametrize("value", ["/tmp/elsewhere", "../outside", "sub/../../outside"])
def test_a_project_cannot_put_its_cache_outside_itself(tmp_path, value, capsys):
    project = tmp_path / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text(f'[tool.fixmp]\ncache-dir = "{value}"\n')
    (project / "hazard.py").write_text(HAZARD)
    assert main(["check", str(project)]) == 2
    error = capsys.readouterr().err
    assert str(project / "pyproject.toml") in error and "outside the project" in error
    assert _files_under(tmp_path) == ["project", "project/hazard.py", "project/pyproject.toml"]


def test_a_configured_cache_folder_that_leads_outside_through_a_link_is_refused(tmp_path, capsys):
    project = tmp_path / "project"
    project.mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    (project / "cache").symlink_to(outside)
    (project / "pyproject.toml").write_text('[tool.fixmp]\ncache-dir = "cache/fixmp"\n')
    (project / "hazard.py").write_text(HAZARD)
    assert main(["check", str(project)]) == 2
    assert "outside the project" in capsys.readouterr().err
    assert list(outside.iterdir()) == []


def test_a_configured_cache_folder_inside_the_project_is_used(tmp_path, capsys):
    (tmp_path / "pyproject.toml").write_text('[tool.fixmp]\ncache-dir = "build-cache/fixmp"\n')
    (tmp_path / "hazard.py").write_text(HAZARD)
    assert main(["check", str(tmp_path)]) == 1
    assert list((tmp_path / "build-cache" / "fixmp").rglob("*.json"))


@pytest.mark.parametrize("link", [".fixmp_cache", "version folder"])
def test_a_committed_link_in_the_default_cache_folder_is_not_written_through(project, tmp_path_factory, link):
    outside = tmp_path_factory.mktemp("outside")
    from fixmp import __version__

    if link == ".fixmp_cache":
        (project / CACHE_FOLDER).symlink_to(outside)
    else:
        (project / CACHE_FOLDER).mkdir()
        (project / CACHE_FOLDER / __version__).symlink_to(outside)
    result = check(project)
    assert result.findings and "symbolic link" in (result.stats.cache_error or "")
    assert list(outside.iterdir()) == []


def test_a_dangling_link_where_the_cache_marks_its_folder_is_not_followed(project, tmp_path_factory):
    target = tmp_path_factory.mktemp("outside") / "created-through-the-link"
    (project / CACHE_FOLDER).mkdir()
    (project / CACHE_FOLDER / ".gitignore").symlink_to(target)
    check(project)
    assert not target.exists()
    assert (project / CACHE_FOLDER / "CACHEDIR.TAG").is_file()


def test_the_command_line_may_put_the_cache_anywhere(project, tmp_path_factory, monkeypatch, capsys):
    chosen = tmp_path_factory.mktemp("chosen")
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path_factory.mktemp("environment")))
    assert main(["check", "--cache-dir", str(chosen), str(project)]) == 1
    assert list(chosen.rglob("*.json")) and not (project / CACHE_FOLDER).exists()


def _planted_entries(project: Path, settings: Settings) -> tuple:
    """The cache file name fixmp would read for ``settings``, and entries saying the hazard is clean."""
    from fixmp import __version__
    from fixmp.analysis.facts import content_digest
    from fixmp.cache import cache_folder, settings_digest
    from fixmp.rules import selected_rules

    file = cache_folder(settings) / __version__ / f"{settings_digest(settings, selected_rules(settings))}.json"
    hazard = project / "hazard.py"
    entries = {str(hazard.absolute()): [content_digest(hazard.read_bytes()), [], [], []]}
    return file, entries


@pytest.mark.parametrize("signature", ["none (format 1)", "made up", "another user's key"])
def test_a_planted_cache_entry_cannot_hide_a_finding(project, signature, own_key_folder):
    import hashlib
    import hmac

    settings = Settings(root=project, cache=True)
    file, entries = _planted_entries(project, settings)
    file.parent.mkdir(parents=True)
    if signature == "none (format 1)":
        file.write_text(json.dumps({"format": 1, "entries": entries}))
    else:
        payload = json.dumps({"format": FORMAT, "entries": entries, "inputs": []}).encode()
        key = b"x" * 32 if signature == "another user's key" else None
        mark = hmac.new(key, payload, hashlib.sha256).hexdigest().encode() if key else b"0" * 64
        file.write_bytes(mark + b"\n" + payload)
    result = engine.run([project], settings, jobs=1)
    assert [f.path for f in result.findings] == [str(project / "hazard.py")]
    assert result.stats.cached == 0


def test_the_same_entry_signed_with_the_users_key_is_served(project):
    """The control for the test above: its planted entry is one fixmp would use, once signed properly."""
    from fixmp.cache import _signature, user_key

    settings = Settings(root=project, cache=True)
    file, entries = _planted_entries(project, settings)
    file.parent.mkdir(parents=True)
    payload = json.dumps({"format": FORMAT, "entries": entries, "inputs": []}).encode()
    file.write_bytes(_signature(user_key(), payload) + b"\n" + payload)
    result = engine.run([project], settings, jobs=1)
    assert result.findings == () and result.stats.cached == 1


def test_the_key_is_made_once_readable_by_its_user_only(project, own_key_folder):
    check(project)
    key = own_key_folder / "fixmp" / "cache-key"
    assert key.stat().st_mode & 0o777 == 0o600 and len(key.read_bytes()) == 32
    first = key.read_bytes()
    check(project)
    assert key.read_bytes() == first


def test_without_a_usable_key_nothing_is_cached_and_the_run_is_the_same(project, own_key_folder):
    (own_key_folder / "fixmp").mkdir()
    (own_key_folder / "fixmp" / "cache-key").write_bytes(b"short")
    result = check(project)
    assert result.findings and "cache key" in result.stats.cache_error
    assert not (project / CACHE_FOLDER).exists()


def test_a_plugin_added_to_a_folder_a_program_lists_is_seen_by_its_cached_result(tmp_path):
    # main.py's bytes do not change: what it imports does, through pkgutil's listing of plugins/.
    from test_program_run import DISCOVERING_LOADER, DISCOVERING_MAIN, PLUGIN_ANOMALY, PLUGIN_TRACKING

    (tmp_path / "plugins").mkdir()
    for name, text in {"loader.py": DISCOVERING_LOADER, "main.py": DISCOVERING_MAIN, "plugins/__init__.py": "",
                       "plugins/tracking.py": PLUGIN_TRACKING}.items():
        (tmp_path / name).write_text(textwrap.dedent(text).lstrip())
    assert [f.code for f in check(tmp_path, select=("FMP002",)).findings] == []
    assert check(tmp_path, select=("FMP002",)).stats.parsed == 0  # the listing unchanged: all served
    (tmp_path / "plugins" / "anomaly.py").write_text(textwrap.dedent(PLUGIN_ANOMALY).lstrip())
    assert [(Path(f.path).name, f.code) for f in check(tmp_path, select=("FMP002",)).findings] == [
        ("main.py", "FMP002")]


# A program that names no process start itself: the prefilter rules it out, and its imports decide whether it is
# brought back (``engine.calls_a_project_start``). ``launch.py`` starts the processes, or not.
PROGRAM = textwrap.dedent(
    """\
    import torch
    from launch import run_workers

    if __name__ == "__main__":
        w = torch.randn(2000, 2000)
        torch.nn.init.orthogonal_(w)
        run_workers(2)
    """)
LAUNCH_SERIAL = "def run_workers(n):\n    return [i * i for i in range(n)]\n"


def _findings_in(result: engine.RunResult, name: str) -> list:
    return [(f.line, f.code) for r in result.files if Path(r.path).name == name for f in r.findings]


@pytest.fixture
def looked_up(monkeypatch):
    """The files whose imports the engine looked at: a file ruled out in an earlier run, all it read still so,
    is not looked at again."""
    asked = []
    real = engine.calls_a_project_start

    def counting(source, location, settings):
        asked.append(Path(location).name)
        return real(source, location, settings)

    monkeypatch.setattr(engine, "calls_a_project_start", counting)
    return asked


def test_a_program_ruled_out_is_not_looked_at_again_while_what_was_read_for_it_holds(tmp_path, looked_up):
    (tmp_path / "main.py").write_text(PROGRAM)
    (tmp_path / "launch.py").write_text(LAUNCH_SERIAL)
    assert _findings_in(check(tmp_path), "main.py") == []
    assert looked_up.count("main.py") == 1
    assert _findings_in(check(tmp_path), "main.py") == []
    assert looked_up.count("main.py") == 1


def test_a_program_brought_back_by_its_imports_is_not_looked_at_again_while_what_was_read_holds(tmp_path, looked_up,
                                                                                                   parses):
    """Its verdict is kept as a ruled-out one is (in torch's sources, 26 files brought back cost the warm run as much
    as the cold one: each look summarised the modules they import), and its result comes from the cache."""
    (tmp_path / "main.py").write_text(PROGRAM)
    (tmp_path / "launch.py").write_text(LAUNCH_FORKS)
    assert _findings_in(check(tmp_path), "main.py") == [(7, "FMP002")]
    assert _findings_in(check(tmp_path), "main.py") == [(7, "FMP002")]
    assert looked_up.count("main.py") == 1
    assert parses.count("main.py") == 1


def test_a_change_to_a_module_read_for_a_program_ruled_out_brings_it_back(tmp_path, looked_up):
    (tmp_path / "main.py").write_text(PROGRAM)
    (tmp_path / "launch.py").write_text(LAUNCH_SERIAL)
    assert _findings_in(check(tmp_path), "main.py") == []
    (tmp_path / "launch.py").write_text(LAUNCH_FORKS)
    assert _findings_in(check(tmp_path), "main.py") == [(7, "FMP002")]
    assert looked_up.count("main.py") == 2


def test_a_module_made_where_a_program_ruled_out_looked_for_it_brings_it_back(tmp_path, looked_up):
    (tmp_path / "main.py").write_text(PROGRAM)
    assert _findings_in(check(tmp_path), "main.py") == []
    (tmp_path / "launch.py").write_text(LAUNCH_FORKS)
    assert _findings_in(check(tmp_path), "main.py") == [(7, "FMP002")]


def test_bytes_the_prefilter_ruled_out_before_are_not_read_by_it_again(tmp_path, monkeypatch):
    """A warm run asks the prefilter nothing of the bytes it ruled out in an earlier run (its verdict on bytes is
    a function of them and of the rules the cache is for): on torch's 2,285 files it was a sixth of the warm run."""
    asked = []
    real = engine.prefilter_for

    def counting(rules):
        prefilter = real(rules)
        return lambda source: asked.append(source) or prefilter(source)

    monkeypatch.setattr(engine, "prefilter_for", counting)
    (tmp_path / "main.py").write_text(PROGRAM)
    (tmp_path / "launch.py").write_text(LAUNCH_SERIAL)
    check(tmp_path)
    assert sorted(asked) == sorted([PROGRAM.encode(), LAUNCH_SERIAL.encode()])
    asked.clear()
    assert _findings_in(check(tmp_path), "main.py") == []
    assert asked == []
    (tmp_path / "launch.py").write_text(LAUNCH_FORKS)  # new bytes are asked; main.py's verdict is asked again
    assert _findings_in(check(tmp_path), "main.py") == [(7, "FMP002")]
    assert set(asked) == {LAUNCH_FORKS.encode()}


def test_a_file_changed_after_the_run_read_it_is_decided_from_its_new_bytes(tmp_path, monkeypatch):
    """A file whose kept verdict is asked after every file is read, and whose bytes are read again then (it was
    brought back), is decided from the bytes it holds then if they changed in between: never the kept result of the
    old bytes given for the new."""
    (tmp_path / "main.py").write_text(PROGRAM)
    (tmp_path / "launch.py").write_text(LAUNCH_FORKS)
    assert _findings_in(check(tmp_path), "main.py") == [(7, "FMP002")]
    real = ResultCache.take_digests

    def edit_first(self, digests):
        (tmp_path / "main.py").write_text("# edited while the run read the others\n" + PROGRAM)
        real(self, digests)

    monkeypatch.setattr(ResultCache, "take_digests", edit_first)
    result = check(tmp_path)
    assert _findings_in(result, "main.py") == [(8, "FMP002")]
    assert [r.source for r in result.files if Path(r.path).name == "main.py"] == [
        ("# edited while the run read the others\n" + PROGRAM).encode()]


def test_the_same_findings_cold_and_warm_after_any_order_of_changes(tmp_path):
    """Each state of the project checked without a cache, then with the cache of the run before: the same."""
    (tmp_path / "main.py").write_text(PROGRAM)
    states = [LAUNCH_SERIAL, LAUNCH_FORKS, LAUNCH_SERIAL, None, LAUNCH_FORKS]
    for launch in states:
        if launch is None:
            (tmp_path / "launch.py").unlink()
        else:
            (tmp_path / "launch.py").write_text(launch)
        cold = check(tmp_path, cache=False)
        warm = check(tmp_path)
        assert [(r.path, r.findings) for r in warm.files] == [(r.path, r.findings) for r in cold.files]


def test_a_package_made_around_a_script_ruled_out_is_looked_at_again(tmp_path, looked_up):
    """A flat script's top-level call makes it a program; made a package module (an ``__init__.py`` added), the
    call no longer does (``engine.is_package_module``): the verdict kept for it was read with that file's absence."""
    script = "import torch\nimport service\n\nRESULT = service.setup(torch.get_num_threads())\n"
    (tmp_path / "script.py").write_text(script)
    (tmp_path / "service.py").write_text("def setup(n):\n    return n\n")
    check(tmp_path)
    assert looked_up.count("script.py") == 1
    check(tmp_path)
    assert looked_up.count("script.py") == 1
    (tmp_path / "__init__.py").write_text("")
    check(tmp_path)
    assert looked_up.count("script.py") == 2


def test_a_file_that_is_no_module_made_in_a_listed_folder_keeps_what_was_ruled_out(tmp_path, looked_up):
    """A folder's listing is its modules (what an import or a plugin loader finds there): the cache's own folder,
    made in the project root by the first run, or a data file, changes none of them."""
    # A plugin loader's import by a name made at run time: the folder is listed for the modules it may find.
    loader = "import importlib\n\nPLUGINS = [importlib.import_module('plugin_' + name) for name in ('a',)]\n"
    (tmp_path / "main.py").write_text(loader + PROGRAM)
    (tmp_path / "launch.py").write_text(LAUNCH_SERIAL)
    settings = Settings(root=tmp_path, cache=True)
    engine.run([tmp_path / "main.py"], settings, jobs=1)
    (tmp_path / "results.csv").write_text("a,b\n")
    (tmp_path / "notes").mkdir()
    engine.run([tmp_path / "main.py"], settings, jobs=1)
    assert looked_up.count("main.py") == 1
    (tmp_path / "plugin_b.py").write_text("X = 1\n")  # a module the loader may import: asked again
    engine.run([tmp_path / "main.py"], settings, jobs=1)
    assert looked_up.count("main.py") == 2


# A program that imports a module and never reads it: an inert one (``fixmp.analysis.inert``) is left unparsed, and
# what its cached result read of it is that it is inert and what it imports, not its bytes.
FORKS_AFTER_IMPORTS = textwrap.dedent(
    """\
    import multiprocessing as mp

    import torch

    import helpers


    def work(rank):
        x = torch.ones(64, 64)
        print(rank, (x @ x).sum().item())


    if __name__ == "__main__":
        p = mp.Process(target=work, args=(0,))
        p.start()
        p.join()
    """)
HELPERS = "import os\n\n\ndef size():\n    return 4\n"
# Work at import, before the fork: a module that is not inert, reached through the inert one's import lines.
WARM_UP = "import torch\n\nW = torch.nn.init.orthogonal_(torch.empty(500, 500))\n"


@pytest.mark.parametrize("edit, analysed_again, finding", [
    ("import os\n\n\ndef size():\n    return 5\n", False, False),  # another body: still inert, the same imports
    ('"""Sizes."""\n# a comment\nimport os\n\n\ndef size():\n    """The size."""\n    return 4\n', False, False),
    ("import os\nimport warm_up\n\n\ndef size():\n    return 4\n", True, True),  # another import: its work
    ("import os\nimport warm_up\n", True, True),
    ("import torch\n\nW = torch.nn.init.orthogonal_(torch.empty(500, 500))\n", True, True),  # not inert now
    ("import os\nprint(os.sep)\n", True, False),  # not inert now, and no work
])
def test_an_edit_that_leaves_an_imported_module_inert_with_the_same_imports_keeps_the_result(
        tmp_path, parses, edit, analysed_again, finding):
    (tmp_path / "main.py").write_text(FORKS_AFTER_IMPORTS)
    (tmp_path / "helpers.py").write_text(HELPERS)
    (tmp_path / "warm_up.py").write_text(WARM_UP)
    assert _findings_in(check(tmp_path), "main.py") == []
    parses.clear()
    (tmp_path / "helpers.py").write_text(edit)
    warm = check(tmp_path)
    assert ("main.py" in parses) is analysed_again
    assert [code for _, code in _findings_in(warm, "main.py")] == (["FMP002"] if finding else [])
    assert _findings_in(warm, "main.py") == _findings_in(check(tmp_path, cache=False), "main.py")


def test_an_imported_module_the_program_reads_is_read_again_after_any_edit(tmp_path, parses):
    """Once the program reads a name of it, the result read its bytes: a function body edited there may change it."""
    (tmp_path / "main.py").write_text(FORKS_AFTER_IMPORTS.replace("p.start()", "p.start()\n    print(helpers.size())"))
    (tmp_path / "helpers.py").write_text(HELPERS)
    (tmp_path / "warm_up.py").write_text(WARM_UP)
    check(tmp_path)
    parses.clear()
    (tmp_path / "helpers.py").write_text(HELPERS.replace("return 4", "return 5"))
    check(tmp_path)
    assert "main.py" in parses


def test_an_inert_modules_state_holds_while_its_bytes_do_or_while_it_is_inert_with_the_same_imports():
    lines = (ImportLine("os", None), ImportLine(None, ("torch",)))
    state = inert_input("d1", lines)
    assert inert_still(state, "d1", None)  # unchanged bytes: nothing asked
    assert inert_still(state, "d2", lambda: inert_lines_digest(lines))
    assert not inert_still(state, "d2", lambda: inert_lines_digest(lines[:1]))  # other imports
    assert not inert_still(state, "d2", lambda: None)  # not inert now
    assert not inert_still(state, "d2", None)  # changed, and nobody to ask whether it still is
    assert not inert_still(state, None, lambda: inert_lines_digest(lines))  # gone


def _programs_importing_launch(folder: Path, count: int) -> None:
    (folder / "launch.py").write_text(LAUNCH_FORKS)
    for index in range(count):
        (folder / f"main_{index}.py").write_text(PROGRAM)


def test_each_file_the_results_read_is_named_once_in_the_cache(tmp_path, parses):
    # Every program of a repository reads the same modules: each entry had named each with its path and state
    # (sentence-transformers: 336,446 reads of 7,032 files, a 43 MB cache file read at each warm run).
    _programs_importing_launch(tmp_path, 4)
    first = check(tmp_path)
    (cache_file,) = (p for p in (tmp_path / CACHE_FOLDER).rglob("*.json") if not p.name.startswith("summaries"))
    data = _payload(cache_file)
    table = [tuple(read) for read in data["inputs"]]
    assert len(set(table)) == len(table)
    launch = (str(tmp_path / "launch.py"), engine.content_digest(LAUNCH_FORKS.encode()))
    programs = [entry for key, entry in data["entries"].items() if Path(key).name.startswith("main_")]
    assert len(programs) == 4 and all(table.index(launch) in entry[3] for entry in programs)
    parses.clear()
    second = check(tmp_path)
    assert parses == [] and second.findings == first.findings and len(first.findings) == 4


@pytest.mark.parametrize("place", [-1, 10_000, True, "0", 1.5, None])
def test_an_entry_naming_no_place_of_the_table_is_a_miss(tmp_path, parses, place):
    _programs_importing_launch(tmp_path, 1)
    first = check(tmp_path)
    (cache_file,) = (p for p in (tmp_path / CACHE_FOLDER).rglob("*.json") if not p.name.startswith("summaries"))
    data = _payload(cache_file)
    for key, entry in data["entries"].items():
        if Path(key).name == "main_0.py":
            entry[3] = [*entry[3], place]
    _write_signed(cache_file, json.dumps(data).encode())
    parses.clear()
    second = check(tmp_path)
    assert parses == ["main_0.py"] and second.findings == first.findings


def test_a_module_edited_leaves_only_its_new_state_in_the_table(tmp_path):
    _programs_importing_launch(tmp_path, 2)
    check(tmp_path)
    (tmp_path / "launch.py").write_text(LAUNCH_FORKS + "\n\ndef unused():\n    return 1\n")
    check(tmp_path)
    (cache_file,) = (p for p in (tmp_path / CACHE_FOLDER).rglob("*.json") if not p.name.startswith("summaries"))
    states = [state for path, state in _payload(cache_file)["inputs"] if Path(path).name == "launch.py"]
    before, now = engine.content_digest(LAUNCH_FORKS.encode()), engine.content_digest((tmp_path / "launch.py").read_bytes())
    assert states and all(now in state and before not in state for state in states)
