"""Inputs that used to crash a run or lose an edit: each is an error naming the file (exit 2), the rest is done.

Exit 1 means findings, nothing else: a CI step written as ``fixmp check || [ $? -eq 1 ]``
must fail on every case here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from programs import HAZARD, HAZARD_FIXED

from fixmp import engine
from fixmp.cli import main
from fixmp.discover.config import Settings
from fixmp.fixing import files

REPO = Path(__file__).resolve().parent.parent


def _fixmp(*args: str, cwd: Path, **env: str) -> subprocess.CompletedProcess:
    environment = dict(os.environ, PYTHONPATH=str(REPO), **env)
    return subprocess.run([sys.executable, "-m", "fixmp", *args], cwd=cwd, env=environment, capture_output=True,
                          timeout=300)


# ---------------------------------------------------------------- configuration


@pytest.mark.parametrize("pyproject, reason", [
    ("[tool]\nfixmp = 3\n", "[tool.fixmp] must be a table, not int 3"),
    ("tool = 5\n", "[tool] must be a table, not int 5"),
    ("project = 'x'\n", "[project] must be a table, not str 'x'"),
    ("[tool.fixmp]\nexclude = 3\n", "[tool.fixmp] exclude must be a list of strings"),
    ("[tool.fixmp]\ncache-dir = 3\n", "[tool.fixmp] cache-dir must be a folder path (a string)"),
])
def test_a_malformed_configuration_is_an_error_naming_the_file(tmp_path, capsys, pyproject, reason):
    (tmp_path / "pyproject.toml").write_text(pyproject)
    (tmp_path / "hazard.py").write_text(HAZARD)
    assert main(["check", str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"fixmp: error: {tmp_path / 'pyproject.toml'}: {reason}\n"


# ---------------------------------------------------------------- folders that cannot be read


def test_a_folder_that_cannot_be_read_is_an_error_and_the_others_are_checked(tmp_path, monkeypatch, capsys):
    """As root, permissions do not bind: the folder refuses its listing the way a chmod 000 folder does."""
    for name in ("locked", "open"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "hazard.py").write_text(HAZARD)
    locked = str(tmp_path / "locked")
    real_scandir = os.scandir

    def scandir(path="."):
        if os.path.abspath(os.fspath(path)) == locked:
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--no-cache", "."]) == 2
    out, err = capsys.readouterr()
    assert "open/hazard.py:10:5: FMP001" in out
    assert "locked: error: cannot read this folder: Permission denied; the files in it were not checked" in out + err


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a user that permissions bind")
def test_a_folder_without_permissions_is_an_error(tmp_path):
    (tmp_path / "locked").mkdir()
    (tmp_path / "open").mkdir()
    (tmp_path / "open" / "hazard.py").write_text(HAZARD)
    (tmp_path / "locked").chmod(0)
    try:
        done = _fixmp("check", "--no-cache", ".", cwd=tmp_path)
    finally:
        (tmp_path / "locked").chmod(0o755)
    assert done.returncode == 2, done.stderr
    assert b"Traceback" not in done.stderr
    assert b"open/hazard.py:10:5: FMP001" in done.stdout


# ---------------------------------------------------------------- encodings


# A non-ASCII comment right beside the fix, so that it is in the diff's context.
LATIN1_TEXT = "# -*- coding: latin-1 -*-\n" + HAZARD.replace("    p.start()", "    # caf\u00e9\n    p.start()")
LATIN1 = LATIN1_TEXT.encode("latin-1")
LATIN1_FIXED = ("# -*- coding: latin-1 -*-\n" + HAZARD_FIXED.replace("    p.start()", "    # caf\u00e9\n    p.start()"))


@pytest.mark.parametrize("command", [["fix", "--diff"], ["check", "--format", "diff"], ["fix", "--format", "diff"]])
def test_a_diff_of_a_latin1_file_is_its_own_bytes_and_applies(tmp_path, command):
    if not (REPO / ".git").exists() and subprocess.run(["git", "--version"], capture_output=True).returncode:
        pytest.skip("git is not installed")
    (tmp_path / "train.py").write_bytes(LATIN1)
    done = _fixmp(*command, "train.py", cwd=tmp_path)
    assert done.returncode in (0, 1), done.stderr
    assert b"Traceback" not in done.stderr
    assert b"caf\xe9" in done.stdout  # the file's byte, not an escape
    if command[0] == "fix" and "--diff" not in command:
        assert (tmp_path / "train.py").read_bytes() != LATIN1  # written, and the diff says what was written
        return
    (tmp_path / "fix.patch").write_bytes(done.stdout)
    subprocess.run(["git", "apply", "fix.patch"], cwd=tmp_path, check=True)
    assert (tmp_path / "train.py").read_bytes() == LATIN1_FIXED.encode("latin-1")


def test_review_of_a_latin1_file_does_not_crash(tmp_path):
    (tmp_path / "train.py").write_bytes(LATIN1)
    environment = dict(os.environ, PYTHONPATH=str(REPO))
    done = subprocess.run([sys.executable, "-m", "fixmp", "review", "train.py"], cwd=tmp_path, env=environment,
                          input=b"y\n", capture_output=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "train.py").read_bytes() == LATIN1_FIXED.encode("latin-1")


def test_an_output_encoding_that_cannot_show_a_path_escapes_it(tmp_path):
    folder = tmp_path / "caf\u00e9"
    folder.mkdir()
    (folder / "hazard.py").write_text(HAZARD)
    done = _fixmp("check", "--no-cache", ".", cwd=tmp_path, PYTHONIOENCODING="ascii")
    assert done.returncode == 1, done.stderr
    assert b"caf\\xe9/hazard.py:10:5: FMP001" in done.stdout


# ---------------------------------------------------------------- fixmp's own failures


def test_an_internal_error_exits_2_with_one_line(tmp_path, monkeypatch, capsys):
    (tmp_path / "hazard.py").write_text(HAZARD)

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(engine, "run", broken)
    monkeypatch.delenv("FIXMP_DEBUG", raising=False)
    assert main(["check", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.splitlines()[0].startswith("fixmp: internal error: RuntimeError: boom (at test_hostile.py:")
    assert "Traceback" not in err
    monkeypatch.setenv("FIXMP_DEBUG", "1")
    assert main(["check", str(tmp_path)]) == 2
    assert "Traceback (most recent call last)" in capsys.readouterr().err


# ---------------------------------------------------------------- an edit saved while fixmp writes


def test_an_edit_saved_while_the_fix_is_flushed_is_kept_and_reported(tmp_path, monkeypatch, capsys):
    """The editor saves while fixmp flushes its new content (the slow part of a write): the edit wins."""
    target = tmp_path / "hazard.py"
    target.write_text(HAZARD)
    edited = HAZARD + "# the user's edit\n"
    real_fsync = os.fsync

    def fsync_while_the_user_saves(descriptor):
        target.write_text(edited)
        real_fsync(descriptor)

    monkeypatch.setattr(files.os, "fsync", fsync_while_the_user_saves)
    monkeypatch.chdir(tmp_path)
    assert main(["fix", "--no-cache", "hazard.py"]) == 2
    out, err = capsys.readouterr()
    assert target.read_text() == edited
    assert "hazard.py: error: changed by someone else since fixmp read it; not overwritten" in out + err
    assert [path.name for path in tmp_path.iterdir()] == ["hazard.py"]  # no temporary file left


def test_write_atomically_checks_the_content_right_before_the_rename(tmp_path, monkeypatch):
    target = tmp_path / "a.py"
    target.write_bytes(b"old\n")
    real_chmod = os.chmod

    def chmod_then_edit(path, mode):
        real_chmod(path, mode)
        target.write_bytes(b"edited\n")  # after the new content is flushed, before the rename

    monkeypatch.setattr(files.os, "chmod", chmod_then_edit)
    with pytest.raises(files.WriteError, match="changed by someone else"):
        files.write_atomically(target, b"new\n", b"old\n")
    assert target.read_bytes() == b"edited\n"


def test_settings_api_is_unchanged_by_these_checks(tmp_path):
    """A plain library call still checks and fixes (the guards cost nothing where nothing is wrong)."""
    (tmp_path / "hazard.py").write_text(HAZARD)
    result = engine.run([tmp_path], Settings(), fix=True, jobs=1)
    assert result.files[0].fixed_source == HAZARD_FIXED.encode()


# ---------------------------------------------------------------- inputs that crashed or stalled libcst's parser


PATHOLOGICAL = {
    # 1,500 nested parentheses: libcst's parser segfaulted (exit 139, every result lost).
    "parens.py": "x = " + "(" * 1500 + "1" + ")" * 1500 + "\n",
    # An `and` chain that CPython compiles and libcst's parser segfaulted on (about 7,000 terms).
    "and_chain.py": "x = " + " and ".join(["a"] * 8000) + "\n",
    # A 5,000-term sum: 14 s and more, then "too deeply nested", its hazard never reported.
    "long_sum.py": "x = " + " + ".join(["a"] * 5000) + "\n",
    # Twenty lines of 190 nested calls: under Python's bracket limit, 1.8 GiB to parse.
    "deep_calls.py": "".join("y = " + "f(" * 190 + "1" + ")" * 190 + "\n" for _ in range(20)),
    # One 600 KB line (200,000 list items): 6.5 s and 650 MB for a 1 MB one.
    "one_line.py": "x = [" + ", ".join(["a"] * 200_000) + "]\n",
}


def test_pathological_files_are_errors_and_the_other_files_are_still_checked(tmp_path):
    for name, tail in PATHOLOGICAL.items():
        (tmp_path / name).write_text(HAZARD + tail)
    (tmp_path / "hazard.py").write_text(HAZARD)
    done = _fixmp("check", "--no-cache", ".", cwd=tmp_path)
    out = done.stdout.decode()
    assert done.returncode == 2, out + done.stderr.decode()
    assert "hazard.py:10:5: FMP001" in out
    reasons = {line.split(":", 1)[0]: line for line in out.splitlines() if ": error: " in line}
    assert sorted(reasons) == sorted(PATHOLOGICAL)
    assert "brackets nested 1500 deep, more than Python's limit of 200" in reasons["parens.py"]
    assert "chains more than 1,000 operators" in reasons["and_chain.py"]
    assert "chains more than 1,000 operators" in reasons["long_sum.py"]
    assert "depth-weighted bracket cost" in reasons["deep_calls.py"]
    assert "too large to analyse within fixmp's memory budget (about 400,0" in reasons["one_line.py"]


def test_the_guards_pass_ordinary_code_and_the_limits_python_allows():
    from fixmp.parse.guards import parse_cost_problem

    assert parse_cost_problem(HAZARD.encode()) is None
    assert parse_cost_problem(b"x = " + b"(" * 200 + b"1" + b")" * 200 + b"\n") is None  # CPython's own limit
    assert parse_cost_problem(b"s = '" + b"(" * 5000 + b"'\n# " + b"[" * 5000 + b"\n") is None  # not code
    assert parse_cost_problem(b"x = " + b" + ".join([b"a"] * 900) + b"\n") is None


def test_the_parse_runs_on_a_large_stack_and_hands_back_its_result_or_exception():
    import libcst as cst

    from fixmp.parse.guards import on_large_stack

    chain = "x = " + " and ".join(["a"] * 8000) + "\n"  # segfaulted on the main thread's 8 MiB stack
    assert isinstance(on_large_stack(lambda: cst.parse_module(chain)), cst.Module)
    with pytest.raises(cst.ParserSyntaxError):
        on_large_stack(lambda: cst.parse_module("def f(:\n"))


# ---------------------------------------------------------------- a budget of work per file


def _call_graph(functions: int) -> str:
    """A module whose start's path runs through a chain of ``functions`` functions: work that grows with it."""
    lines = ["import multiprocessing as mp", "import torch", ""]
    for number in range(functions):
        lines += [f"def f{number}():", f"    f{number + 1}()" if number + 1 < functions else "    torch.cuda.init()", ""]
    lines += ["def work():", "    torch.ones(1).cuda()", "", 'if __name__ == "__main__":']
    lines += [f"    f{number}()" for number in range(functions)]
    lines += ["    mp.Process(target=work).start()", ""]
    return "\n".join(lines)


def test_an_analysis_over_its_budget_is_an_error_for_that_file_only_whatever_the_jobs(tmp_path):
    """Whatever the checks before parsing miss, one file cannot hold a run up: it becomes an error, uncached.
    The budget counts steps of analysis, so the verdict is the same with one process or several."""
    padding = '"""' + "padding, so that the candidates' bytes pay for a worker process\n" * 5_000 + '"""\n'
    (tmp_path / "heavy.py").write_text(padding + _call_graph(200))
    (tmp_path / "hazard.py").write_text(padding + HAZARD)
    settings = Settings(root=tmp_path, cache=True, max_steps_per_file=2_000)
    workers = []
    for jobs in (2, 1):  # cold with a worker, then warm in this process alone
        result = engine.run([tmp_path], settings, jobs=jobs)
        [error] = result.all_errors
        assert error.path.endswith("heavy.py")
        assert error.message == ("analysis ran past fixmp's budget of 2,000 steps per file; file left unchanged "
                                 "(raise max-steps-per-file, or exclude it if it is generated)")
        assert [finding.path for finding in result.findings] == [str(tmp_path / "hazard.py")]
        workers.append(result.stats.workers)
    assert workers == [1, 0] and result.stats.cached == 1  # the error was not cached; hazard.py was
    generous = engine.run([tmp_path], settings.replace(max_steps_per_file=0), jobs=1)
    assert not generous.all_errors and {Path(f.path).name for f in generous.findings} == {"heavy.py", "hazard.py"}


def test_the_budget_of_work_per_file_is_a_setting(tmp_path):
    from fixmp.discover.config import ConfigError, load_settings

    (tmp_path / "pyproject.toml").write_text("[tool.fixmp]\nmax-steps-per-file = 5000\n")
    assert load_settings(tmp_path / "pyproject.toml").max_steps_per_file == 5000
    for wrong in ("'soon'", "2.5", "-1", "true", "inf"):
        (tmp_path / "pyproject.toml").write_text(f"[tool.fixmp]\nmax-steps-per-file = {wrong}\n")
        with pytest.raises(ConfigError, match="max-steps-per-file must be a whole number of analysis steps"):
            load_settings(tmp_path / "pyproject.toml")
    # The time budget it replaces is named in the error, not taken silently.
    (tmp_path / "pyproject.toml").write_text("[tool.fixmp]\nmax-seconds-per-file = 20\n")
    with pytest.raises(ConfigError, match="max-seconds-per-file is gone.*max-steps-per-file"):
        load_settings(tmp_path / "pyproject.toml")
