"""A run's output is held by size: fixmp's memory does not grow with what the program prints, and
outputs longer than it keeps are still compared whole, by a digest of their lines."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import List, Tuple

import pytest

from fixmp.model import Outcome
from fixmp.prove.proof import OutputRule, varying_lines
from fixmp.runner import output
from fixmp.runner.classify import RunOutcome
from fixmp.runner.native import py_spy
from fixmp.runner.output import ComparedLines, digest_lines, read_output

# 100 lines of a million bytes: 100 MB, which fixmp held whole (and once per run of a proof) before.
PRINTS_100_MB = """
    import sys

    for _ in range(100):
        sys.stdout.write("x" * 1_000_000 + "\\n")
"""
# fixmp's own peak resident memory stays under this, whatever the program prints. Measured (VmHWM) on the
# programs below: 44 MiB (run --fix, nothing seen), 30 MiB (run_program) and 60 MiB (run --fix proving a
# cure: five runs); 238, 211 and 712 MiB when each run's output was read whole.
PEAK_LIMIT_MIB = 150

# Runs fixmp in a fresh interpreter, then says that process's peak resident memory (VmHWM: of its own
# address space, not of the interpreter that started it) on its last line of standard error.
MEASURED = """
import sys
from fixmp.cli import main
code = main(sys.argv[1:])
peak_kib = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(f"exit {code} peak {peak_kib}", file=sys.stderr)
"""


def _fixmp_peak(arguments: List[str], folder: Path, timeout: float) -> Tuple[int, str, float]:
    """``fixmp ARGUMENTS`` run in ``folder``: its exit code, its standard output and its peak memory in MiB."""
    done = subprocess.run([sys.executable, "-c", MEASURED, *arguments], cwd=folder, capture_output=True,
                          text=True, timeout=timeout)
    last = done.stderr.strip().splitlines()[-1]
    code, peak_kib = re.fullmatch(r"exit (\d+) peak (\d+)", last).groups()
    return int(code), done.stdout, int(peak_kib) / 1024


def _project(tmp_path: Path, program: str) -> Path:
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'printer'\n")
    (tmp_path / "prog.py").write_text(textwrap.dedent(program).lstrip())
    return tmp_path


def test_run_fix_holds_a_program_that_prints_100_mb_by_size(tmp_path):
    project = _project(tmp_path, PRINTS_100_MB)

    code, out, peak_mib = _fixmp_peak(["run", "--fix", "--format", "json", "--", "python", "prog.py"], project, 120)

    data = json.loads(out)
    assert data["detected"]["outcome"] == "ok" and data["sites"] == [] and code == 0
    assert peak_mib < PEAK_LIMIT_MIB


def test_verify_runs_hold_a_program_that_prints_100_mb_by_size(tmp_path):
    # `fixmp verify` runs each fixture with run_program.
    program = tmp_path / "prog.py"
    program.write_text(textwrap.dedent(PRINTS_100_MB).lstrip())
    measured = textwrap.dedent(f"""
        from pathlib import Path
        from fixmp.prove.verify import run_program
        run = run_program(Path({str(program)!r}), timeout=60)
        peak_kib = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
        print(run.outcome, run.stdout_not_kept, len(run.stdout), peak_kib)
    """)

    done = subprocess.run([sys.executable, "-c", measured], capture_output=True, text=True, timeout=120, check=True)

    outcome, not_kept, kept, peak_kib = done.stdout.split()
    assert outcome == "ok" and int(not_kept) + int(kept) > 99_000_000 > int(not_kept) > 0
    assert int(peak_kib) / 1024 < PEAK_LIMIT_MIB


@pytest.mark.skipif(py_spy() is None, reason="py-spy (the test extra) proves the hang early")
def test_run_fix_proves_a_cure_of_a_program_that_prints_100_mb_by_size(tmp_path):
    # The proof's runs (before, two reference runs, after) each print 100 MB, and the cure is judged by
    # comparing the reference's output with the fixed program's.
    pytest.importorskip("torch")
    project = _project(tmp_path, """
        import multiprocessing as mp
        import os
        import sys

        import torch


        def work(rank, queue):
            x = torch.full((256, 256), float(rank + 1))
            queue.put((rank, float((x @ x).sum())))


        if __name__ == "__main__":
            if "OMP_NUM_THREADS" not in os.environ:
                torch.set_num_threads(2)
            size = int(os.environ.get("SIZE", "300"))  # known only at run time
            table = torch.ones(size, size) @ torch.ones(size, size)
            for _ in range(100):
                sys.stdout.write("x" * 1_000_000 + "\\n")
            queue = mp.Queue()
            workers = [mp.Process(target=work, args=(rank, queue)) for rank in range(2)]
            for worker in workers:
                worker.start()
            print(sorted(queue.get() for _ in workers), float(table[0, 0]))
            for worker in workers:
                worker.join()
    """)

    code, out, peak_mib = _fixmp_peak(["run", "--fix", "--diff", "--idle-seconds", "1", "--timeout", "240",
                                       "--format", "json", "--", "python", "prog.py"], project, 600)

    proof = json.loads(out)["proof"]
    assert proof["before"]["outcome"] == "hang" and proof["reference"]["outcome"] == "ok"
    assert proof["reference"]["stdout_not_kept"] > 90 * output.MIB
    [accepted] = [candidate for candidate in proof["candidates"] if candidate["accepted"]]
    assert accepted["verdict"] == "cured" and accepted["output_compared"] and accepted["output_equal"]
    assert code == 0
    assert peak_mib < PEAK_LIMIT_MIB


# --------------------------------------------------------------------------- comparing what was not kept


def _lines(count: int, changed: int = -1, change: str = "") -> bytes:
    """``count`` numbered lines of 100 bytes, newline included; line ``changed`` (if any) says ``change``."""
    return b"".join((change if number == changed else f"line {number:06d} " + "." * 87).encode() + b"\n"
                    for number in range(count))


def _read_run(tmp_path: Path, name: str, data: bytes, rule: ComparedLines, returncode: int = 0) -> RunOutcome:
    path = tmp_path / name
    path.write_bytes(data)
    captured = read_output(path, rule)
    return RunOutcome(Outcome.OK, 0.1, "exited with code 0", returncode, captured.text, "",
                      stdout_not_kept=captured.not_kept, stdout_lines=captured.lines)


@pytest.mark.parametrize("rule", [OutputRule(), OutputRule(any_order=True)])
def test_outputs_that_differ_only_past_what_is_kept_are_not_equal(tmp_path, rule):
    count = 40_000  # 4 MB: its middle is neither in the kept head nor in the kept tail
    middle = count // 2
    before = _read_run(tmp_path, "before", _lines(count), rule)
    after = _read_run(tmp_path, "after", _lines(count, middle, f"line {middle:06d} changed"), rule)
    assert before.stdout == after.stdout and before.stdout_not_kept > 0  # the kept parts are the same

    comparison = rule.compare(before, after)

    assert not comparison.equal
    assert "the output differs (40000 lines before the fixes, 40000 after;" in comparison.diff
    assert "were not kept, and were compared by a digest of their lines" in comparison.diff
    assert varying_lines(rule, before, after) is None  # cannot be set side by side: no reference output
    same = _read_run(tmp_path, "same", _lines(count), rule)
    assert rule.compare(before, same).equal and varying_lines(rule, before, same) == frozenset()
    status = rule.compare(before, _read_run(tmp_path, "failed", _lines(count), rule, returncode=3))
    assert not status.equal and status.diff == "exit status 0 before the fixes, 3 after"


def test_outputs_not_all_kept_compare_as_the_rule_reads_them(tmp_path):
    count, middle = 40_000, 20_000
    lines = _lines(count).splitlines(keepends=True)
    reordered = b"".join(lines[:middle] + [lines[middle + 1], lines[middle]] + lines[middle + 2:])
    in_any_order = OutputRule(any_order=True)
    assert in_any_order.compare(_read_run(tmp_path, "a", _lines(count), in_any_order),
                                _read_run(tmp_path, "b", reordered, in_any_order)).equal
    in_order = OutputRule()
    assert not in_order.compare(_read_run(tmp_path, "a", _lines(count), in_order),
                                _read_run(tmp_path, "b", reordered, in_order)).equal
    timings = OutputRule.ignoring([r"^took [\d.]+ s$"])
    assert timings.compare(_read_run(tmp_path, "a", _lines(count, middle, "took 1.2 s"), timings),
                           _read_run(tmp_path, "b", _lines(count, middle, "took 0.9 s"), timings)).equal
    assert not timings.compare(_read_run(tmp_path, "a", _lines(count, middle, "took 1.2 s"), timings),
                               _read_run(tmp_path, "b", _lines(count, middle, "lost 0.9 s"), timings)).equal


def test_an_output_held_whole_compares_with_one_not_all_kept_by_digest(tmp_path):
    rule = OutputRule()
    whole = RunOutcome(Outcome.OK, 0.1, "", 0, _lines(40_000).decode(), "")  # made by hand: no digest
    assert rule.compare(whole, _read_run(tmp_path, "cut", _lines(40_000), rule)).equal
    assert not rule.compare(whole, _read_run(tmp_path, "cut", _lines(40_000, 5, "five"), rule)).equal
    with pytest.raises(ValueError, match="compared only under the rule it was read with"):
        OutputRule(any_order=True).compare(whole, _read_run(tmp_path, "cut", _lines(40_000), rule))


def test_the_kept_text_is_the_head_and_tail_in_whole_lines_and_says_what_was_cut(tmp_path):
    (tmp_path / "out").write_bytes(_lines(40_000))

    captured = read_output(tmp_path / "out")

    head, note, tail = re.split(r"\n(\.\.\. .* \.\.\.)\n", captured.text)
    assert note == (f"... {output.describe_size(captured.not_kept)} of output not kept "
                    f"({output.describe_size(40_000 * 100)} in all) ...")
    assert head.startswith("line 000000 ") and tail.endswith(f"line {39_999:06d} " + "." * 87 + "\n")
    assert all(len(line) == 99 for line in head.splitlines() + tail.splitlines())
    assert len(head) + 1 + len(tail) + captured.not_kept == 40_000 * 100
    assert len(captured.text) < output.KEPT_HEAD_BYTES + output.KEPT_TAIL_BYTES + 100
    assert captured.lines is None  # no digest asked for (standard error's)
    (tmp_path / "small").write_bytes(b"a\nb")
    assert read_output(tmp_path / "small") == output.CapturedOutput("a\nb", 0, None)
    assert read_output(tmp_path / "missing") == output.CapturedOutput("", 0, None)


TEXTS = ["", "a", "a\n", "a\n\n", "\n", "a\r\nb", "a\rb\n", "a\r", "a\x0c", "a\x0c\n", "a\u2028b", "é\nb",
         "b\na", "x" * 9 + "\n", "x" * 9, "x" * 4 + "\r" + "x" * 4 + "\n", "took 1 s\na\n", "a\ntook 2 s"]


@pytest.mark.parametrize("rule", [ComparedLines(), ComparedLines(any_order=True),
                                  ComparedLines((re.compile(r"^took \d s$"),))])
def test_equal_digests_are_equal_lines_as_the_rule_reads_them(monkeypatch, rule):
    # Reads of 4 bytes: lines cross reads, and a longer line is digested as it arrives.
    monkeypatch.setattr(output, "READ_CHUNK_BYTES", 4)
    monkeypatch.setattr(output, "LONG_LINE_BYTES", 4)

    def held(text: str) -> bool:
        return all(len(piece.encode()) <= 4 for piece in text.split("\n"))

    for one in TEXTS:
        for other in TEXTS:
            same_digest = digest_lines(one, rule) == digest_lines(other, rule)
            if rule.kept_lines(one) != rule.kept_lines(other):
                assert not same_digest, (one, other)
            elif held(one) and held(other):
                assert same_digest, (one, other)
            # A line too long to hold is digested whole, neither split at its other line ends ("\r", "\x0c")
            # nor left out by a pattern: the same lines may then have other digests, never the reverse.
