"""Configuration (`[tool.fixmp]` in pyproject.toml, and the flags over it) and `# noqa` suppression."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from programs import HAZARD

from fixmp.cli import main
from fixmp.discover.config import ConfigError, Settings, find_pyproject, load_settings, version_from_requires_python
from fixmp.engine import process_source


def _pyproject(folder: Path, text: str) -> Path:
    path = folder / "pyproject.toml"
    path.write_text(textwrap.dedent(text))
    return path


def test_every_key_is_read(tmp_path):
    settings = load_settings(_pyproject(tmp_path, """
        [project]
        requires-python = ">=3.10"

        [tool.fixmp]
        select = ["fmp001", "FMP002"]
        extend-select = ["FMP003"]
        ignore = ["FMP007"]
        exclude = ["vendor/"]
        force-exclude = true
        unsafe-fixes = true
        fork-deadlock-fix = "spawn"
        cache-dir = ".cache/fixmp"
    """))
    assert settings == Settings(
        select=("FMP001", "FMP002"), extend_select=("FMP003",), ignore=("FMP007",), exclude=("vendor/",),
        force_exclude=True, unsafe_fixes=True, target_version=(3, 10), rule_options=(("fork-deadlock-fix", "spawn"),),
        root=tmp_path, cache_dir=tmp_path / ".cache" / "fixmp",
    )


def test_target_version_wins_over_requires_python(tmp_path):
    settings = load_settings(_pyproject(tmp_path, """
        [project]
        requires-python = ">=3.9"
        [tool.fixmp]
        target-version = "py314"
    """))
    assert settings.target_version == (3, 14)
    assert settings.default_start_method == "forkserver"


@pytest.mark.parametrize("spec,version", [
    (">=3.9", (3, 9)), ("~=3.11", (3, 11)), (">3.12", (3, 13)), (">=3.8, <4", (3, 8)), ("==3.12.*", (3, 12)),
    ("<3.13", None), ("", None),
])
def test_requires_python_gives_the_oldest_version(spec, version):
    assert version_from_requires_python(spec) == version


@pytest.mark.parametrize("table,reason", [
    ('selct = ["FMP001"]', "unknown [tool.fixmp] keys: selct"),
    ("select = 1", "[tool.fixmp] select must be a list of strings"),
    ('unsafe-fixes = "yes"', "[tool.fixmp] unsafe-fixes must be true or false"),
    ("force-exclude = 1", "[tool.fixmp] force-exclude must be true or false"),
    ('fork-deadlock-fix = "fork"', "[tool.fixmp] fork-deadlock-fix must be one of"),
    ('target-version = "2.7"', "target-version '2.7' is not a Python 3 version"),
    ("select = [", "cannot read configuration"),
])
def test_a_bad_configuration_names_the_file_and_the_reason(tmp_path, table, reason):
    path = _pyproject(tmp_path, f"[tool.fixmp]\n{table}\n")
    with pytest.raises(ConfigError) as raised:
        load_settings(path)
    assert str(raised.value).startswith(f"{path}: ") and reason in str(raised.value)


def test_the_nearest_pyproject_above_the_first_path_is_used(tmp_path):
    (tmp_path / "pkg" / "sub").mkdir(parents=True)
    outer = _pyproject(tmp_path, "[tool.fixmp]\n")
    inner = _pyproject(tmp_path / "pkg", "[tool.fixmp]\n")
    assert find_pyproject(tmp_path / "pkg" / "sub") == inner
    assert find_pyproject(tmp_path / "pkg" / "sub" / "train.py") == inner
    assert find_pyproject(tmp_path) == outer


@pytest.fixture
def project(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "hazard.py").write_text(HAZARD)
    return tmp_path


def test_the_configuration_applies_and_flags_override_it(project, capsys):
    _pyproject(project, '[tool.fixmp]\nignore = ["FMP001"]\n')
    assert main(["check", "."]) == 0
    assert "0 findings" in capsys.readouterr().out
    assert main(["check", "--isolated", "."]) == 1
    assert "FMP001" in capsys.readouterr().out
    assert main(["check", "--select", "FMP001", "."]) == 0  # ignore still applies, as in ruff
    other = project / "elsewhere.toml"
    other.write_text("[tool.fixmp]\n")
    assert main(["check", "--config", str(other), "."]) == 1
    capsys.readouterr()


def test_a_bad_configuration_exits_2_naming_the_file(project, capsys):
    path = _pyproject(project, '[tool.fixmp]\nselect = ["FMP999"]\n')
    assert main(["check", "."]) == 2
    err = capsys.readouterr().err
    assert "unknown rule code or prefix: FMP999" in err
    path.write_text("[tool.fixmp]\nunsafe-fixes = 3\n")
    assert main(["check", "."]) == 2
    assert f"{path}: [tool.fixmp] unsafe-fixes must be true or false" in capsys.readouterr().err


START = "    p = mp.Process(target=train, args=(0, model))"


@pytest.mark.parametrize("comment,suppressed", [
    ("  # noqa", True),
    ("  # noqa: FMP001", True),
    ("  # NOQA:fmp001", True),
    ("  # noqa: FMP002, FMP001", True),
    ("  # noqa: FMP002", False),
    ("  # a note, no suppression", False),
])
def test_noqa_on_the_reported_line(comment, suppressed):
    assert START in HAZARD
    source = HAZARD.replace(START, START + comment)
    result = process_source(source.encode(), "hazard.py", Settings(select=("FMP001",)))
    assert (result.findings == ()) == suppressed


def test_noqa_is_found_on_the_right_line_after_a_form_feed():
    # A form feed is an ordinary character of a line for Python (str.splitlines would split there).
    source = "\f\n" + HAZARD.replace(START, START + "  # noqa: FMP001")
    result = process_source(source.encode(), "hazard.py", Settings(select=("FMP001",)))
    assert result.findings == ()


def test_a_fix_shared_with_a_suppressed_finding_is_withheld():
    # One FMP006 edit removes both calls: applying it would change the line marked noqa.
    source = textwrap.dedent("""\
        import multiprocessing as mp
        mp.set_start_method("spawn")  # noqa: FMP006
        mp.set_start_method("spawn")

        def work(q):
            q.put(1)

        if __name__ == "__main__":
            q = mp.Queue()
            mp.Process(target=work, args=(q,)).start()
    """)
    result = process_source(source.encode(), "program.py", Settings(select=("FMP006",)), fix=True)
    [finding] = result.findings
    assert finding.line == 3 and finding.fix is None
    assert finding.no_fix_reason == "no fix: the same edit would change a line marked `# noqa`"
    assert result.fixed_source is None


# ---------------------------------------------------------------- each file's own configuration (as ruff)


def _projects(tmp_path):
    """A root that ignores FMP001, ``sub`` (a pyproject without [tool.fixmp]), ``other``, ``strict``
    (its own [tool.fixmp] selecting everything): each with the same hazard."""
    from programs import HAZARD

    (tmp_path / "pyproject.toml").write_text('[tool.fixmp]\nignore = ["FMP001"]\n')
    for name in ("sub", "other", "strict"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "train.py").write_text(HAZARD)
    (tmp_path / "sub" / "pyproject.toml").write_text('[project]\nname = "sub"\nrequires-python = ">=3.10"\n')
    (tmp_path / "strict" / "pyproject.toml").write_text("[tool.fixmp]\n")


@pytest.mark.parametrize("order", [["sub", "other", "strict"], ["other", "sub", "strict"], ["strict", "sub", "other"]])
def test_each_file_uses_its_nearest_fixmp_configuration_whatever_the_order_of_the_paths(tmp_path, monkeypatch,
                                                                                      capsys, order):
    from fixmp.cli import main

    _projects(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--no-cache", *order]) == 1
    out = capsys.readouterr().out
    reported = sorted(line.split(":")[0] for line in out.splitlines() if "FMP001" in line)
    assert reported == ["strict/train.py"]


def test_configurations_are_read_once_and_fall_back_to_the_nearest_pyproject(tmp_path):
    from fixmp.discover.config import Configurations

    _projects(tmp_path)
    configurations = Configurations()
    sub = configurations.for_path(tmp_path / "sub" / "train.py")
    assert sub.ignore == ("FMP001",) and sub.root == tmp_path  # the nearest [tool.fixmp] is the root's
    assert configurations.for_path(tmp_path / "strict" / "train.py").ignore == ()
    assert configurations.for_path(tmp_path / "other") is configurations.for_path(tmp_path / "other" / "train.py")


def test_a_broken_configuration_costs_only_its_own_files(tmp_path, monkeypatch, capsys):
    from fixmp.cli import main

    _projects(tmp_path)
    (tmp_path / "strict" / "pyproject.toml").write_text("[tool.fixmp]\nselect = 3\n")
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--no-cache", "other", "strict"]) == 2
    out, err = capsys.readouterr()
    assert "strict: error: " in out + err and "select must be a list of strings" in out + err
    assert "other/train.py" not in out  # checked, and FMP001 ignored by the root's configuration
