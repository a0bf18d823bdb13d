"""Run programs and fixtures, and say whether each one hangs, crashes or finishes.

``run_program`` runs one Python program in a fresh interpreter and classifies it;
``run_command`` does the same for a shell command line; ``verify_fixtures`` proves
each fixture pair: the ``before`` program does what its header declares and the
rewritten program does what ``after=`` declares.

The work is done in ``fixmp.runner`` (its docstring says how a run is watched and
which module holds what); this module keeps the names the rest of fixmp, its tests
and its benchmarks import from ``fixmp.prove.verify``.
"""

from __future__ import annotations

from fixmp.runner.classify import (
    ERROR_SIGNATURES,
    RunOutcome,
    describe_error,
    find_error_signature,
    last_traceback_line,
)
from fixmp.runner.device import describe_device
from fixmp.runner.fixtures import (
    DEFAULT_HANG_TIMEOUT,
    DEFAULT_TIMEOUT,
    FixtureResult,
    Rewrite,
    VerifyReport,
    collect_fixtures,
    engine_rewrite,
    verify_fixtures,
    verify_paths,
)
from fixmp.runner.render import exit_code, json_exit_code, render_markdown, render_table, report_to_json, run_to_json
from fixmp.runner.run import PROBE_RECORDS_ENV, run_command, run_program
from fixmp.runner.session import (
    KILL_WAIT_SECONDS,
    LEFTOVER_GRACE_SECONDS,
    LIVE_SESSIONS,
    Stopped,
    programs_end_with_fixmp,
)
from fixmp.runner.stacks import STACK_DUMP_SECONDS, Frame, ProcessStack
from fixmp.runner.watch import BUSY_STATES, CLOCK_TICKS_PER_SECOND, DEFAULT_IDLE_SECONDS, IDLE_CPU_SHARE, POLL_SECONDS

__all__ = [
    "BUSY_STATES",
    "CLOCK_TICKS_PER_SECOND",
    "DEFAULT_HANG_TIMEOUT",
    "DEFAULT_IDLE_SECONDS",
    "DEFAULT_TIMEOUT",
    "ERROR_SIGNATURES",
    "FixtureResult",
    "Frame",
    "IDLE_CPU_SHARE",
    "KILL_WAIT_SECONDS",
    "LEFTOVER_GRACE_SECONDS",
    "LIVE_SESSIONS",
    "POLL_SECONDS",
    "PROBE_RECORDS_ENV",
    "ProcessStack",
    "Rewrite",
    "RunOutcome",
    "STACK_DUMP_SECONDS",
    "Stopped",
    "VerifyReport",
    "collect_fixtures",
    "describe_device",
    "describe_error",
    "engine_rewrite",
    "exit_code",
    "find_error_signature",
    "json_exit_code",
    "last_traceback_line",
    "programs_end_with_fixmp",
    "render_markdown",
    "render_table",
    "report_to_json",
    "run_command",
    "run_program",
    "run_to_json",
    "verify_fixtures",
    "verify_paths",
]
