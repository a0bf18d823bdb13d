"""Why fixmp is not built on Bowler, kept true by a test (README, "Why libcst, not Bowler").

Bowler's parser (fissix, a lib2to3 fork) does not know the ``match`` statement.
Given a file that holds one, Bowler logs "Can't parse", leaves the file out and
exits 0: a CI job running it goes green having never looked at the file. fixmp
reports the hazard in that same file and fixes it. If a Bowler release ever parses
``match`` statements, these tests fail, and the README's section must be re-measured
(``python benchmarks/bench_bowler.py``).
"""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import textwrap

import pytest
from programs import HAZARD, HAZARD_FIXED

from fixmp.cli import main

bowler = pytest.importorskip("bowler")

MAIN_BLOCK = 'if __name__ == "__main__":\n'
# A function with a match statement, placed before the hazard's main block.
DESCRIBE = textwrap.dedent(
    """\
    def describe(device):
        match device.split(":"):
            case ["cuda", index]:
                return f"GPU {index}"
            case _:
                return "CPU"

    """
)


def with_match(program: str) -> str:
    assert program.count(MAIN_BLOCK) == 1
    return program.replace(MAIN_BLOCK, DESCRIBE + MAIN_BLOCK)


SOURCE = with_match(HAZARD)
SOURCE_FIXED = with_match(HAZARD_FIXED)


@pytest.fixture
def project(tmp_path, monkeypatch):
    """``modern.py``: the FMP001 hazard plus a match statement; ``plain.py``: the hazard alone (the control)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "modern.py").write_text(SOURCE)
    (tmp_path / "plain.py").write_text(HAZARD)
    compile(SOURCE, "modern.py", "exec")  # valid Python (3.10+), so the skip is Bowler's, not the file's
    return tmp_path


def test_bowler_api_skips_the_match_file_and_reports_success(project, caplog):
    """A no-op query whose modifier records every file Bowler hands it: the control file
    reaches it, the file with a match statement never does; no exception, return code 0."""
    from bowler import Query

    visited = []

    def record(node, capture, filename):
        visited.append(filename)

    with caplog.at_level(logging.ERROR):
        query = Query([str(project)]).select_root().modify(record).execute(write=False, silent=True, interactive=False)

    assert query.retcode == 0
    assert query.exceptions == []
    assert sorted(visited) == [str(project / "plain.py")]
    cant_parse = [entry.getMessage() for entry in caplog.records if entry.getMessage().startswith("Can't parse")]
    assert len(cant_parse) == 1, cant_parse
    assert cant_parse[0].startswith(f"Can't parse {project / 'modern.py'}: ParseError: bad input")
    assert (project / "modern.py").read_text() == SOURCE


def test_bowler_command_line_exits_0_with_the_file_skipped(project):
    """What a CI job sees from ``bowler do QUERY``: exit status 0, nothing on stdout, one log line on stderr."""
    done = subprocess.run(
        [sys.executable, "-m", "bowler", "do", 'Query(["modern.py", "plain.py"]).select_root()'],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    assert "Can't parse modern.py: ParseError: bad input" in done.stderr
    assert "plain.py" not in done.stderr
    assert (project / "modern.py").read_text() == SOURCE


def test_fixmp_checks_and_fixes_the_file_bowler_skipped(project, capsys):
    code = main(["check", "--isolated", "--no-cache", "--format", "json", "modern.py"])
    document = json.loads(capsys.readouterr().out)
    assert code == 1
    assert document["errors"] == []
    assert [(finding["path"], finding["code"], finding["fix"]) for finding in document["findings"]] == [
        ("modern.py", "FMP001", "safe")
    ]

    code = main(["fix", "--isolated", "--no-cache", "modern.py"])
    capsys.readouterr()
    assert code == 0
    assert (project / "modern.py").read_text() == SOURCE_FIXED
    compile(SOURCE_FIXED, "modern.py", "exec")
