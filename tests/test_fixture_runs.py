"""The shipped fixtures, run: every CPU fixture's ``before`` does what its header
declares and fixmp's own rewrite of it does what ``after=`` declares (ok unless
stated). CUDA fixtures come back skipped, with the reason.

This is ``fixmp verify fixtures/`` with short limits: the runner's idle detection
decides most hangs after ``IDLE_SECONDS``; ``HANG_TIMEOUT`` bounds the hangs that
stay busy (a pool respawning crashed workers). ``TIMEOUT`` bounds the runs that
should finish, and is generous because it costs nothing when they do: on a loaded
machine a spawn program (each child imports torch) takes 20 s and more.

The test is CPU-bound: about 70 Python processes import torch (~1.2 CPU-s each).
Fixtures run ``JOBS`` at a time (a run waiting out its idle window uses no CPU, so
one more than the cores keeps them busy), the ones that spawn children first, so
that the longest runs do not start last.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from fixmp.prove.fixtures import discover_fixtures
from fixmp.prove.verify import engine_rewrite, exit_code, render_table, verify_fixtures

pytestmark = pytest.mark.programs  # runs programs: with `-m programs`, beside the quick suite

FIXTURES = discover_fixtures(Path(__file__).resolve().parent.parent / "fixtures")
IDLE_SECONDS = 2.0
HANG_TIMEOUT = 8.0
TIMEOUT = 60.0
JOBS = (os.cpu_count() or 1) + 1


def spawns_children(fixture) -> bool:
    return any("spawn" in path.read_text() for path in (fixture.before_path, fixture.after_path))


def test_cpu_fixtures_are_verified_by_running_them_and_cuda_fixtures_are_skipped():
    longest_first = sorted(FIXTURES, key=lambda fixture: not spawns_children(fixture))
    report = verify_fixtures(longest_first, rewrite=engine_rewrite, jobs=JOBS, cuda_available=False,
                             timeout=TIMEOUT, hang_timeout=HANG_TIMEOUT, idle_seconds=IDLE_SECONDS)
    table = render_table(report)

    assert sorted(result.fixture for result in report.results) == sorted(fixture.name for fixture in FIXTURES)
    cpu = [result for result in report.results if result.needs == "cpu"]
    cuda = [result for result in report.results if result.needs == "cuda"]
    assert cpu, "no CPU fixtures to run"
    not_verified = [result.fixture for result in cpu if not result.verified]
    assert not not_verified, f"not verified: {', '.join(not_verified)}\n{table}"
    for result in cuda:
        assert result.skipped and not result.verified, table
        assert result.before is None and result.after is None, table
        assert result.reason == "skipped: needs CUDA and no CUDA device is present", table
    # A CUDA fixture skipped here is not proven: the table says so; the exit status fails on it only where
    # each must run (--require-all).
    assert exit_code(report) == 0, table
    assert exit_code(report, require_all=True) == (1 if cuda else 0), table
    assert ("a skipped fixture is not proven here" in table) == bool(cuda)
