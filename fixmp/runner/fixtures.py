"""Prove fixture pairs: the ``before`` program does what its header declares, and
fixmp's rewrite of it equals the ``after`` file and does what ``after=`` declares."""

from __future__ import annotations

import os
import signal
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, List, Mapping, Optional, Sequence, Tuple

from fixmp.model import Shard
from fixmp.prove.fixtures import (
    Fixture,
    FixtureError,
    FixtureHeader,
    discover_fixtures,
    fixture_settings,
    unchecked_signal_expected,
)
from fixmp.runner.classify import RunOutcome, shorten
from fixmp.runner.device import describe_device
from fixmp.runner.run import run_program
from fixmp.runner.session import LIVE_SESSIONS
from fixmp.runner.watch import DEFAULT_IDLE_SECONDS

DEFAULT_TIMEOUT = 30.0
# Runs declared to hang: a busy hang (no idle window) is decided at this limit.
DEFAULT_HANG_TIMEOUT = 10.0


@dataclass(frozen=True)
class FixtureResult:
    fixture: str  # "FMP002/orthogonal_init"
    needs: str
    before: Optional[RunOutcome]  # None when skipped
    after: Optional[RunOutcome]  # None when skipped or when the rewrite failed
    verified: bool
    skipped: bool
    reason: str
    seconds: float
    # Set when the before run crashed as a Python without the check printing ``error=`` does.
    note: str = ""


@dataclass(frozen=True)
class VerifyReport:
    device: Mapping[str, object]
    results: Tuple[FixtureResult, ...]
    seconds: float


Rewrite = Callable[[str, str, FixtureHeader], str]


def _read_source(path: Path) -> str:
    # newline="" keeps CRLF as written: the rewrite must keep line endings too.
    with open(path, encoding="utf-8", newline="") as handle:
        return handle.read()


def _first_difference(expected: str, actual: str) -> str:
    expected_lines, actual_lines = expected.splitlines(), actual.splitlines()
    for number, (want, got) in enumerate(zip(expected_lines, actual_lines), start=1):
        if want != got:
            return f"line {number}: expected {shorten(want.strip(), 60)!r}, got {shorten(got.strip(), 60)!r}"
    if len(expected_lines) != len(actual_lines):
        return f"expected {len(expected_lines)} lines, got {len(actual_lines)}"
    return "line endings or trailing whitespace differ"


def _run_problem(which: str, run: RunOutcome, declared: str, error: Optional[str],
                 unchecked_signal: Optional[int] = None) -> Optional[str]:
    if run.outcome != declared:
        return f"{which} should {declared} but did {run.outcome}: {shorten(run.detail, 200)}"
    if declared == "crash" and error and error not in run.stdout + run.stderr:
        if unchecked_signal is not None and unchecked_signal in run.signals:
            return None  # this Python lacks the check that prints ``error``: see _unchecked_note
        return f"{which} crashed without printing {error!r}: {shorten(run.detail, 200)}"
    return None


def _unchecked_note(run: RunOutcome, header: FixtureHeader, unchecked_signal: Optional[int]) -> str:
    """Says so when ``run`` crashed with ``unchecked_signal`` instead of printing the header's ``error``."""
    if (unchecked_signal is None or run.outcome != "crash" or not header.error
            or header.error in run.stdout + run.stderr or unchecked_signal not in run.signals):
        return ""
    return (f"a process died of {signal.Signals(unchecked_signal).name}: this Python lacks the check "
            f"that prints {shorten(header.error, 60)!r}")


def _verify_fixture(
    fixture: Fixture,
    rewrite: Rewrite,
    cuda_present: Callable[[], bool],
    timeout: Optional[float],
    idle_seconds: float,
    hang_timeout: Optional[float] = None,
) -> FixtureResult:
    started = time.monotonic()
    header = fixture.header

    unchanged = False
    note = ""

    def result(
        before: Optional[RunOutcome], after: Optional[RunOutcome], problems: List[str], skipped: bool = False
    ) -> FixtureResult:
        verified = not problems and not skipped
        reason = "; ".join(problems) if problems else (
            f"before {header.before} as declared{f' ({note})' if note else ''}, rewritten program {header.after}"
            + (" (the rewrite leaves the program unchanged: one run)" if unchanged else ""))
        return FixtureResult(fixture.name, header.needs, before, after, verified, skipped, reason,
                             time.monotonic() - started, note)

    if header.needs == "cuda" and not cuda_present():
        return result(None, None, ["skipped: needs CUDA and no CUDA device is present"], skipped=True)
    run_timeout = header.timeout or timeout or DEFAULT_TIMEOUT
    hang_run_timeout = header.timeout or hang_timeout or run_timeout
    problems: List[str] = []
    try:
        before_source = _read_source(fixture.before_path)
        expected_after = _read_source(fixture.after_path)
    except (OSError, UnicodeDecodeError) as exc:
        return result(None, None, [f"cannot read the fixture: {exc}"])
    try:
        rewritten: Optional[str] = rewrite(before_source, str(fixture.before_path), header)
    # The rewrite is the caller's code (the engine); any failure of it is this
    # fixture's result, not a reason to stop verifying the others.
    except Exception as exc:  # noqa: BLE001
        rewritten = None
        problems.append(f"rewrite failed: {type(exc).__name__}: {exc}")
    if rewritten is not None and rewritten != expected_after:
        problems.append(f"rewrite differs from {fixture.after_path.name}: "
                        f"{_first_difference(expected_after, rewritten)}")

    def run(path: Path, declared: str) -> RunOutcome:
        return run_program(path, timeout=hang_run_timeout if declared == "hang" else run_timeout,
                           idle_seconds=idle_seconds,
                           expected_output=header.output if declared == "ok" else None,
                           modules=[fixture.before_path.parent / module for module in header.support])

    before: Optional[RunOutcome] = None
    after: Optional[RunOutcome] = None
    try:
        before = run(fixture.before_path, header.before)
        unchecked_signal = unchecked_signal_expected(header)
        problem = _run_problem("before", before, header.before, header.error, unchecked_signal)
        if problem:
            problems.insert(0, problem)
        note = _unchecked_note(before, header, unchecked_signal)
        if note:
            before = replace(before, detail=f"{before.detail}; {note}")
        if rewritten == before_source:
            # No fix was applied: a second run of the same program would prove nothing new.
            unchanged = True
            after = before
        elif rewritten is not None:
            with tempfile.TemporaryDirectory(prefix="fixmp-rewritten-") as folder:
                rewritten_path = Path(folder) / fixture.after_path.name
                with open(rewritten_path, "w", encoding="utf-8", newline="") as handle:
                    handle.write(rewritten)
                after = run(rewritten_path, header.after)
        if after is not None:
            problem = _run_problem("rewritten program", after, header.after, None)
            if problem:
                problems.append(problem)
    except OSError as exc:
        # The machine could not start or watch a run (no processes or disk left).
        problems.append(f"cannot run the fixture: {exc}")
    return result(before, after, problems)


def verify_fixtures(
    fixtures: Sequence[Fixture],
    *,
    rewrite: Rewrite,
    jobs: Optional[int] = None,
    cuda_available: Optional[bool] = None,
    timeout: Optional[float] = None,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    hang_timeout: Optional[float] = None,
) -> VerifyReport:
    """Rewrite and run every fixture; never raises for a fixture that fails.

    ``rewrite(source, path, header)`` returns the rewritten source. ``timeout`` is
    the per-run limit for fixtures whose header sets none (default 30 s);
    ``hang_timeout`` (default: ``timeout``) the limit of runs declared to hang,
    most of which the idle detection decides long before any limit: a short one
    keeps a hang that stays busy (a pool respawning crashed workers) from using a
    core for the whole ``timeout``, at the price of a weaker proof that it never ends.
    ``cuda_available`` None asks torch in a subprocess. ``jobs`` fixtures run at
    once (default: the CPU count).
    """
    started = time.monotonic()
    fixtures = list(fixtures)
    # One more run than cores: a run waiting out its idle window (a hang being decided) uses no CPU.
    jobs = max(1, jobs or (os.cpu_count() or 1) + 1)
    with ThreadPoolExecutor(max_workers=1) as device_pool:
        device_future = device_pool.submit(describe_device)

        def cuda_present() -> bool:
            if cuda_available is not None:
                return cuda_available
            return bool(device_future.result().get("cuda_available"))

        pool = ThreadPoolExecutor(max_workers=jobs)
        try:
            results = tuple(pool.map(
                lambda fixture: _verify_fixture(fixture, rewrite, cuda_present, timeout, idle_seconds,
                                                hang_timeout),
                fixtures,
            ))
        except BaseException:
            # Ctrl-C or SIGTERM: start no other fixture and end the programs running now,
            # rather than wait for every fixture left (shutdown would run them all).
            pool.shutdown(wait=False, cancel_futures=True)
            LIVE_SESSIONS.stop_all()
            raise
        finally:
            try:
                pool.shutdown(wait=True)
            finally:  # a second Ctrl-C while waiting must not leave every later run refused
                LIVE_SESSIONS.resume()
        device = device_future.result()
    return VerifyReport(device=device, results=results, seconds=time.monotonic() - started)


def engine_rewrite(source: str, path: str, header: FixtureHeader) -> str:
    """fixmp's own rewrite of a fixture's ``before``, with the settings its header declares."""
    # Imported here, not above: libcst takes a while to import, and rendering a report
    # (``fixmp verify --from-json``) or running a command needs none of it.
    from fixmp.engine import fix_source

    return fix_source(source, path, fixture_settings(header))


def collect_fixtures(paths: Sequence[Path]) -> Tuple[Fixture, ...]:
    """The fixtures under ``paths`` (folders or ``before`` files), each once.

    Raises ``FixtureError`` for a path that does not exist, a fixture that cannot be
    read, or when no fixture is found at all.
    """
    fixtures: List[Fixture] = []
    seen = set()
    for path in paths:
        path = Path(path)
        if not path.exists():
            raise FixtureError(f"{path}: no such file or folder")
        for fixture in discover_fixtures(path):
            key = fixture.before_path.resolve()
            if key not in seen:
                seen.add(key)
                fixtures.append(fixture)
    if not fixtures:
        raise FixtureError(f"no fixtures (<case>.before.py with <case>.after.py) under {', '.join(map(str, paths))}")
    return tuple(fixtures)


def verify_paths(
    paths: Sequence[Path],
    *,
    timeout: Optional[float] = None,
    hang_timeout: Optional[float] = DEFAULT_HANG_TIMEOUT,
    jobs: Optional[int] = None,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    cuda_available: Optional[bool] = None,
    shard: Optional[Shard] = None,
) -> VerifyReport:
    """``fixmp verify``: rewrite every fixture under ``paths`` with fixmp itself, compare with
    its ``after`` file, and run both programs (only ``shard``'s part of them, by name, where given).
    Raises ``FixtureError`` as ``collect_fixtures``.

    A run declared to hang gets ``hang_timeout``: most hangs are decided sooner, when every
    process sleeps, but one that stays busy (a pool respawning crashed workers) needs the limit.
    """
    fixtures = [fixture for fixture in collect_fixtures(paths) if shard is None or shard.holds(fixture.name)]
    return verify_fixtures(fixtures, rewrite=engine_rewrite, jobs=jobs,
                           cuda_available=cuda_available, timeout=timeout, hang_timeout=hang_timeout,
                           idle_seconds=idle_seconds)
