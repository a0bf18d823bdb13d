"""The shipped fixtures, run: every CPU fixture's ``before`` does what its header
declares and fixmp's own rewrite of it does what ``after=`` declares (ok unless
stated). CUDA fixtures come back skipped, with the reason.

This is ``fixmp verify fixtures/`` with short limits: the runner's idle detection
decides most hangs after ``IDLE_SECONDS``; ``HANG_TIMEOUT`` bounds the hangs that
stay busy (a pool respawning crashed workers), ``TIMEOUT`` the runs that should
finish. Fixtures run ``JOBS`` at a time: a run waiting out its idle window uses no
CPU, so one more than the cores keeps them busy.
"""

from __future__ import annotations

import os
from pathlib import Path

from fixmp.fixtures import discover_fixtures
from fixmp.verify import engine_rewrite, exit_code, render_table, verify_fixtures

FIXTURES = discover_fixtures(Path(__file__).resolve().parent.parent / "fixtures")
IDLE_SECONDS = 2.0
HANG_TIMEOUT = 8.0
TIMEOUT = 25.0
JOBS = (os.cpu_count() or 1) + 1


def test_cpu_fixtures_are_verified_by_running_them_and_cuda_fixtures_are_skipped():
    report = verify_fixtures(FIXTURES, rewrite=engine_rewrite, jobs=JOBS, cuda_available=False,
                             timeout=TIMEOUT, hang_timeout=HANG_TIMEOUT, idle_seconds=IDLE_SECONDS)
    table = render_table(report)

    assert [result.fixture for result in report.results] == [fixture.name for fixture in FIXTURES]
    cpu = [result for result in report.results if result.needs == "cpu"]
    cuda = [result for result in report.results if result.needs == "cuda"]
    assert cpu, "no CPU fixtures to run"
    not_verified = [result.fixture for result in cpu if not result.verified]
    assert not not_verified, f"not verified: {', '.join(not_verified)}\n{table}"
    for result in cuda:
        assert result.skipped and not result.verified, table
        assert result.before is None and result.after is None, table
        assert result.reason == "skipped: needs CUDA and no CUDA device is present", table
    assert exit_code(report) == 0, table
