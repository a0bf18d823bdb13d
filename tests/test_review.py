"""`fixmp review`: fix by fix, in file order, only what is accepted is written."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from programs import HAZARD, HAZARD_FIXED, TWO_FIXES

from fixmp import engine
from fixmp.discover.config import Settings
from fixmp.fixing.files import WriteError
from fixmp.outputs.review import HELP, PROMPT, review

REPO = Path(__file__).resolve().parent.parent

# Nothing in the module calls launch(): the fix is unsafe.
UNSAFE = textwrap.dedent(
    """\
    import torch
    import multiprocessing as mp

    def work():
        torch.ones(1).cuda()

    def launch():
        torch.cuda.set_device(0)
        mp.Process(target=work).start()
    """
)

FIRST_FIXED = TWO_FIXES.replace(
    "    p = mp.Process(", '    ctx = mp.get_context("spawn")\n    p = ctx.Process('
)
BOTH_FIXED = FIRST_FIXED.replace(
    "    q = mp.Process(", '    ctx = mp.get_context("spawn")\n    q = ctx.Process('
)


@pytest.fixture
def project(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "hazard.py").write_text(HAZARD)
    (tmp_path / "two.py").write_text(TWO_FIXES)
    return tmp_path


def _review(answers, paths=(".",), settings=None, **options):
    settings = settings or Settings(select=("FMP001",))
    answers = list(answers)
    shown = []
    asked = []

    def ask(prompt):
        asked.append(prompt)
        shown.append(prompt)
        if not answers:
            raise EOFError
        return answers.pop(0)

    result = engine.run([Path(p) for p in paths], settings, proposals=True)
    outcome = review(result, settings, ask=ask, say=shown.append, **options)
    return outcome, "\n".join(shown), asked


def test_yes_then_no_writes_only_the_first_fix(project):
    outcome, shown, asked = _review(["y", "n"], paths=["two.py"])
    assert asked == [PROMPT, PROMPT]
    assert (project / "two.py").read_text() == FIRST_FIXED
    assert (outcome.accepted, outcome.declined, outcome.not_reviewed) == (1, 1, 0)
    assert outcome.files_written == ("two.py",)
    [left] = outcome.remaining
    assert (left.path, left.line) == ("two.py", 17)  # the second start, one line lower now
    assert shown.splitlines()[-1] == "1 fix accepted, 1 declined, 1 file written, 1 finding remaining."
    # Each diff shows its own fix only, against the original file.
    first, second = shown.split(PROMPT)[:2]
    assert "FMP001 (cuda-before-fork)" in first
    assert "two.py:10:5: Process starts with the default fork start method" in first
    assert 'Fix: start the processes with a "spawn" context' in first
    assert "-    p = mp.Process(target=work, args=(0,))" in first and "q = mp.Process" not in first
    assert "-    q = mp.Process(target=work, args=(1,))" in second and "p = mp.Process" not in second
    assert "@@ -12,7 +12,8 @@" in second


def test_declined_fixes_leave_the_file_as_it_was(project):
    path = project / "two.py"
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    outcome, shown, _ = _review(["n", ""], paths=["two.py"])  # an empty answer is no
    assert path.read_bytes() == TWO_FIXES.encode()
    assert path.stat().st_mtime_ns == 1_000_000_000
    assert (outcome.accepted, outcome.declined, outcome.files_written) == (0, 2, ())
    assert len(outcome.remaining) == 2


def test_all_in_file_applies_the_rest_of_the_file_then_moves_on(project):
    outcome, _, asked = _review(["n", "a"])  # hazard.py: no; two.py: all
    assert len(asked) == 2
    assert (project / "hazard.py").read_text() == HAZARD
    assert (project / "two.py").read_text() == BOTH_FIXED
    assert engine.fix_source(TWO_FIXES, "two.py", Settings(select=("FMP001",))) == BOTH_FIXED
    assert (outcome.accepted, outcome.declined) == (2, 1)
    assert [f.path for f in outcome.remaining] == ["hazard.py"]


def test_done_with_file_skips_the_rest_of_that_file_only(project):
    (project / "zz.py").write_text(HAZARD)
    outcome, _, asked = _review(["y", "d", "y"])  # hazard.py: yes; two.py: done; zz.py: yes
    assert len(asked) == 3
    assert (project / "hazard.py").read_text() == HAZARD_FIXED
    assert (project / "two.py").read_text() == TWO_FIXES
    assert (project / "zz.py").read_text() == HAZARD_FIXED
    assert (outcome.accepted, outcome.declined) == (2, 2)
    assert outcome.files_written == ("hazard.py", "zz.py")


def test_quit_keeps_what_was_accepted(project):
    (project / "zz.py").write_text(HAZARD)
    outcome, shown, asked = _review(["n", "y", "q"])  # hazard.py: no; two.py: yes, quit
    assert len(asked) == 3
    assert (project / "hazard.py").read_text() == HAZARD
    assert (project / "two.py").read_text() == FIRST_FIXED
    assert (project / "zz.py").read_text() == HAZARD
    assert (outcome.accepted, outcome.declined, outcome.not_reviewed) == (1, 1, 2)
    assert shown.splitlines()[-1] == (
        "1 fix accepted, 1 declined, 2 not reviewed, 1 file written, 3 findings remaining."
    )
    # The files after the quit are counted, not listed finding by finding (a repository's hundreds).
    assert "zz.py:" not in shown
    assert shown.splitlines()[-2] == "1 finding in the files after the quit, not listed; `fixmp review` offers them again."
    assert "hazard.py:" in shown.split("Wrote two.py.")[-1]  # declined before the quit: still listed


def test_ctrl_c_at_a_question_keeps_what_was_accepted_in_that_file(project):
    """Ctrl-C part-way through a file used to drop its accepted fixes; it now acts as `q`, and says so."""
    import signal

    (project / "zz.py").write_text(HAZARD)
    answers = iter(["n", "y"])

    def ask(prompt):
        for answer in answers:
            return answer
        raise KeyboardInterrupt  # at two.py's second fix

    result = engine.run([Path(".")], Settings(select=("FMP001",)), proposals=True)
    outcome = review(result, Settings(select=("FMP001",)), ask=ask, say=lambda text: None)
    assert outcome.stopped_by == signal.SIGINT
    assert (project / "two.py").read_text() == FIRST_FIXED  # the accepted fix of the file being reviewed
    assert (project / "zz.py").read_text() == HAZARD
    assert (outcome.accepted, outcome.declined, outcome.not_reviewed) == (1, 1, 2)


def test_end_of_input_quits_without_writing(project):
    outcome, _, asked = _review([])
    assert len(asked) == 1
    assert (outcome.accepted, outcome.not_reviewed, outcome.files_written) == (0, 3, ())
    assert (project / "two.py").read_text() == TWO_FIXES


def test_help_and_unknown_answers_ask_again(project):
    outcome, shown, asked = _review(["?", "maybe", "y"], paths=["hazard.py"])
    assert len(asked) == 3
    assert shown.count(HELP) == 2
    assert "Unknown answer 'maybe'." in shown
    assert (project / "hazard.py").read_text() == HAZARD_FIXED


def test_unsafe_fixes_are_offered_only_with_the_flag_and_marked(project):
    (project / "unsafe.py").write_text(UNSAFE)
    outcome, shown, asked = _review(["y"], paths=["unsafe.py"])
    assert asked == []
    assert (project / "unsafe.py").read_text() == UNSAFE
    assert [f.line for f in outcome.remaining] == [9]
    assert "unsafe.py:9:5: FMP001" in shown
    outcome, shown, asked = _review(["y"], paths=["unsafe.py"], settings=Settings(select=("FMP001",),
                                                                                   unsafe_fixes=True))
    assert len(asked) == 1
    assert "FMP001 (cuda-before-fork) [unsafe fix]" in shown
    assert "Fix: start the processes with a \"spawn\" context (unsafe: " in shown
    assert 'ctx = mp.get_context("spawn")' in (project / "unsafe.py").read_text()
    assert outcome.remaining == ()


def test_colour_only_when_asked(project):
    _, plain, _ = _review(["n"], paths=["hazard.py"])
    assert "\x1b[" not in plain
    _, coloured, _ = _review(["n"], paths=["hazard.py"], color=True)
    assert '\x1b[32m+    ctx = mp.get_context("spawn")\x1b[0m' in coloured
    assert "\x1b[31m-    p = mp.Process(target=train, args=(0, model))\x1b[0m" in coloured


def test_a_file_changed_during_the_review_is_not_overwritten(project):
    path = project / "hazard.py"
    answers = iter(["y"])

    def ask(prompt):
        path.write_text(HAZARD + "# edited meanwhile\n")
        return next(answers)

    settings = Settings(select=("FMP001",))
    outcome = review(engine.run([path.relative_to(project)], settings, proposals=True), settings, ask=ask, say=lambda text: None)
    assert path.read_text() == HAZARD + "# edited meanwhile\n"
    assert outcome.files_written == ()
    [error] = outcome.errors
    assert (error.path, error.message) == ("hazard.py", "changed by someone else since fixmp read it; not overwritten")


def test_a_write_error_is_reported(project):
    def refuse(path, new, old):
        raise WriteError("read-only; not overwritten")

    outcome, shown, _ = _review(["y"], paths=["hazard.py"], write=refuse)
    assert outcome.errors[0].message == "read-only; not overwritten"
    assert "hazard.py: error: read-only; not overwritten" in shown
    assert outcome.summary().endswith("0 files written, 1 finding remaining, 1 error.")


def test_accepted_fixes_that_overlap_apply_the_first_and_keep_the_other_finding(project, monkeypatch):
    import fixmp.outputs.review as review_module

    real = review_module.combine

    def first_only(source, proposals):  # as combine does when a later fix's edits overlap an earlier one's
        new_source, applied, _ = real(source, list(proposals)[:1])
        return new_source, applied, tuple(proposals)[1:]

    monkeypatch.setattr(review_module, "combine", first_only)
    outcome, shown, _ = _review(["a"], paths=["two.py"])
    assert (project / "two.py").read_text() == FIRST_FIXED
    assert "two.py: 1 accepted fix overlapped an earlier one and could not be applied together with it" in shown
    assert [f.line for f in outcome.remaining] == [17]
    assert outcome.errors == ()


def test_review_reads_the_runs_proposals_and_analyses_nothing_again(project, monkeypatch):
    """Each fix is computed once, in the run: reviewing parses no file before the accepted fixes are written."""
    from fixmp.discover.config import Settings

    result = engine.run([Path("two.py")], Settings(), proposals=True)
    calls = []
    monkeypatch.setattr(engine, "analyse_module", lambda *args, **kwargs: calls.append(args))
    said = []
    review(result, Settings(), ask=lambda prompt: "n", say=said.append)
    assert calls == [] and said.count("") == 2


def _env():
    return dict(os.environ, PYTHONPATH=str(REPO), TERM="xterm")


def test_review_in_a_real_terminal(tmp_path):
    pexpect = pytest.importorskip("pexpect")
    (tmp_path / "two.py").write_text(TWO_FIXES)
    env = _env()
    env.pop("NO_COLOR", None)
    child = pexpect.spawn(
        sys.executable, ["-m", "fixmp", "review", "--isolated", "two.py"],
        cwd=str(tmp_path), env=env, encoding="utf-8", timeout=60, dimensions=(40, 200),
    )
    child.expect_exact(PROMPT)
    first = child.before
    assert "\x1b[31m-    p = mp.Process(target=work, args=(0,))\x1b[0m" in first  # colour on a TTY
    child.sendline("y")
    child.expect_exact(PROMPT)
    assert "-    q = mp.Process(target=work, args=(1,))" in child.before
    child.sendline("n")
    child.expect_exact("1 fix accepted, 1 declined, 1 file written, 1 finding remaining.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1
    assert (tmp_path / "two.py").read_text() == FIRST_FIXED


def test_review_without_a_terminal_has_no_colour(tmp_path):
    (tmp_path / "two.py").write_text(TWO_FIXES)
    env = _env()
    env.pop("NO_COLOR", None)
    done = subprocess.run(
        [sys.executable, "-m", "fixmp", "review", "--isolated", "two.py"],
        cwd=tmp_path, env=env, input="n\ny\n", capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 1
    assert "\x1b[" not in done.stdout
    assert done.stdout.count(PROMPT) == 2
    assert (tmp_path / "two.py").read_text() == TWO_FIXES.replace(
        "    q = mp.Process(", '    ctx = mp.get_context("spawn")\n    q = ctx.Process('
    )


def test_review_leaves_a_file_libcst_cannot_reproduce_unchanged(tmp_path, monkeypatch):
    from fixmp.discover.config import Settings

    hazard = (
        b"import torch\nimport torch.multiprocessing as mp\n\ndef work():\n    torch.ones(1).cuda()\n\n"
        b'if __name__ == "__main__":\n    torch.cuda.init()\n    mp.Process(target=work).start()\r'
    )
    (tmp_path / "lone_cr.py").write_bytes(hazard)
    monkeypatch.chdir(tmp_path)
    result = engine.run([Path("lone_cr.py")], Settings(), proposals=True)
    [proposal] = result.files[0].proposals
    assert proposal.edits == () and "byte for byte" in proposal.problem
    outcome = review(result, Settings(), ask=lambda prompt: "y", say=lambda text: None)
    assert outcome.files_written == () and "byte for byte" in outcome.errors[0].message
    assert (tmp_path / "lone_cr.py").read_bytes() == hazard


def test_review_writes_through_the_one_writer(project):
    """As `fix` does: a temporary file a killed fixmp left beside the file is removed when review writes it."""
    dead = 4_000_000  # above Linux's largest pid: no process has it
    stale = project / f".hazard.py.{dead}.abc123.fixmp-tmp"
    stale.write_text("half a file")
    outcome, _, _ = _review(["y", "n", "n"], paths=("hazard.py",))
    assert outcome.files_written == ("hazard.py",)
    assert not stale.exists()
