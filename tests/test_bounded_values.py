"""The program run never builds a value past its bounds, and no value the program computes is an internal error.

Integers are kept to ``MAX_INT_BITS``, texts to ``MAX_TEXT`` characters and sequences to the items the run
lists; past a bound a value is unknown, computed never. Each program below puts one hostile statement at
module level before a hazard fixmp must still find (the statement's value is unknown, not a reason to stop).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fixmp import engine
from fixmp.analysis.operators import MAX_INT_BITS
from fixmp.discover.config import Settings

REPO = Path(__file__).resolve().parent.parent

# A parent that runs a QR decomposition, then forks a child that sums 4,000,000 elements: FMP002 at its start.
PROGRAM = textwrap.dedent(
    """\
    import multiprocessing as mp
    import torch

    {statement}


    def work(i):
        return torch.ones(2000, 2000).sum().item()


    if __name__ == "__main__":
        w = torch.randn(2000, 2000)
        torch.nn.init.orthogonal_(w)
        p = mp.Process(target=work, args=(1,))
        p.start()
        p.join()
    """)

HOSTILE = {
    # Each power is 64 times wider than the last: the fifth would take hours and all memory.
    "power tower": "X = 10 ** 64\nX = X ** 64\nX = X ** 64\nX = X ** 64\nX = X ** 64\nX = X ** 64",
    "a list of 10**8 zeros": "PAD = [0] * (10 ** 8)",
    "a list of 10**9 lists": "PAD = [[0] * 8] * (10 ** 9)",
    "a named field filled from a mapping not all known": "OPTIONS = dict(**globals())\n"
                                                         "DOC = '{normalization}'.format(**OPTIONS)",
    "a named field with no argument": "DOC = '{normalization}'.format()",
    "a positional field with no argument": "DOC = '{0} {1}'.format('a')",
    "a format width of a billion": "PAD = '{:>999999999}'.format(1)",
    "a format width given by an argument": "PAD = '{:>{}}'.format(1, 10 ** 9)",
    "zfill of a billion": "PAD = '0'.zfill(10 ** 9)",
    "a replace that multiplies the text": "PAD = ('a' * 4000).replace('a', 'b' * 4000)",
    "a range with a step of 0": "for i in range(0, 10, 0):\n    pass",
    "a range longer than Python can count": "N = len(range(10 ** 30))",
    "a float of a huge integer": "F = float(10 ** 300 * 10 ** 300)",
    "an int of 5,000 digits from text": "N = int('9' * 5000)",
    "a literal of 5,000 digits": "N = " + "9" * 5000,
    "a negative base to a fractional power": "C = (-8) ** 0.5 + 2 ** -1.5",
    "a shift by 64 of a wide integer": "N = (1 << 64) << 64 << 64 << 64",
}


def _check(source: str) -> engine.FileResult:
    return engine.process_source(source.encode(), "prog.py", Settings(cache=False))


@pytest.mark.parametrize("statement", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_value_is_unknown_and_the_hazard_after_it_is_still_found(statement):
    result = _check(PROGRAM.format(statement=statement))
    assert not result.errors
    assert [finding.code for finding in result.findings] == ["FMP002"]


def test_the_string_method_that_raised_keyerror_in_torchs_sources_is_unknown():
    """torch/signal/windows/windows.py: ``\"\"\"...{normalization}...\"\"\".format(**window_common_args)`` made
    an internal error (KeyError) in five of torch's files checked as a project."""
    statement = "ARGS = merge_dicts(parse_kwargs('a'), {})\nDOC = '{normalization}'.format(**ARGS)"
    result = _check(PROGRAM.format(statement=statement))
    assert not result.errors
    assert [finding.code for finding in result.findings] == ["FMP002"]


def test_a_format_whose_arguments_are_all_known_is_still_computed():
    """The control: a known ``str.format`` names the module the program imports by a run-time name."""
    from fixmp.analysis.operators import string_method
    from fixmp.analysis.values import Const

    assert string_method("{}_{}", "format", ["cmd", 3]) == Const("cmd_3")
    assert string_method("7", "zfill", [3]) == Const("007")
    assert string_method("{:>9}", "format", [1]) == Const("        1")


def _peak_rss_of_a_check(folder: Path) -> int:
    """The peak resident memory, in bytes, of ``fixmp check`` run on ``folder`` in a process of its own."""
    script = (
        "import resource, subprocess, sys\n"
        "subprocess.run([sys.executable, '-m', 'fixmp', 'check', '--no-cache', '-j', '1', sys.argv[1]],"
        " stdout=subprocess.DEVNULL, timeout=600)\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    )
    done = subprocess.run([sys.executable, "-c", script, str(folder)], capture_output=True, text=True, check=True,
                          cwd=REPO, timeout=900)
    return int(done.stdout.split()[-1]) * 1024  # Linux reports kibibytes


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss is in kibibytes on Linux")
def test_a_list_of_10_to_the_8_zeros_is_never_built(tmp_path):
    """It took 817 MB when the list was built before it was cut (10**9: about 8 GB)."""
    (tmp_path / "prog.py").write_text(PROGRAM.format(statement=HOSTILE["a list of 10**8 zeros"]))
    assert _peak_rss_of_a_check(tmp_path) < 150 * 2**20


def test_the_power_tower_ends_with_its_finding_in_a_process_of_its_own(tmp_path):
    """Before: one step computed a 3.5-billion-bit integer, and neither the step budget nor SIGTERM stopped it.
    (The bound here only keeps a regression from hanging the suite: the run takes a fraction of a second.)"""
    (tmp_path / "prog.py").write_text(PROGRAM.format(statement=HOSTILE["power tower"]))
    done = subprocess.run([sys.executable, "-m", "fixmp", "check", "--no-cache", str(tmp_path)], capture_output=True,
                          text=True, cwd=REPO, timeout=300)
    assert done.returncode == 1, done.stderr
    assert "prog.py:20:5: FMP002" in done.stdout


# Expressions over a few small integers, floats and texts, and every operator and pure method the run computes.
_LEAVES = st.sampled_from(["0", "1", "-1", "2", "3", "7", "64", "10 ** 64", "2 ** 1023", "0.5", "-8", "1e308",
                           "'a'", "'{}'", "'{0}'", "'{x}'", "'{:>{}}'", "''", "'9' * 3", "(1 << 60)"])
_OPERATORS = st.sampled_from(["+", "-", "*", "/", "//", "%", "**", "<<", ">>"])
_METHODS = st.sampled_from(["zfill", "format", "replace", "split", "find", "count", "strip", "partition"])


def _expressions() -> st.SearchStrategy[str]:
    return st.recursive(
        _LEAVES,
        lambda inner: st.one_of(
            st.tuples(inner, _OPERATORS, inner).map(lambda parts: f"({parts[0]} {parts[1]} {parts[2]})"),
            st.tuples(inner, _METHODS, st.lists(inner, max_size=2)).map(
                lambda parts: f"str({parts[0]}).{parts[1]}({', '.join(parts[2])})"),
            st.tuples(st.sampled_from(["int", "float", "len", "range", "str", "abs"]), inner).map(
                lambda parts: f"{parts[0]}({parts[1]})"),
            inner.map(lambda part: f"[{part}] * {part}"),
        ),
        max_leaves=8,
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_expressions(), min_size=1, max_size=4))
def test_no_computed_value_is_an_internal_error(expressions):
    """Whatever Python would make of them (a value, or an exception of its own), the run stays within bounds
    and raises nothing; the hazard after them is still found."""
    statements = "\n".join(f"V{number} = {expression}" for number, expression in enumerate(expressions))
    result = _check(PROGRAM.format(statement=statements))
    assert not result.errors
    assert "FMP002" in [finding.code for finding in result.findings]


def test_the_widest_integer_is_wide_enough_for_every_size_a_program_computes():
    assert MAX_INT_BITS >= 128  # a tensor's element count, a hash of 64 bits times another
