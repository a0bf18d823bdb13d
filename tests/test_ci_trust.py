"""Trustworthy in a user's CI: what a hostile or merely unusual repository must not do to a run.

Suppressions are comments, not text; one file's failure costs only that file; the project
reader refuses what discovery refuses; settings that would hide the project, or that
cannot be read, are errors naming the file and the key; names cannot inject lines into
text output; a command `fix --verify` cannot run is an error, not a finding.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from dataclasses import replace
from pathlib import Path

import pytest
from programs import CALLS_THE_LAUNCHER, HAZARD, LAUNCH

from fixmp import engine
from fixmp.analysis.project import MAX_MODULE_BYTES, Project
from fixmp.cli import main
from fixmp.discover.config import ConfigError, Settings, load_settings

START = "    p = mp.Process(target=train, args=(0, model))"


def _check(path: Path, *arguments: str) -> "subprocess.CompletedProcess[str]":
    return subprocess.run([sys.executable, "-m", "fixmp", "check", "--no-cache", *arguments, str(path)],
                          capture_output=True, text=True, timeout=300, cwd=path if path.is_dir() else path.parent)


# ---------------------------------------------------------------- suppressions are comments

def test_a_noqa_inside_a_string_silences_nothing(tmp_path):
    assert START in HAZARD
    in_a_docstring = HAZARD.replace("import torch\n", 'import torch\n\nNOTES = """\n# fixmp: noqa\n"""\n', 1)
    in_an_argument = HAZARD.replace(START, '    p = mp.Process(target=train, args=(0, model), name="# noqa")')
    for name, source in (("docstring.py", in_a_docstring), ("argument.py", in_an_argument)):
        result = engine.process_source(source.encode(), name, Settings(select=("FMP001",)))
        assert [finding.code for finding in result.findings] == ["FMP001"], name


def test_noqa_comments_still_silence(tmp_path):
    whole_file = "# fixmp: noqa\n" + HAZARD
    one_rule = "# fixmp: noqa: FMP001\n" + HAZARD
    on_the_line = HAZARD.replace(START, START + "  # noqa: FMP001")
    for source in (whole_file, one_rule, on_the_line):
        assert not engine.process_source(source.encode(), "hazard.py", Settings(select=("FMP001",))).findings
    # A file-level comment must stand alone on its line: after code it is a line's comment.
    after_code = HAZARD.replace("import torch\n", "import torch  # fixmp: noqa\n", 1)
    assert engine.process_source(after_code.encode(), "hazard.py", Settings(select=("FMP001",))).findings


def test_noqa_silences_its_own_line_with_windows_line_ends(tmp_path):
    on_the_line = HAZARD.replace(START, START + "  # noqa: FMP001")
    # Control: a `noqa` said on another line (a string's, a comment's) leaves the finding.
    elsewhere = HAZARD.replace("import torch\n", 'import torch\nNOTE = "noqa"  # noqa: FMP002\n', 1)
    for ending in ("\n", "\r\n"):
        settings = Settings(select=("FMP001",))
        assert not engine.process_source(on_the_line.replace("\n", ending).encode(), "hazard.py", settings).findings
        assert engine.process_source(elsewhere.replace("\n", ending).encode(), "hazard.py", settings).findings


def test_a_file_whose_noqa_is_on_no_finding_line_is_not_tokenized(monkeypatch):
    """Tokens are read only where a comment could silence a finding (a third of a parse, saved in
    most of the many files that say ``noqa`` somewhere)."""
    from fixmp.parse import suppressions

    elsewhere = HAZARD.replace("import torch\n", "import torch  # noqa: F401\n", 1)
    monkeypatch.setattr(suppressions, "_comments", lambda source: pytest.fail("tokenized"))
    assert engine.process_source(elsewhere.encode(), "hazard.py", Settings(select=("FMP001",))).findings


# ---------------------------------------------------------------- one bad file costs only itself

def test_a_file_past_the_recursion_limit_is_an_error_for_it_and_the_others_are_still_done(tmp_path):
    branches = "\n".join(f"    elif x == {number}:\n        return {number}" for number in range(1, 3000))
    (tmp_path / "deep.py").write_text(
        "import multiprocessing as mp\n\n\ndef f(x):\n    if x == 0:\n        return 0\n" + branches + "\n\n\n"
        + HAZARD.split("\n", 2)[2]  # the hazard's body, its imports above
        .replace("import torch", ""))
    (tmp_path / "hazard.py").write_text(HAZARD)
    done = _check(tmp_path, "--format", "json")
    assert done.returncode == 2, done.stderr
    report = json.loads(done.stdout)
    assert [Path(finding["path"]).name for finding in report["findings"]] == ["hazard.py"]
    [error] = report["errors"]
    assert Path(error["path"]).name == "deep.py" and "recursion limit" in error["message"]


def test_a_failure_whose_description_fails_is_still_one_files_error():
    class Unprintable(Exception):
        def __str__(self) -> str:
            raise RecursionError("a node's repr past the recursion limit")

    assert engine.file_failure(Unprintable()).startswith("internal error, file not checked: Unprintable")
    try:
        try:
            raise RecursionError("deep")
        except RecursionError:
            raise KeyError("what libcst raises as it unwinds") from None
    except KeyError as exc:
        assert engine.file_failure(exc) == engine.TOO_DEEP
    assert engine.file_failure(MemoryError()) == engine.OUT_OF_MEMORY


# ---------------------------------------------------------------- the project reader reads what discovery would



def test_an_imported_module_linked_from_outside_the_project_is_not_read(tmp_path):
    project, elsewhere = tmp_path / "project", tmp_path / "elsewhere"
    project.mkdir()
    elsewhere.mkdir()
    (project / "main.py").write_text(CALLS_THE_LAUNCHER)
    (elsewhere / "launch.py").write_text(LAUNCH)
    (project / "launch.py").symlink_to(elsewhere / "launch.py")
    assert not engine.run([project / "main.py"], Settings(root=project), jobs=1).findings
    (project / "launch.py").unlink()
    (project / "launch.py").write_text(LAUNCH)  # the same module inside the project is read
    assert [f.code for f in engine.run([project / "main.py"], Settings(root=project), jobs=1).findings] == ["FMP001"]


def test_an_imported_module_that_is_a_fifo_or_huge_is_not_read_whole(tmp_path):
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "launch.py").symlink_to(tmp_path / "fifo")
    (tmp_path / "main.py").write_text(CALLS_THE_LAUNCHER)
    done = _check(tmp_path / "main.py")  # would wait for a writer forever if the FIFO were opened
    assert done.returncode == 0, done.stderr
    (tmp_path / "launch.py").unlink()
    with open(tmp_path / "launch.py", "wb") as sparse:  # 3 GB that take no room on disk
        sparse.truncate(3 * 2**30)
    project = Project(tmp_path)
    assert project.source(tmp_path / "launch.py") is None
    assert len(project._bytes[str(tmp_path / "launch.py")]) == MAX_MODULE_BYTES + 1  # no more was read


def test_a_gitignore_too_large_to_read_is_an_error_for_its_folder(tmp_path):
    (tmp_path / "vendored").mkdir()
    with open(tmp_path / "vendored" / ".gitignore", "wb") as sparse:
        sparse.truncate(3 * 2**30)
    (tmp_path / "vendored" / "hazard.py").write_text(HAZARD)
    (tmp_path / "hazard.py").write_text(HAZARD)
    done = _check(tmp_path)
    assert done.returncode == 2
    assert "hazard.py:" in done.stdout and "vendored: error: cannot read this folder: its .gitignore is over 1 MiB" \
        in done.stdout + done.stderr


# ---------------------------------------------------------------- settings that would hide the project, or break

def test_a_cache_folder_that_holds_the_projects_files_is_refused(tmp_path, capsys, monkeypatch):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "hazard.py").write_text(HAZARD)
    (tmp_path / "pyproject.toml").write_text('[tool.fixmp]\ncache-dir = "src"\n')
    with pytest.raises(ConfigError, match=r"pyproject.toml: \[tool.fixmp\] cache-dir 'src' holds files fixmp did not "
                                          r"make.*would hide them from git"):
        load_settings(tmp_path / "pyproject.toml")
    (tmp_path / "pyproject.toml").write_text('[tool.fixmp]\ncache-dir = "."\n')
    with pytest.raises(ConfigError, match="cache-dir '.' is the project's root"):
        load_settings(tmp_path / "pyproject.toml")
    # From the command line: no cache, said so, and nothing written into src/.
    (tmp_path / "pyproject.toml").write_text("[tool.fixmp]\n")
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--cache-dir", "src", "."]) == 1
    assert "src holds files fixmp did not make" in capsys.readouterr().err
    assert sorted(path.name for path in (tmp_path / "src").iterdir()) == ["hazard.py"]
    assert main(["check", "."]) == 1  # the next run still sees the file


@pytest.mark.parametrize("content,message", [
    (b'[tool.fixmp]\ncache-dir = "a\\u0000b"\n', "cache-dir must be a folder path, without a NUL character"),
    (b'[tool.fixmp]\ncache-dir = "x"\n\xff\n', "cannot read configuration: 'utf-8' codec can't decode byte 0xff"),
    (b"[tool.fixmp]\nmax-steps-per-file = inf\n", "max-steps-per-file must be a whole number"),
])
def test_a_setting_that_cannot_be_used_is_an_error_naming_the_file(tmp_path, content, message):
    (tmp_path / "pyproject.toml").write_bytes(content)
    (tmp_path / "hazard.py").write_text(HAZARD)
    done = _check(tmp_path)
    assert done.returncode == 2
    assert f"{tmp_path / 'pyproject.toml'}: " in done.stderr and message in done.stderr
    assert "internal error" not in done.stderr


# ---------------------------------------------------------------- names cannot write lines of their own

def test_a_file_name_with_a_newline_is_escaped_in_text_and_diff_output(tmp_path):
    name = "a\n::warning file=x::pwned\nb.py"
    (tmp_path / name).write_text(HAZARD)
    for arguments in (["check", "--no-cache", "."], ["fix", "--diff", "--no-cache", "."]):
        done = subprocess.run([sys.executable, "-m", "fixmp", *arguments], capture_output=True, text=True,
                              cwd=tmp_path, timeout=300)
        assert not any(line.startswith("::") for line in (done.stdout + done.stderr).splitlines()), done.stdout
        assert "a\\n::warning file=x::pwned\\nb.py" in done.stdout


# ---------------------------------------------------------------- a command that cannot run proves nothing

def test_fix_verify_with_a_command_that_does_not_exist_is_an_error(tmp_path):
    (tmp_path / "hazard.py").write_text(HAZARD)
    done = subprocess.run([sys.executable, "-m", "fixmp", "fix", "--verify", "no-such-command-fixmp-test", "."],
                          capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "`no-such-command-fixmp-test` could not run" in done.stderr and "not found" in done.stderr
    assert (tmp_path / "hazard.py").read_text() == HAZARD


# ---------------------------------------------------------------- one patch, every finding it answers

CUDA_AND_PARALLEL = textwrap.dedent(
    """\
    import multiprocessing as mp
    import torch


    def work():
        torch.ones(512, 512).sum()
        torch.ones(1).cuda()


    if __name__ == "__main__":
        torch.cuda.init()
        a = torch.ones(512, 512)
        a @ a
        p = mp.Process(target=work)
        p.start()
        p.join()
    """
)


def test_one_patch_that_answers_two_findings_is_one_proposal_answering_both():
    settings = Settings(rule_options=(("fork-deadlock-fix", "spawn"),))
    result = engine.process_source(CUDA_AND_PARALLEL.encode(), "both.py", settings, proposals=True)
    [proposal] = result.proposals
    assert [code for _, _, code in proposal.answers] == ["FMP001", "FMP002"]
    fixed = engine.process_source(CUDA_AND_PARALLEL.encode(), "both.py", settings, fix=True)
    assert [finding.fixed for finding in fixed.findings] == [True, True]


def test_a_finding_answered_in_a_later_pass_is_fixed_and_an_edit_that_changes_nothing_fixes_nothing(tmp_path):
    # The spawn fix used to rewrite the set_start_method("fork") that runs after the starts (it
    # decides nothing for them), then count both findings fixed while `check` still found them.
    program = textwrap.dedent(
        """\
        import multiprocessing as mp
        import torch


        def work():
            torch.ones(1).cuda()


        if __name__ == "__main__":
            torch.cuda.init()
            p = mp.Process(target=work)
            q = mp.Process(target=work)
            p.start()
            q.start()
            mp.set_start_method("fork")
        """
    )
    (tmp_path / "late.py").write_text(program)
    first = engine.run([tmp_path / "late.py"], Settings(root=tmp_path), fix=True)
    assert [finding.fixed for finding in first.findings] == [True, True]
    (tmp_path / "late.py").write_bytes(first.files[0].fixed_source)
    assert 'mp.set_start_method("fork")' in (tmp_path / "late.py").read_text()  # left as it was: it runs after
    assert not engine.run([tmp_path / "late.py"], Settings(root=tmp_path)).findings
    again = engine.run([tmp_path / "late.py"], Settings(root=tmp_path), fix=True)
    assert not again.findings and again.files[0].fixed_source is None


def test_fix_diff_writes_nothing_and_says_so_in_json_and_carries_the_fixes_in_sarif(tmp_path):
    (tmp_path / "hazard.py").write_text(HAZARD)
    as_json = subprocess.run([sys.executable, "-m", "fixmp", "fix", "--diff", "--no-cache", "--format", "json", "."],
                             capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert [finding["fixed"] for finding in json.loads(as_json.stdout)["findings"]] == [False]
    as_sarif = subprocess.run([sys.executable, "-m", "fixmp", "fix", "--diff", "--no-cache", "--format", "sarif", "."],
                              capture_output=True, text=True, cwd=tmp_path, timeout=300)
    run = json.loads(as_sarif.stdout)["runs"][0]
    assert run["results"][0]["fixes"] and "not computed" not in as_sarif.stdout
    assert (tmp_path / "hazard.py").read_text() == HAZARD


# ---------------------------------------------------------------- what a new user meets

@pytest.mark.parametrize("command", ["rules", "verify"])
def test_every_format_option_says_what_it_gives(command, capsys):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--format {text,json,markdown} the report" in text or "--format {text,json,markdown} text:" in text


def test_review_refuses_an_output_file_instead_of_asking_into_it(tmp_path, capsys):
    (tmp_path / "hazard.py").write_text(HAZARD)
    code = main(["review", "--no-cache", "--output-file", str(tmp_path / "out.txt"), str(tmp_path)])
    assert code == 2 and "review asks about each fix on the terminal" in capsys.readouterr().err
    assert not (tmp_path / "out.txt").exists() and (tmp_path / "hazard.py").read_text() == HAZARD


def test_a_finding_whose_fix_is_unsafe_says_so_under_it(tmp_path):
    from fixmp.model import Applicability
    from fixmp.outputs.report import render_text

    result = engine.process_source(HAZARD.encode(), "hazard.py", Settings(select=("FMP001",)))
    [finding] = result.findings
    unsafe = replace(finding, fix=Applicability.UNSAFE)
    text = render_text(engine.RunResult((replace(result, findings=(unsafe,)),)))
    assert text.splitlines()[0].endswith(finding.message)  # no [*]: `fix` alone would not apply it
    assert text.splitlines()[1] == f"    unsafe fix, applied with --unsafe-fixes: {finding.fix_description}"
    assert "[*]" in render_text(engine.RunResult((replace(result, findings=(unsafe,)),)), unsafe_fixes=True)


def test_two_fix_runs_at_once_do_not_report_each_others_writes_as_errors(tmp_path):
    from fixmp.fixing.writer import Change, write_changes

    (tmp_path / "hazard.py").write_text(HAZARD)
    first = engine.run([tmp_path], Settings(root=tmp_path), fix=True)
    second = engine.run([tmp_path], Settings(root=tmp_path), fix=True)  # both read the file before either wrote
    [one], [other] = first.files, second.files
    assert one.fixed_source == other.fixed_source is not None
    assert write_changes([Change(one.path, one.source, one.fixed_source)]).errors == ()
    outcome = write_changes([Change(other.path, other.source, other.fixed_source)])
    assert outcome.errors == () and outcome.written == (other.path,)  # the same fix is there: done, not an error
    assert (tmp_path / "hazard.py").read_bytes() == one.fixed_source
    # An edit that is not the same fix is still kept, and said.
    (tmp_path / "hazard.py").write_text(HAZARD + "# edited meanwhile\n")
    [error] = write_changes([Change(other.path, other.source, other.fixed_source)]).errors
    assert "changed by someone else" in error.message


def test_the_extras_that_bring_torch_bring_numpy_so_torch_runs_without_its_warning(tmp_path):
    # A new user met "Failed to initialize NumPy" on every torch run: numpy is in every extra that installs
    # torch (verify, test). The run extra installs no torch: the project's own runs beside it.
    from importlib.metadata import requires

    extras = requires("fixmp") or []
    for extra in ("verify", "test"):
        assert any(line.startswith("torch") and f'extra == "{extra}"' in line for line in extras), extras
        assert any(line.startswith("numpy") and f'extra == "{extra}"' in line for line in extras), extras
    assert not any(line.startswith("torch") and 'extra == "run"' in line for line in extras), extras
    pytest.importorskip("torch")
    program = tmp_path / "prog.py"
    program.write_text("import torch\nprint(float(torch.ones(3).sum()))\n")
    done = subprocess.run([sys.executable, "-m", "fixmp", "run", "--", sys.executable, str(program)],
                          capture_output=True, text=True, cwd=tmp_path, timeout=600)
    assert done.returncode == 0 and "3.0" in done.stdout, done.stdout + done.stderr
    assert "Failed to initialize NumPy" not in done.stderr


def test_numpys_own_threads_are_no_fork_hazard(tmp_path):
    # OpenBLAS starts its threads when numpy is imported: native threads that are not torch's pool.
    pytest.importorskip("numpy")
    pytest.importorskip("torch")
    program = tmp_path / "prog.py"
    program.write_text(textwrap.dedent("""
        import multiprocessing as mp

        import numpy
        import torch


        def child():
            print("child", float(torch.ones(3).sum()), int(numpy.ones(3).sum()))


        if __name__ == "__main__":
            torch.set_num_threads(2)
            worker = mp.get_context("fork").Process(target=child)
            worker.start()
            worker.join()
            print("exit", worker.exitcode)
    """).lstrip())
    done = subprocess.run([sys.executable, "-m", "fixmp", "run", "--fail-on-hazard", "--format", "json", "-o",
                           "report.json", "--", sys.executable, str(program)],
                          capture_output=True, text=True, cwd=tmp_path, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads((tmp_path / "report.json").read_text())["hazards"] == []
