"""``fix --verify`` decides: it writes a fix only when running the command proves that it cures.

The programs here really hang: the parent runs a 512x512 matmul (torch's OpenMP pool
starts), then forks a child that does parallel work on the inherited, threadless
pool and waits forever in a futex. The runner decides a hang once every process has
slept for ``--idle-seconds``, so each run takes a few seconds.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import sys
import textwrap
from pathlib import Path
from typing import Any, Dict, List, Mapping, Sequence

import pytest

from fixmp.cli import main
from fixmp.discover.config import Settings
from fixmp.engine import fix_source, run
from fixmp.model import Finding
from fixmp.prove import proof
from fixmp.prove.verify import RunOutcome

pytestmark = pytest.mark.programs  # runs programs: with `-m programs`, beside the quick suite

REPO = Path(__file__).resolve().parent.parent
HANGING = REPO / "fixtures" / "FMP002" / "model_orthogonal_init_defer.before.py"
needs_torch = pytest.mark.skipif(importlib.util.find_spec("torch") is None,
                                 reason="runs a program that imports torch, which is not installed")
RUNS = ["--timeout", "60", "--idle-seconds", "2"]

# Two fork hazards in a row. The safe fix (move `y = x @ x` after the starts) cures the Pool,
# but the executor's parent work, inside its `with` before the first submit (where its workers
# fork), is a warm-up in another module of the project (WARM_UP) whose operation fixmp cannot
# see: the program still hangs, one stage later. The targets are partials holding a Scale of the other
# module, so the spawn fix is unsafe (fixmp cannot see what spawn pickles) and no single-thread child fix
# applies (the target is not a function of this module, and each pool has an initializer of
# its own, so its workers cannot be pinned by one).
TWO_STAGES = """
    import concurrent.futures
    import functools
    import multiprocessing

    import torch
    from warmup import Scale, warm_up


    def stage_one(seed, scale):
        torch.manual_seed(seed)
        a = torch.randn(256, 256) * float(scale)
        return float((a @ a).sum())


    def stage_two(seed, scale):
        torch.manual_seed(seed)
        b = torch.randn(256, 256) * float(scale)
        return float((b @ b).sum())


    if __name__ == "__main__":
        x = torch.randn(512, 512)
        y = x @ x
        with multiprocessing.Pool(1, initializer=torch.manual_seed, initargs=(0,)) as pool:
            first = pool.map(functools.partial(stage_one, scale=Scale(0.5)), range(2))
        print("stage one", len(first))
        with concurrent.futures.ProcessPoolExecutor(1, initializer=torch.manual_seed, initargs=(0,)) as executor:
            z = warm_up()
            futures = [executor.submit(functools.partial(stage_two, scale=Scale(0.5)), seed) for seed in range(2)]
            second = [future.result() for future in futures]
        print("stage two", len(second))
"""
# The project's other module: a warm-up whose operation is a setting (a 512x512 matmul by default,
# which starts the OpenMP pool). fixmp follows the call into this module, but cannot tell which
# operation `getattr` picks: the hazard is invisible to it, as much real code is.
WARM_UP = """
    import torch


    class Scale:
        def __init__(self, value):
            self.value = value

        def __float__(self):
            return self.value


    def warm_up(op="".join(["mat", "mul"])):  # a name fixmp cannot compute: getattr(torch, "matmul") it follows
        a = torch.randn(512, 512)
        return getattr(torch, op)(a, a)
"""

# The same two stages with plain functions as targets: the spawn fix is safe.
TWO_STAGES_SAFE_SPAWN = """
    import concurrent.futures
    import multiprocessing

    import torch
    from warmup import warm_up


    def stage_one(seed):
        torch.manual_seed(seed)
        a = torch.randn(256, 256)
        return float((a @ a).sum())


    def stage_two(seed):
        torch.manual_seed(seed)
        b = torch.randn(256, 256)
        return float((b @ b).sum())


    if __name__ == "__main__":
        x = torch.randn(512, 512)
        y = x @ x
        with multiprocessing.Pool(1) as pool:
            first = pool.map(stage_one, range(2))
        print("stage one", len(first))
        with concurrent.futures.ProcessPoolExecutor(1) as executor:
            z = warm_up()
            futures = [executor.submit(stage_two, seed) for seed in range(2)]
            second = [future.result() for future in futures]
        print("stage two", len(second))
"""
# Runs ok (an 8x8 orthogonal_ does not start the pool), but the safe fix moves the model,
# and its print, after the pool: the output's lines change order; no other fix applies (the
# target is a partial holding a Fraction, which spawn pickles and fixmp cannot see into, and the
# pool's options are a mapping). (The first task's size is
# drawn at run time, so that fixmp, which cannot read it, takes the child for torch work.)
REORDERED = """
    import functools
    import multiprocessing
    import random
    from fractions import Fraction

    import torch


    class Net(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = torch.nn.Linear(8, 8)
            torch.nn.init.orthogonal_(self.fc.weight)
            print("model ready")


    def total(n, scale):
        return float(torch.ones(n).sum()) * scale


    POOL_OPTIONS = {"processes": 1}  # (given as **options, a pool whose workers no initializer can be added to)

    if __name__ == "__main__":
        model = Net()
        with multiprocessing.Pool(**POOL_OPTIONS) as pool:
            print("totals", pool.map(functools.partial(total, scale=Fraction(2)), [random.randint(4, 4), 8]))
"""


@pytest.fixture
def python_on_path(monkeypatch):
    """``python`` in a COMMAND is this interpreter (the one with torch)."""
    monkeypatch.setenv("PATH", os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))


@pytest.fixture
def make_project(tmp_path, monkeypatch, python_on_path):
    """A project folder holding one program, made the current folder; the program's path."""
    def make(name: str, program: str, configuration: str = "") -> Path:
        folder = tmp_path / "project"
        folder.mkdir()
        (folder / "pyproject.toml").write_text('[project]\nname = "demo"\n' + configuration)
        path = folder / name
        path.write_text(textwrap.dedent(program).lstrip())
        if "from warmup import" in program:
            (folder / "warmup.py").write_text(textwrap.dedent(WARM_UP).lstrip())
        monkeypatch.chdir(folder)
        return path

    return make


def fixed_with(path: Path, **settings: Any) -> str:
    return fix_source(path.read_text(), str(path), Settings(**settings))


def verify_json(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, Dict[str, object]]:
    code = main(["fix", ".", *RUNS, "--format", "json", *arguments])
    return code, json.loads(capsys.readouterr().out)


def by_number(data: Dict[str, object]) -> Dict[int, Dict[str, object]]:
    candidates = data["candidates"]
    assert isinstance(candidates, list)
    return {candidate["number"]: candidate for candidate in candidates}


@needs_torch
def test_a_fix_that_cures_one_stage_of_two_is_not_written(make_project, capsys):
    program = make_project("prog.py", TWO_STAGES)
    original = program.read_text()
    deferred = fixed_with(program)

    code, data = verify_json(capsys, "--verify", "python prog.py")

    assert code == 1
    assert program.read_text() == original
    assert data["written"] == [] and data["accepted_candidate"] is None
    assert data["cured"] is False and data["cure_verdict"] == "not cured"
    assert data["before"]["outcome"] == "hang", data["before"]
    assert any("stuck in stage_one" in summary for summary in data["before"]["stuck"]), data["before"]
    candidates = by_number(data)
    first = candidates[1]
    assert first["choice"] == "auto" and first["files"] == ["prog.py"] and first["skipped"] is None
    assert first["before"] == "hang" and first["after"]["outcome"] == "hang", first["after"]
    # The first stage was cured: the fixed program now hangs in the second.
    assert "stage one 2" in first["after"]["stdout_tail"]
    assert any("stuck in stage_two" in summary for summary in first["after"]["stuck"]), first["after"]
    assert first["verdict"] == "not cured" and first["output_compared"] is False and not first["accepted"]
    assert candidates[2]["choice"] == "defer" and candidates[2]["skipped"] == "the same fixes as fix 1"
    assert candidates[3]["choice"] == "spawn" and "tried only with --unsafe-fixes" in candidates[3]["skipped"]
    assert candidates[4]["choice"] == "single-thread-child" and candidates[4]["skipped"] == "no fix applies"
    assert all(candidates[n]["after"] is None and candidates[n]["verdict"] is None for n in (2, 3, 4))
    assert [finding["fixed"] for finding in data["findings"]] == [False, False]

    # Asked for by name, "no worse" writes the fix, and says it is no proof: the program still hangs (exit 1).
    code = main(["fix", ".", *RUNS, "--verify", "python prog.py", "--verify-accept", "no-worse"])

    out = capsys.readouterr().out
    assert code == 1
    assert "not cured: hang before and after the fixes." in out
    assert ("Verdict: no worse with fix 1 (fork-deadlock-fix auto): hang before, hang after. Accepted because of "
            "--verify-accept no-worse; this is NOT a proof that the fixes cure anything (not cured).") in out
    assert "Fixes written to 1 file: prog.py." in out
    assert program.read_text() == deferred != original


@needs_torch
def test_with_unsafe_fixes_the_first_candidate_that_cures_is_written(make_project, capsys, tmp_path):
    program = make_project("prog.py", TWO_STAGES)
    spawned = fixed_with(program, rule_options=(("fork-deadlock-fix", "spawn"),), unsafe_fixes=True)
    runs_log = tmp_path / "runs.log"  # outside the project: every run of the command appends to it

    code, data = verify_json(capsys, "--verify", f"echo run >> {runs_log} && python prog.py", "--unsafe-fixes")

    assert code == 0, data
    assert program.read_text() == spawned
    assert data["written"] == ["prog.py"] and data["accepted_candidate"] == 3
    assert data["cured"] is True and data["cure_verdict"] == "cured" and data["verdict"] == "better"
    assert data["after"]["outcome"] == "ok" and "stage two 2" in data["after"]["stdout_tail"]
    assert data["files"] == ["prog.py"] and 'get_context("spawn")' in data["diff"]
    candidates = by_number(data)
    assert [candidates[n]["verdict"] for n in (1, 2, 3)] == ["not cured", None, "cured"]
    assert candidates[2]["skipped"] == "the same fixes as fix 1"
    assert candidates[3]["choice"] == "spawn" and candidates[3]["accepted"] and not candidates[1]["accepted"]
    assert 4 not in candidates  # the first cure ends the search
    assert [finding["fixed"] for finding in data["findings"]] == [True, True]
    # One run before the fixes, shared by the candidates, and one after each candidate that ran.
    assert runs_log.read_text().count("run") == 3


@needs_torch
def test_a_safe_second_candidate_is_tried_without_unsafe_fixes(make_project, capsys):
    program = make_project("prog.py", TWO_STAGES_SAFE_SPAWN)
    spawned = fixed_with(program, rule_options=(("fork-deadlock-fix", "spawn"),))

    code = main(["fix", ".", *RUNS, "--verify", "python prog.py"])

    out = capsys.readouterr().out
    assert code == 0, out
    assert program.read_text() == spawned
    # Each candidate lists what each of its edits does, then its run.
    assert re.search(r"Fix 1 \(fork-deadlock-fix auto\), 1 file: prog.py\n(  prog.py:\d+: .+\n)+  after the fixes:  hang",
                     out), out
    assert "  not cured: hang before and after the fixes.\n" in out
    assert "Fix 2 (fork-deadlock-fix defer): not run: the same fixes as fix 1.\n" in out
    assert re.search(r"Fix 3 \(fork-deadlock-fix spawn\), 1 file: prog.py\n  prog.py:\d+: .*spawn.*\n(  prog.py:\d+: .+\n)*"
                     r"  after the fixes:  ok", out), out
    assert ("  cured: hang before the fixes, ok after (the hung run was killed, so its output is partial and "
            "not compared).\n") in out
    assert "Verdict: cured with fix 3 (fork-deadlock-fix spawn).\nFixes written to 1 file: prog.py.\n" in out


@needs_torch
def test_a_fix_that_reorders_the_output_is_not_a_cure(make_project, capsys):
    program = make_project("report.py", REORDERED)
    original = program.read_text()

    code = main(["fix", ".", *RUNS, "--verify", "python report.py"])

    out = capsys.readouterr().out
    assert code == 1
    assert program.read_text() == original
    assert "  output changed: ok before and after the fixes, but the result differs, so this is not a cure:\n" in out
    assert "      +totals [8.0, 16.0]\n       model ready\n      -totals [8.0, 16.0]\n" in out
    assert "Nothing written: no fix was proven to cure the command" in out

    code, data = verify_json(capsys, "--verify", "python report.py")
    assert code == 1 and data["written"] == [] and data["cure_verdict"] == "output changed"
    first = by_number(data)[1]
    assert first["output_compared"] is True and first["output_equal"] is False
    assert first["output_diff"].splitlines()[2:] == ["@@ -1,2 +1,2 @@", "+totals [8.0, 16.0]", " model ready",
                                                    "-totals [8.0, 16.0]"]

    # The line that moved is left out of the comparison: the same result, and the fix is written.
    code, data = verify_json(capsys, "--verify", "python report.py", "--verify-ignore-lines", "^model ready$")
    assert code == 0, data
    assert data["cure_verdict"] == "same result" and data["ignore_lines"] == ["^model ready$"]
    assert data["written"] == ["report.py"] and program.read_text() == fixed_with(program.with_name("report.py"))


@needs_torch
def test_no_worse_writes_a_fix_that_changes_the_output_and_says_it_is_no_proof(make_project, capsys):
    program = make_project("report.py", REORDERED)
    expected = fixed_with(program)

    code = main(["fix", ".", *RUNS, "--verify", "python report.py", "--verify-accept", "no-worse"])

    out = capsys.readouterr().out
    assert code == 0  # the program runs ok after the fix and no finding remains
    assert program.read_text() == expected
    assert ("Accepted because of --verify-accept no-worse; this is NOT a proof that the fixes cure anything "
            "(output changed).") in out


class SeesAHazard:
    """A stand-in for the runtime fork sanitizer: it records, through its environment, what the command saw."""

    def __init__(self) -> None:
        self.records: List[Path] = []

    def environment(self, records: Path) -> Mapping[str, str]:
        self.records.append(records)
        return {"FAKE_SANITIZER_RECORDS": str(records)}

    def hazards(self, records: Path) -> Sequence[Finding]:
        seen = records / "seen"
        if not seen.exists():
            return ()
        return (Finding("train.py", 3, 1, 3, 10, "FMP002", "parallel-work-before-fork", seen.read_text().strip(),
                        None),)


def test_a_hazard_seen_by_the_after_run_check_makes_the_fix_not_cured(tmp_path, monkeypatch):
    shutil.copyfile(HANGING, tmp_path / "train.py")
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "demo"\n')
    monkeypatch.chdir(tmp_path)
    # Only the after-runs get the check's environment: the before run writes nothing.
    command = 'if [ -n "$FAKE_SANITIZER_RECORDS" ]; then echo "pool alive at fork" > "$FAKE_SANITIZER_RECORDS/seen"; fi'
    check = SeesAHazard()

    outcome = proof.prove_and_write(
        [proof.Candidate("auto", run([Path(".")], Settings(), fix=True))], command, project=tmp_path, timeout=20,
        after_check=check,
    )

    tried = outcome.proof.candidates[0]
    assert outcome.proof.before is not None and outcome.proof.before.outcome == "ok"
    assert tried.after is not None and tried.after.outcome == "ok"
    assert tried.output is not None and tried.output.equal  # it would have been "same result"
    assert tried.verdict == proof.HAZARDS_SEEN and [h.message for h in tried.hazards] == ["pool alive at fork"]
    assert outcome.written == () and proof.exit_code(outcome) == 1
    assert (tmp_path / "train.py").read_text() == HANGING.read_text()
    assert len(check.records) == 1
    assert "      train.py:3: FMP002 pool alive at fork" in proof.render_proof(outcome)
    assert proof.proof_to_json(outcome)["candidates"][0]["hazards"][0]["message"] == "pool alive at fork"


def _run(stdout: str, returncode: int = 0) -> RunOutcome:
    return RunOutcome("ok", 0.1, "exited with code 0", returncode, stdout, "")


def test_outputs_compare_exactly_less_the_ignored_lines():
    exact = proof.OutputRule()
    assert exact.compare(_run("a\nb\n"), _run("a\nb\n")).equal
    assert not exact.compare(_run("a\nb\n"), _run("b\na\n")).equal
    assert not exact.compare(_run("took 1.2 s\nloss 3\n"), _run("took 0.9 s\nloss 3\n")).equal
    timings = proof.OutputRule.ignoring([r"^took [\d.]+ s$"])
    assert timings.compare(_run("took 1.2 s\nloss 3\n"), _run("took 0.9 s\nloss 3\n")).equal
    assert not timings.compare(_run("took 1.2 s\nloss 3\n"), _run("took 0.9 s\nloss 4\n")).equal
    status = exact.compare(_run("a\n", 0), _run("a\n", 3))
    assert not status.equal and status.diff.splitlines()[0] == "exit status 0 before the fixes, 3 after"
    # A long change is cut to a few lines: enough to see what moved.
    long = exact.compare(_run("".join(f"{n}\n" for n in range(100))), _run("".join(f"x{n}\n" for n in range(100))))
    lines = long.diff.splitlines()
    assert len(lines) == proof.OUTPUT_DIFF_LINES + 1 and lines[-1].endswith("more lines)")
    with pytest.raises(ValueError, match=r"--verify-ignore-lines '\(' is not a regular expression"):
        proof.OutputRule.ignoring(["("])


def test_verify_options_need_verify_and_valid_values(make_project, capsys):
    make_project("train.py", "print('hi')\n")

    assert main(["fix", ".", "--verify-accept", "no-worse"]) == 2
    assert "--verify-accept applies to --verify's runs; give --verify COMMAND" in capsys.readouterr().err
    assert main(["fix", ".", "--verify-ignore-lines", "x"]) == 2
    assert "--verify-ignore-lines applies to --verify's runs" in capsys.readouterr().err
    assert main(["fix", ".", "--verify", "true", "--verify-ignore-lines", "("]) == 2
    assert "is not a regular expression" in capsys.readouterr().err
