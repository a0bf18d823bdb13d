"""``pytest --fixmp``: the runtime fork sanitizer inside a test run.

Each test during which a process forked with torch's OpenMP pool or CUDA alive, and a child then
could hang or fail, or during which a start crashed (FMP004-FMP007), fails, named, with the start
site and the evidence, as ``fixmp run`` reports them. A test whose forked children deadlock (every
process asleep, a native stack blocked in torch's pool for good, read with py-spy) is ended with
that verdict instead of hanging the run: its main thread is interrupted, the deadlocked children
are killed, and the next test runs.

Installed as a ``pytest11`` entry point, as pytest-cov is: inert unless ``--fixmp`` is given. The
probe (``fixmp.runner.probe``, standard library only) is loaded into the pytest process and put on
the ``PYTHONPATH`` of every Python process a test starts; its events are judged after each test
(``fixmp.runner.sanitize.hazards_of``). Under pytest-xdist each worker watches its own tests.
A pytest process already watched by ``fixmp run`` is left to it.
"""

from __future__ import annotations

import os
import shutil
import signal
import tempfile
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Dict, Generator, List, Optional

import pytest

if TYPE_CHECKING:
    from fixmp.runner.session import ProcessSample

# The signal that interrupts a test's main thread when its children deadlocked (its handler raises
# ``ForkDeadlock`` there, where the test waits on them). The test's own SIGUSR2 handler, if it had one
# before the run, is given back at its end.
INTERRUPT_SIGNAL = signal.SIGUSR2
DEFAULT_IDLE_SECONDS = 3.0


class ForkDeadlock(Exception):
    """Raised in a test's main thread when the processes it forked deadlocked on torch's thread pool."""


def pytest_addoption(parser: Any) -> None:
    group = parser.getgroup("fixmp", "fixmp's runtime fork sanitizer")
    group.addoption("--fixmp", action="store_true", default=False,
                    help="fail each test during which a process forked with torch's OpenMP pool or CUDA alive "
                         "(a child that can hang or fail), or a process start crashed; end a test whose "
                         "children deadlock")
    group.addoption("--fixmp-idle-seconds", type=float, default=DEFAULT_IDLE_SECONDS, metavar="SECONDS",
                    help="with --fixmp: how long a test's processes must all sleep before their native stacks "
                         "are read for a deadlock (default: 3; 0: never)")


def pytest_configure(config: Any) -> None:
    if not config.getoption("fixmp"):
        return
    if getattr(config.option, "dist", "no") != "no" and not hasattr(config, "workerinput"):
        return  # pytest-xdist's controller runs no test: each worker watches its own
    if getattr(__import__("sys"), "_fixmp_fork_sanitizer_armed", False):
        return  # already watched (``fixmp run -- pytest``): its report covers these forks
    idle_seconds = config.getoption("fixmp_idle_seconds")
    config.pluginmanager.register(_Sanitizer(idle_seconds if idle_seconds > 0 else float("inf")),
                                  "fixmp-sanitizer")


class _Sanitizer:
    """The probe armed in this process and its children; what each test's forks did, judged after it."""

    def __init__(self, idle_seconds: float) -> None:
        from fixmp.runner.sanitize import EVENTS_ENV, EVENTS_FILE_NAME, PROBE_FOLDER_NAME, sanitizer_environment

        self.folder = Path(tempfile.mkdtemp(prefix="fixmp-pytest-"))
        environment = sanitizer_environment(self.folder)
        self.saved_environment = {name: os.environ.get(name) for name in ("PYTHONPATH", EVENTS_ENV)}
        os.environ["PYTHONPATH"] = environment["PYTHONPATH"]
        os.environ[EVENTS_ENV] = environment[EVENTS_ENV]
        _load_probe(self.folder / PROBE_FOLDER_NAME / "sitecustomize.py")
        self.events_file = self.folder / EVENTS_FILE_NAME
        self.read_to = 0
        self.in_call = False
        self.deadlock: Optional[str] = None
        self.at_deadlock: List[str] = []  # the test's hazards when its children were found deadlocked
        self.main_thread = threading.main_thread().ident
        self.previous_handler = signal.signal(INTERRUPT_SIGNAL, self._interrupted)
        self.watchdog = _Watchdog(self, idle_seconds)
        self.watchdog.start()

    def _interrupted(self, signum: int, frame: Any) -> None:
        if self.in_call and self.deadlock is not None:
            raise ForkDeadlock(self.deadlock)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: Any) -> None:
        from fixmp.runner.sanitize import read_events_from

        _, self.read_to = read_events_from(self.events_file, self.read_to)  # earlier tests' late events
        self.deadlock = None
        self.at_deadlock = []

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_call(self, item: Any) -> Generator[None, None, None]:
        self.in_call = True
        try:
            yield
        finally:
            self.in_call = False

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item: Any, call: Any) -> Generator[None, Any, None]:
        outcome = yield
        if call.when != "call":
            return
        report = outcome.get_result()
        # Judged when the children deadlocked too: stopping them made their pool's workers look idle.
        lines = list(dict.fromkeys([*self.at_deadlock, *self._hazard_lines()]))
        if self.deadlock is not None:
            lines.append(f"deadlock: {self.deadlock}")
        if self.watchdog.crash is not None and not self.watchdog.crash_reported:
            self.watchdog.crash_reported = True
            lines.append(f"fixmp's deadlock watch stopped, a hang from here on is not ended:\n{self.watchdog.crash}")
        if not lines:
            return
        said = "fixmp found what makes a forked child hang or crash during this test:\n" + "\n".join(
            f"  {line}" for line in lines)
        if report.failed and report.longrepr is not None:
            said = f"{report.longrepr}\n\n{said}"
        report.outcome = "failed"
        report.longrepr = said

    def _hazard_lines(self, keep_reading_from: bool = False) -> List[str]:
        """What this test's forks did, as ``check``'s lines; ``keep_reading_from``: read again next time."""
        from fixmp.runner.sanitize import SanitizedRun, hazards_of, read_events_from
        from fixmp.runner.sanitize_report import hazard_findings

        events, read_to = read_events_from(self.events_file, self.read_to)
        if not keep_reading_from:
            self.read_to = read_to
        records = hazards_of(events)
        run = SanitizedRun(("pytest",), None, False, None, 0.0, records)
        result = hazard_findings(run)
        return [f"{finding.path}:{finding.line}:{finding.column}: {finding.code} {finding.message}"
                for finding in result.findings] + [f"{error.path}: {error.message}" for error in result.errors]

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: Any, exitstatus: int) -> None:
        # A fault of fixmp's own is not a finding: the run ends as pytest's internal errors end, with 3.
        if self.watchdog.crash is not None:
            session.exitstatus = pytest.ExitCode.INTERNAL_ERROR

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if self.watchdog.crash is not None:
            terminalreporter.write_sep("=", "fixmp's deadlock watch stopped", red=True)
            terminalreporter.write_line(self.watchdog.crash)

    def pytest_unconfigure(self, config: Any) -> None:
        self.watchdog.stop()
        signal.signal(INTERRUPT_SIGNAL, self.previous_handler)
        for name, value in self.saved_environment.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        shutil.rmtree(self.folder, ignore_errors=True)


def _load_probe(probe_file: Path) -> None:
    """Run the probe in this process, as every Python process of the run runs it at start (its events file
    is named by the environment, read when it loads)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("fixmp_fork_sanitizer_probe", probe_file)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)


class _Watchdog(threading.Thread):
    """While a test runs: once this process's main thread and every process it started have slept for
    ``idle_seconds``, the children's native stacks are read; a deadlock there ends the test (the
    watching of ``fixmp run``, ``fixmp.runner.sanitize._wait``, on the test's processes)."""

    def __init__(self, sanitizer: _Sanitizer, idle_seconds: float) -> None:
        super().__init__(name="fixmp-deadlock-watch", daemon=True)
        self.sanitizer = sanitizer
        self.idle_seconds = idle_seconds
        self.stopped = threading.Event()
        # The traceback of a fault in the watch itself: said at the next test's report and at the end,
        # never swallowed (a dead watch otherwise leaves a deadlocked test hanging with no word).
        self.crash: Optional[str] = None
        self.crash_reported = False

    def stop(self) -> None:
        self.stopped.set()

    def run(self) -> None:
        try:
            self._watch()
        except BaseException:
            import traceback

            self.crash = traceback.format_exc().rstrip()

    def _watch(self) -> None:
        from fixmp.runner.native import read_deadlocks
        from fixmp.runner.watch import POLL_SECONDS, IdleWatch, deadlock_verdict

        idle = IdleWatch(self.idle_seconds)
        while not self.stopped.wait(POLL_SECONDS):
            if not self.sanitizer.in_call or self.sanitizer.deadlock is not None:
                idle = IdleWatch(self.idle_seconds)
                continue
            processes = _this_test_processes()
            if not idle.is_idle(time.monotonic(), processes):
                continue
            children = [sample.pid for sample in processes if sample.pid != os.getpid() and sample.state != "Z"]
            deadlocks, _ = read_deadlocks(children)
            if not deadlocks:
                idle.look_again_later()
                continue
            self.sanitizer.at_deadlock = self.sanitizer._hazard_lines(keep_reading_from=True)
            self.sanitizer.deadlock = deadlock_verdict(deadlocks, len(processes), idle.idle_seconds)
            for deadlock in deadlocks:
                try:
                    os.kill(deadlock.pid, signal.SIGKILL)  # blocked for good: nothing of theirs is lost
                except ProcessLookupError:
                    pass
            if self.sanitizer.main_thread is not None:
                signal.pthread_kill(self.sanitizer.main_thread, INTERRUPT_SIGNAL)
            idle = IdleWatch(self.idle_seconds)


def _this_test_processes() -> List["ProcessSample"]:
    """This process (as its main thread is: the watch itself runs here) and every process below it."""
    from fixmp.processes import leftovers
    from fixmp.runner.session import ProcessSample, process_sample

    parents: Dict[int, int] = {}
    samples: Dict[int, List[str]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = leftovers.stat_fields(int(entry))
            if fields is not None and len(fields) >= 20:
                parents[int(entry)] = int(fields[1])
                samples[int(entry)] = fields
    here = os.getpid()
    below = {here}
    grew = True
    while grew:
        grew = False
        for pid, parent in parents.items():
            if parent in below and pid not in below:
                below.add(pid)
                grew = True
    main = leftovers.stat_fields_of_task(here, threading.main_thread().native_id or here)
    found = []
    for pid in sorted(below):
        if pid == here and main is not None:  # this process as its main thread is: the watch runs here
            found.append(ProcessSample(pid=pid, state=main[0], cpu_ticks=int(main[11]) + int(main[12]),
                                       start_ticks=int(main[19]), running_threads=int(main[0] == "R")))
        elif pid in samples:
            found.append(process_sample(pid, samples[pid]))
    return found
