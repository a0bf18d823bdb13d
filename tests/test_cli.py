"""The command line: the JSON contract, exit codes, writing, selection, and the progress bar."""

from __future__ import annotations

import io
import json
import os
import sys
import textwrap
from pathlib import Path

import pytest
from programs import HAZARD, HAZARD_FIXED

from fixmp.cli import main
from fixmp.progress import Progress, ProgressBar, progress_for

REPO = Path(__file__).resolve().parent.parent

# Mentions multiprocessing, so it is parsed and analysed, but is safe: spawn from the start.
CLEAN = textwrap.dedent(
    """\
    import torch
    import torch.multiprocessing as mp

    def work(rank):
        torch.ones(1, device="cuda")

    if __name__ == "__main__":
        ctx = mp.get_context("spawn")
        torch.cuda.set_device(0)
        p = ctx.Process(target=work, args=(0,))
        p.start()
    """
)


@pytest.fixture
def project(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "hazard.py").write_text(HAZARD)
    (tmp_path / "clean.py").write_text(CLEAN)
    return tmp_path


def run_cli(capsys, *argv):
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_json_contract(project, capsys):
    code, out, _ = run_cli(capsys, "check", "--format", "json", "--select", "FMP001", ".")
    document = json.loads(out)
    assert list(document) == ["version", "files_scanned", "findings", "errors"]
    assert document["version"] == 1
    assert document["files_scanned"] == 2
    assert document["errors"] == []
    [finding] = document["findings"]
    # Version 1's fields, in order, then the ones added since (a contract only gains fields).
    assert list(finding) == [
        "path", "line", "column", "end_line", "end_column", "code", "name", "message", "fix",
        "fix_description", "no_fix_reason", "fixed",
    ]
    assert finding["path"] == "hazard.py"
    assert (finding["line"], finding["column"]) == (10, 5)
    assert (finding["end_line"], finding["end_column"]) == (10, 14)
    assert finding["code"] == "FMP001"
    assert finding["name"] == "cuda-before-fork"
    assert "Cannot re-initialize CUDA in forked subprocess" in finding["message"]
    assert finding["fix"] == "safe"
    assert code == 1


def test_clean_project_exits_zero(project, capsys):
    (project / "hazard.py").unlink()
    code, out, _ = run_cli(capsys, "check", ".")
    assert code == 0
    assert out.startswith("1 file scanned, 0 findings")


def test_syntax_error_is_reported_and_other_files_still_processed(project, capsys):
    # A file the prefilter lets through (it can start a process), which does not parse.
    (project / "broken.py").write_text("import multiprocessing\nmultiprocessing.Process()\ndef f(:\n    pass\n")
    code, out, _ = run_cli(capsys, "check", "--format", "json", "--select", "FMP001", ".")
    document = json.loads(out)
    assert code == 2
    [error] = document["errors"]
    assert error["path"] == "broken.py"
    assert error["message"].startswith("syntax error at line ")
    assert [f["path"] for f in document["findings"]] == ["hazard.py"]
    code, out, _ = run_cli(capsys, "check", ".")
    assert code == 2
    assert "broken.py: error: syntax error at line " in out
    assert "hazard.py:10:5: FMP001" in out


def test_fix_writes_and_a_second_fix_changes_nothing(project, capsys):
    code, out, _ = run_cli(capsys, "fix", "--select", "FMP001", ".")
    assert code == 0
    assert "1 fixed in 1 file" in out
    assert (project / "hazard.py").read_text() == HAZARD_FIXED
    before = (project / "hazard.py").stat().st_mtime_ns
    code, out, _ = run_cli(capsys, "fix", "--select", "FMP001", ".")
    assert code == 0
    assert "0 fixed in 0 files" in out
    assert (project / "hazard.py").read_text() == HAZARD_FIXED
    assert (project / "hazard.py").stat().st_mtime_ns == before
    assert run_cli(capsys, "check", "--select", "FMP001", ".")[0] == 0


def test_a_file_without_findings_is_never_rewritten(project, capsys):
    clean = project / "clean.py"
    os.utime(clean, ns=(1_000_000_000, 1_000_000_000))
    code, _, _ = run_cli(capsys, "fix", ".")
    assert code == 0
    assert clean.read_bytes() == CLEAN.encode()
    assert clean.stat().st_mtime_ns == 1_000_000_000
    assert (project / "hazard.py").read_text() == HAZARD_FIXED


def test_fix_diff_writes_nothing(project, capsys):
    code, out, _ = run_cli(capsys, "fix", "--diff", ".")
    assert code == 1
    assert '+    ctx = mp.get_context("spawn")' in out
    assert (project / "hazard.py").read_text() == HAZARD


def test_select_and_ignore(project, capsys):
    code, out, _ = run_cli(capsys, "check", "--ignore", "FMP001", "--format", "json", ".")
    assert (code, [f["code"] for f in json.loads(out)["findings"] if f["code"] == "FMP001"]) == (0, [])
    code, out, _ = run_cli(capsys, "check", "--select", "FMP0", "--format", "json", ".")
    assert code == 1
    assert "FMP001" in [f["code"] for f in json.loads(out)["findings"]]
    code, out, err = run_cli(capsys, "check", "--select", "XYZ9", ".")
    assert code == 2
    assert "unknown rule code or prefix: XYZ9" in err
    code, _, _ = run_cli(capsys, "fix", "--ignore", "FMP001", ".")
    assert (project / "hazard.py").read_text() == HAZARD


def test_missing_path_is_an_error(project, capsys):
    code, out, _ = run_cli(capsys, "check", "--format", "json", "nowhere", "hazard.py")
    document = json.loads(out)
    assert code == 2
    assert document["errors"] == [{"path": "nowhere", "message": "no such file or folder", "line": None}]
    assert document["files_scanned"] == 1


def test_summary_has_elapsed_time_and_quiet_drops_it(project, capsys):
    _, out, err = run_cli(capsys, "check", ".")
    summary = out.splitlines()[-1]
    assert summary.startswith("2 files scanned, 1 finding, 1 fixable with `fixmp fix` (")
    assert summary.endswith(" s).")
    assert err == ""  # stderr is not a terminal here: no progress bar
    _, out, err = run_cli(capsys, "check", "--quiet", ".")
    assert out.splitlines() == [out.splitlines()[0]]
    assert out.startswith("hazard.py:10:5: FMP001 ")
    # Machine formats keep stdout parseable: the summary goes to stderr.
    _, out, err = run_cli(capsys, "check", "--format", "json", ".")
    json.loads(out)
    assert err.startswith("2 files scanned, 1 finding")


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_bar_measures_the_work_and_erases_itself():
    """Finding and reading fill the first tenth; the candidates' bytes analysed fill the rest."""
    now = [0.0]
    stream = _Terminal()
    bar = ProgressBar(stream, clock=lambda: now[0])
    now[0] = 0.3
    bar(Progress(files_found=500))
    assert "  0%  finding files: 500" in stream.getvalue()
    now[0] = 0.5
    bar(Progress(files_found=1000, finding_done=True, files_read=500))
    assert "  5%  reading 500/1,000 files" in stream.getvalue()
    now[0] = 0.7
    done = Progress(files_found=1000, finding_done=True, files_read=1000, reading_done=True,
                    candidates=30, candidates_done=10, candidate_bytes=4000, candidate_bytes_done=3000)
    bar(done)
    assert " 78%  analysing 10/30 candidate files of 1,000" in stream.getvalue()  # 0.1 + 0.9 * 3/4
    bar.close()
    assert stream.getvalue().endswith("\r\x1b[K")


def test_progress_bar_appears_after_a_fifth_of_a_second_and_redraws_sparingly():
    now = [0.1]
    stream = _Terminal()
    bar = ProgressBar(stream, clock=lambda: now[0])
    now[0] = 0.15
    bar(Progress(files_found=10_000))  # a run this short shows nothing
    assert stream.getvalue() == ""
    now[0] = 0.35
    bar(Progress(files_found=20_000))  # drawn within 0.2 s, while the files are still being found
    bar(Progress(files_found=20_001))  # within the redraw interval: skipped
    assert stream.getvalue().count("\r") == 1
    finished = Progress(files_found=5, finding_done=True, files_read=5, reading_done=True, candidates=1,
                        candidates_done=1, candidate_bytes=10, candidate_bytes_done=10)
    bar(finished)  # the end is always drawn
    assert "100%  analysing 1/1 candidate files of 5" in stream.getvalue()
    assert progress_for(io.StringIO(), quiet=False) is None
    assert progress_for(_Terminal(), quiet=True) is None
    assert isinstance(progress_for(_Terminal(), quiet=False), ProgressBar)


def test_progress_bar_on_a_real_terminal(tmp_path):
    pexpect = pytest.importorskip("pexpect")
    for number in range(250):
        (tmp_path / f"m{number:03}.py").write_text("x = 1\n")
    for number in range(40):  # candidates: the work the bar measures
        (tmp_path / f"hazard{number:02}.py").write_text(HAZARD)
    env = dict(os.environ, PYTHONPATH=str(REPO), NO_COLOR="1")
    # The bar appears once a run has taken a moment: shown from the start here, so that what the test
    # sees does not depend on how fast this machine reads 290 files.
    at_once = ("import sys; import fixmp.progress; fixmp.progress.APPEAR_AFTER_SECONDS = 0; "
               "from fixmp.cli import main; sys.exit(main(sys.argv[1:]))")
    child = pexpect.spawn(
        sys.executable, ["-c", at_once, "check", "--no-cache", "--isolated", "--jobs", "1", "--select", "FMP001", "."],
        cwd=str(tmp_path), env=env, encoding="utf-8", timeout=120,
    )
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1
    output = child.before
    assert "analysing " in output and "candidate files of 290" in output
    assert "\x1b[K" in output  # erased before the findings
    assert "hazard00.py:10:5: FMP001" in output
    assert "290 files scanned, 40 findings" in output


def test_fix_diff_names_the_files_it_could_not_process_on_stderr(project, capsys):
    (project / "broken.py").write_text("import multiprocessing as mp\nmp.Process(\n")
    code, out, err = run_cli(capsys, "fix", "--diff", ".")
    assert code == 2
    assert out.startswith("--- a/hazard.py")  # stdout stays a diff `git apply` takes
    assert "broken.py: error: syntax error at line 2" in err


# ---------------------------------------------------------------- what a ruff user reaches for (issue #14)


def test_exit_zero_keeps_findings_from_failing_the_step_but_not_errors(project, capsys):
    assert run_cli(capsys, "check", "--exit-zero", ".")[0] == 0
    (project / "broken.py").write_text("from multiprocessing import Process\ndef f(:\n")
    assert run_cli(capsys, "check", "--exit-zero", ".")[0] == 2


def test_exit_non_zero_on_fix(project, capsys):
    (project / "other.py").write_text(HAZARD)
    code, _, _ = run_cli(capsys, "fix", "--exit-non-zero-on-fix", "hazard.py")
    assert code == 1 and (project / "hazard.py").read_text() == HAZARD_FIXED  # fixed, nothing remains: still 1
    assert run_cli(capsys, "fix", "--exit-non-zero-on-fix", "hazard.py")[0] == 0  # nothing left to fix
    assert run_cli(capsys, "fix", "other.py")[0] == 0


def test_statistics_counts_findings_by_rule(project, capsys):
    (project / "again.py").write_text(HAZARD)
    code, out, _ = run_cli(capsys, "check", "--statistics", ".")
    assert code == 1
    assert out == "    2\tFMP001\t[*] cuda-before-fork\n"
    code, out, _ = run_cli(capsys, "check", "--statistics", "--format", "json", ".")
    assert json.loads(out) == [{"code": "FMP001", "name": "cuda-before-fork", "count": 2, "fixable": 2}]
    assert run_cli(capsys, "check", "--statistics", "--format", "sarif", ".")[0] == 2


def test_show_fixes_lists_what_fix_wrote(project, capsys):
    code, _, err = run_cli(capsys, "fix", "--show-fixes", ".")
    assert code == 0
    assert "Fixed 1 finding:\nhazard.py:\n    1 \u00d7 FMP001 (cuda-before-fork)\n" in err


def test_output_file_takes_what_standard_output_would_show(project, capsys):
    code, out, _ = run_cli(capsys, "check", "--format", "json", "--output-file", "report.json", ".")
    assert code == 1 and out == ""
    [finding] = json.loads((project / "report.json").read_text())["findings"]
    assert finding["path"] == "hazard.py"
    code, out, err = run_cli(capsys, "check", "-o", str(project / "missing" / "x.json"), ".")
    assert code == 2 and "cannot write the output file" in err


def test_show_files_and_show_settings(project, capsys):
    (project / "pyproject.toml").write_text('[tool.fixmp]\nignore = ["FMP004"]\n')
    code, out, _ = run_cli(capsys, "check", "--show-files", ".")
    assert code == 0 and out.splitlines() == ["clean.py", "hazard.py"]
    code, out, _ = run_cli(capsys, "check", "--show-settings", "--select", "FMP001", ".")
    assert code == 0
    assert f"from {project / 'pyproject.toml'}" in out.splitlines()[0]
    assert 'ignore = ["FMP004"]' in out.splitlines() and 'select = ["FMP001"]' in out.splitlines()
    # What it prints is a configuration, in the keys and values a pyproject.toml takes: read back, the same.
    from fixmp.discover.config import load_settings

    shown = "\n".join(out.splitlines()[1:])
    assert "rule-options" not in shown and "cache-dir-from-command-line" not in shown and "(" not in shown
    (project / "pyproject.toml").write_text(shown + "\n")
    loaded = load_settings(project / "pyproject.toml")
    assert loaded.select == ("FMP001",) and loaded.ignore == ("FMP004",)
    assert loaded.cache_dir == project / ".fixmp_cache"


@pytest.mark.parametrize("jobs", ["0", "-3", "two"])
def test_jobs_must_be_a_positive_number(project, capsys, jobs):
    with pytest.raises(SystemExit) as exit_info:
        main(["check", "--jobs", jobs, "."])
    assert exit_info.value.code == 2
    assert "--jobs" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["check", "fix", "review"])
def test_version_after_a_command(capsys, command):
    with pytest.raises(SystemExit) as exit_info:
        main([command, "--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.startswith("fixmp ")


def _with_stdin(monkeypatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))


def test_check_reads_standard_input_as_editors_hand_it_over(project, capsys, monkeypatch):
    (project / "pyproject.toml").write_text('[tool.fixmp]\nper-file-ignores = {"vendor/*" = ["FMP001"]}\n')
    _with_stdin(monkeypatch, HAZARD.encode())
    code, out, _ = run_cli(capsys, "check", "--stdin-filename", "src/train.py", "-")
    assert code == 1 and out.startswith("src/train.py:10:5: FMP001 ")
    _with_stdin(monkeypatch, HAZARD.encode())  # the name decides the configuration that applies
    assert run_cli(capsys, "check", "--stdin-filename", "vendor/train.py", "-")[0] == 0
    _with_stdin(monkeypatch, HAZARD.encode())
    code, out, _ = run_cli(capsys, "check", "--format", "json", "-")
    assert code == 1 and json.loads(out)["findings"][0]["path"] == "-"


def test_fix_reads_standard_input_and_prints_the_fixed_source(project, capsys, monkeypatch):
    _with_stdin(monkeypatch, HAZARD.encode())
    code, out, err = run_cli(capsys, "fix", "-")
    assert (code, out, err) == (0, HAZARD_FIXED, "")
    _with_stdin(monkeypatch, b"print('nothing to fix')\n")
    assert run_cli(capsys, "fix", "-")[:2] == (0, "print('nothing to fix')\n")  # as it was
    assert (project / "hazard.py").read_text() == HAZARD  # no file touched
    code, _, err = run_cli(capsys, "check", "--stdin-filename", "x.py", "hazard.py")
    assert code == 2 and "give `-` as the path" in err


def test_per_file_ignores_and_extend_exclude(project, capsys):
    (project / "tests").mkdir()
    (project / "tests" / "test_hazard.py").write_text(HAZARD)
    (project / "build_tools").mkdir()
    (project / "build_tools" / "gen.py").write_text(HAZARD)
    (project / "pyproject.toml").write_text(
        '[tool.fixmp]\nexclude = ["nothing"]\nextend-exclude = ["build_tools/"]\n'
        'per-file-ignores = {"tests/**" = ["FMP0"]}\n'
    )
    code, out, _ = run_cli(capsys, "check", "--no-cache", ".")
    assert code == 1
    assert sorted(line.split(":")[0] for line in out.splitlines() if ": FMP" in line) == ["hazard.py"]


def test_a_file_exempts_itself_with_a_file_level_noqa(project, capsys):
    (project / "hazard.py").write_text("# fixmp: noqa\n" + HAZARD)
    (project / "some.py").write_text(HAZARD + "# fixmp: noqa: FMP001\n")
    (project / "other.py").write_text(HAZARD + "# fixmp: noqa: FMP004\n")
    (project / "inline.py").write_text(HAZARD + "x = 1  # fixmp: noqa\n")  # not on a line of its own
    code, out, _ = run_cli(capsys, "check", "--no-cache", ".")
    assert code == 1
    assert sorted(line.split(":")[0] for line in out.splitlines() if ": FMP" in line) == ["inline.py", "other.py"]


def test_a_reader_that_stops_reading_is_not_an_internal_error(tmp_path):
    """`fixmp rules FMP001 | head` (real-repository sweep) ended with 'internal error: BrokenPipeError'
    once the reader was gone. It ends quietly, with the status of a tool killed by SIGPIPE."""
    import signal
    import subprocess

    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    process = subprocess.Popen([sys.executable, "-m", "fixmp", "rules", "FMP001"], cwd=tmp_path, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the reader is gone before fixmp writes a byte
    error = process.stderr.read().decode()
    assert process.wait(timeout=60) == 128 + signal.SIGPIPE
    assert error == "", error
