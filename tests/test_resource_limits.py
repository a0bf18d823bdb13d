"""fixmp under resource pressure: the same answer, or an error that says why, and a stop that stops.

Under a limit on address space (``ulimit -v``, a container's) a check gives the findings it gives without
one, or, where an analysis cannot get the thread it runs on, an error naming the file and the reason (exit
2): never a different answer from an analysis run on a smaller stack, never a crash. Each imported module's
summary runs on a thread of its own, nested as deep as the imports go (``fixmp.parse.guards``).

SIGTERM and SIGINT stop a check within moments of arriving, whatever it computes, with the signal's exit
status (143, 130), and no worker process is left behind.
"""

from __future__ import annotations

import os
import platform
import resource
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from typing import List, Optional

import pytest
from programs import LAUNCH_FORKS

from fixmp import engine
from fixmp.cli import main
from fixmp.discover.config import Settings
from fixmp.parse.guards import MAX_OPERATOR_CHAIN, NO_ROOM, parse_cost_problem, return_free_memory

REPO = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="address-space limits and /proc as on Linux")

MODULES = 100
# So that the chain's bytes pay for a worker process with --jobs 2: some of its files are checked there.
CHAIN_PADDING = '"""' + "padding, so that the candidates' bytes pay for a worker process\n" * 100 + '"""\n'

MAIN = """
    import torch
    import multiprocessing as mp
    from m0 import make

    def work(rank):
        x = torch.ones(256, 256)
        print(rank, (x @ x).sum().item())

    if __name__ == "__main__":
        torch.nn.init.orthogonal_(torch.randn(2000, 2000))
        p: mp.Process = make(work, 1)
        p.start()
        p.join()
"""


def _import_chain(root: Path, modules: int = MODULES) -> None:
    """main.py starts the Process that the last of ``modules`` modules makes, handed on from module to module;
    each module also star-imports the next, so that its summary asks for the next one's: ``modules`` summaries
    nested, each on a thread of its own; and each makes a Process of its own, so that each is checked too,
    from its place in the chain. (main.py names ``mp.Process`` itself, so that it is checked however far away
    the start is: a file that names none is followed a few imports deep only.)"""
    root.mkdir(parents=True, exist_ok=True)
    (root / "main.py").write_text(textwrap.dedent(MAIN).lstrip())
    for number in range(modules - 1):
        (root / f"m{number}.py").write_text(
            f"import multiprocessing\nfrom m{number + 1} import *\nfrom m{number + 1} import make\n\n"
            f"def f{number}(x):\n    return multiprocessing.Process(target=print, args=(x,))\n" + CHAIN_PADDING)
    (root / f"m{modules - 1}.py").write_text(
        "import multiprocessing\n\ndef make(fn, rank):\n    return multiprocessing.Process(target=fn, args=(rank,))\n")


def _limit_address_space(kib: Optional[int]):
    def limit() -> None:
        if kib is not None:
            resource.setrlimit(resource.RLIMIT_AS, (kib * 1024, kib * 1024))
    return limit


def _check(root: Path, kib: Optional[int] = None, *extra: str) -> "subprocess.CompletedProcess[str]":
    """``fixmp check`` of ``root`` in a process of its own, its address space limited to ``kib`` KiB."""
    return subprocess.run(
        [sys.executable, "-m", "fixmp", "check", "--isolated", "--no-cache", *extra, "."], cwd=root,
        env=dict(os.environ, PYTHONPATH=str(REPO)), preexec_fn=_limit_address_space(kib),
        capture_output=True, text=True, timeout=600,
    )


def _lines(output: str) -> List[str]:
    """The findings and errors a check printed, without the summary line (it holds the time taken)."""
    return [line for line in output.splitlines() if "files scanned" not in line]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_100_module_import_chain_gets_the_same_findings_under_a_2_gb_address_space_limit(tmp_path, jobs):
    """Each summary reserved a 64 MiB stack, and glibc ran some on freed 256 MiB parser stacks: 21 GiB of
    address space at once. Under ``ulimit -v 4000000`` 4 runs of 5 aborted (SIGABRT inside libcst, no output),
    under 2000000 the analyses ran on the caller's thread instead. Now 8 MiB each, and two malloc arenas."""
    _import_chain(tmp_path)
    free = _check(tmp_path, None, "--jobs", jobs)
    assert free.returncode == 1, free.stderr
    assert "main.py:11:5: FMP002 the Process started at m99.py:4" in free.stdout
    for kib in (4_000_000, 2_000_000):
        limited = _check(tmp_path, kib, "--jobs", jobs)
        assert (limited.returncode, _lines(limited.stdout)) == (1, _lines(free.stdout)), (kib, limited.stderr)


def test_an_address_space_too_small_for_the_chain_is_an_error_naming_the_file(tmp_path):
    """A hundred nested summaries do not fit in 1 GB beside the parser: main.py is an error that says so
    (exit 2), where an abort (SIGABRT, no output at all) or an answer without m99's start was possible."""
    _import_chain(tmp_path)
    limited = _check(tmp_path, 1_000_000)
    assert limited.returncode == 2, (limited.stdout, limited.stderr)
    [error] = [line for line in limited.stdout.splitlines() if line.startswith("main.py:")]
    assert error.startswith(f"main.py: error: {NO_ROOM}: no thread with a stack of ")
    assert "file not checked" in error and "FMP" not in limited.stdout
    assert "Traceback" not in limited.stderr


@pytest.fixture
def refuse_threads(monkeypatch):
    """``refuse_threads(allowed)``: after its first ``allowed`` starts, no analysis thread (``on_large_stack``'s)
    can start, as under a limit on address space: RuntimeError, "can't start new thread"."""
    real_start = threading.Thread.start

    def refuse(allowed: int) -> None:
        started = []

        def start(thread: threading.Thread) -> None:
            if thread.name == "fixmp-parser":
                if len(started) >= allowed:
                    raise RuntimeError("can't start new thread")
                started.append(thread)
            real_start(thread)

        monkeypatch.setattr(threading.Thread, "start", start)

    return refuse


# Refused from the first analysis thread, a few in, half-way, the last (checking the 8-module chain started
# 53 at 18ef633; counted by the test's first run, so that a cheaper analysis still has its last refused).
@pytest.mark.parametrize("refused_from", [0, 2, 5, 9, 15, "half", "last"])
def test_an_analysis_thread_that_cannot_start_makes_an_error_never_an_analysis_on_the_callers_stack(
        tmp_path, monkeypatch, capsys, refuse_threads, refused_from):
    """Run on the caller's thread instead, an analysis has less room than its own (Python counts the
    recursion limit per thread): a program nested 481 unary operators deep got its FMP001 on a thread of
    its own, and "too deeply nested" on the caller's. So a thread that cannot start, for a file's analysis
    or any summary it asks for however deep, makes the file an error, and each file either has all its
    findings or an error; the error is not kept in the cache: the next run, with room, gives the findings."""
    root = tmp_path / "project"
    _import_chain(root, modules=8)
    monkeypatch.chdir(root)
    started = []
    monkeypatch.setattr(threading.Thread, "start",
                        lambda thread: (started.append(thread.name == "fixmp-parser"), THREAD_START(thread))[1])
    assert main(["check", "--isolated", "--no-cache", "--jobs", "1", "."]) == 1
    findings = _lines(capsys.readouterr().out)
    assert findings[0].startswith("main.py:11:5: FMP002 the Process started at m7.py:4")
    threads = sum(started)
    assert threads > 15
    allowed = {"half": threads // 2, "last": threads - 1}.get(str(refused_from), refused_from)

    command = ["check", "--isolated", "--cache-dir", str(tmp_path / "cache"), "--jobs", "1", "."]
    monkeypatch.setattr(threading.Thread, "start", THREAD_START)
    refuse_threads(allowed)
    assert main(command) == 2
    refused = _lines(capsys.readouterr().out)
    errors = [line for line in refused if ": error: " in line]
    assert errors and all(f": error: {NO_ROOM}: no thread with a stack of " in line for line in errors)
    assert all("(RuntimeError: can't start new thread; " in line for line in errors)
    if any(line.startswith("main.py: error: ") for line in errors):
        assert [line for line in refused if line not in errors] == []
    else:
        assert [line for line in refused if line not in errors] == findings

    monkeypatch.setattr(threading.Thread, "start", THREAD_START)
    assert main(command) == 1
    assert _lines(capsys.readouterr().out) == findings


THREAD_START = threading.Thread.start


# ---------------------------------------------------------------- how long a parse may hold a stop up

# libcst's native parse holds the GIL until it returns: a stop is handled only after it. So no parse may be
# long: each chain libcst nests one level deeper per link, and slowly, is refused at MAX_OPERATOR_CHAIN links.
CHAINS = {
    "operators": lambda links: "x = " + " + ".join(["a"] * (links + 1)),
    "unary operators": lambda links: "x = " + "not " * (links // 2) + "-" * (links - links // 2) + "a",
    "attribute accesses, calls and subscripts": lambda links: "x = a" + ".b()[0]" * (links // 3) + ".c" * (links % 3),
    "lambdas": lambda links: "x = " + "lambda y: " * links + "0",
    "conditional expressions": lambda links: "x = " + "a if b else " * links + "c",
}


@pytest.mark.parametrize("what", sorted(CHAINS))
def test_a_chain_the_parser_would_take_seconds_over_is_refused(what):
    line = CHAINS[what]
    assert parse_cost_problem((line(MAX_OPERATOR_CHAIN - 1) + "\n").encode()) is None
    problem = parse_cost_problem((line(MAX_OPERATOR_CHAIN) + "\n").encode())
    assert problem is not None and problem.startswith(f"an expression chains more than 1,000 {what}, ")


def test_chains_just_short_of_the_limit_are_refused_together():
    """20 lines of 999 subscripts parsed in 13 s."""
    assert parse_cost_problem(("x = a" + "[0]" * 999 + "\n").encode()) is None
    problem = parse_cost_problem(("x = a" + "[0]" * 999 + "\n").encode() * 3)
    assert problem is not None and problem.startswith("too many long chains of operators, attribute accesses")


def test_the_checks_take_time_in_proportion_to_the_line_whatever_it_holds():
    """They run on every candidate, the GIL held: a search for chains begun at every character of a long name
    took 32 s for a 40 KB line. 4 MB of one name, of one attribute chain, of short sums on one line: seconds
    at most, where that search would take days. (A bound for the slowest machine, far from either.)"""
    for line in (b"a" * 4_000_000, b"a." * 2_000_000, b"a+a+a;" * 700_000):
        started = time.monotonic()
        parse_cost_problem(b"x = " + line + b"\n")
        assert time.monotonic() - started < 60


# ---------------------------------------------------------------- stops

STOP_BOUND_SECONDS = 10

# A stop the kernel hands to the analysis thread, not to the main thread, which alone runs Python's handlers.
_STOP_ON_ANOTHER_THREAD = """
    import os, signal, sys, threading, time
    from fixmp.parse import guards
    from fixmp.fixing.writer import Stopped

    def stop(signum, frame):
        raise Stopped(signum)

    signal.signal(signal.SIGTERM, stop)

    def main_thread_sleeps():
        with open(f"/proc/self/task/{os.getpid()}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "S"

    def work():
        while not (main_thread_sleeps() and time.sleep(0.05) is None and main_thread_sleeps()):
            pass  # until the main thread waits for this one
        signal.pthread_kill(threading.get_ident(), signal.SIGTERM)
        ends = time.monotonic() + 60
        while time.monotonic() < ends:  # steps of an analysis, each asking whether a stop is under way
            if guards.STOP.is_set():
                raise guards.Stopping()
            sum(range(1000))
        return "it ran to its end"

    started = time.monotonic()
    try:
        print(guards.on_large_stack(work, guards.SUMMARY_STACK_BYTES))
    except Stopped:
        print(f"stopped after {time.monotonic() - started:.1f} s")
"""


def test_a_stop_the_kernel_hands_to_another_thread_is_handled_at_once(tmp_path):
    """The main thread waited for the analysis thread without a timeout, which a signal handled elsewhere does
    not interrupt: 2 stops of 10 in a 1,000-module star-import cycle waited 4 s for a chain of summaries."""
    program = tmp_path / "program.py"
    program.write_text(textwrap.dedent(_STOP_ON_ANOTHER_THREAD))
    done = subprocess.run([sys.executable, str(program)], env=dict(os.environ, PYTHONPATH=str(REPO)),
                          capture_output=True, text=True, timeout=600)
    assert done.stdout.startswith("stopped after "), (done.stdout, done.stderr)
    assert float(done.stdout.split()[2]) < STOP_BOUND_SECONDS


def test_a_stop_under_way_starts_no_analysis():
    """A summary asks for the next module's before any step of its own: down a chain of imports, a stop went
    on starting summaries (a thousand more threads, for seconds) before one of them took a step."""
    from fixmp.parse import guards

    guards.STOP.set()
    try:
        with pytest.raises(guards.Stopping):
            guards.on_large_stack(lambda: "an analysis", guards.SUMMARY_STACK_BYTES)
    finally:
        guards.STOP.clear()
    assert guards.on_large_stack(lambda: "an analysis", guards.SUMMARY_STACK_BYTES) == "an analysis"


# The slow input: a cycle of star imports (each module's summary asks for the next one's, around the cycle,
# until a round of the cycle's summaries changes nothing), padded so that its bytes pay for a worker process.
# Measured with --jobs 1 on 2 busy cores: 300 modules 19 s of CPU, 600 modules 37 s, 1,000 modules 62 s;
# so a full run takes over 6 times the bound below on any machine as fast as that one or slower.
CYCLE_MODULES = 1000
PADDING = '"""' + "padding, so that the candidates' bytes pay for a worker process\n" * 40 + '"""\n'


def _star_import_cycle(root: Path, modules: int = CYCLE_MODULES) -> None:
    root.mkdir(parents=True, exist_ok=True)
    for number in range(modules):
        (root / f"m{number}.py").write_text(
            PADDING + f"from m{(number + 1) % modules} import *\nimport multiprocessing as mp\n"
            f"def f{number}(x):\n    return mp.Process(target=print, args=(x,))\n")
    (root / "main.py").write_text(
        "import torch\nfrom m0 import *\nif __name__ == '__main__':\n    w = torch.randn(2000, 2000)\n"
        "    torch.nn.init.orthogonal_(w)\n    p = f0(1)\n    p.start()\n")


def _stat(pid: int) -> Optional[List[str]]:
    """The fields of /proc/PID/stat after the command's name (state first); None once it is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def _cpu_seconds(pid: int) -> float:
    fields = _stat(pid)
    return 0.0 if fields is None else (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _in_group(group: int) -> List[int]:
    """The live processes of a process group (fixmp started in a session of its own, and its workers)."""
    found = []
    for entry in Path("/proc").iterdir():
        fields = _stat(int(entry.name)) if entry.name.isdigit() else None
        if fields is not None and fields[0] != "Z" and int(fields[2]) == group:
            found.append(int(entry.name))
    return found


@pytest.fixture(scope="module")
def star_import_cycle(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("cycle")
    _star_import_cycle(root)
    return root


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
@pytest.mark.parametrize("jobs", [1, 2])
def test_a_stop_ends_a_long_check_at_once_and_leaves_no_process(star_import_cycle, jobs, signum):
    def default_ctrl_c() -> None:  # as in a terminal, however pytest was started (a background job ignores it)
        signal.signal(signal.SIGINT, signal.SIG_DFL)

    process = subprocess.Popen(
        [sys.executable, "-m", "fixmp", "check", "--isolated", "--no-cache", "--jobs", str(jobs), "."],
        cwd=star_import_cycle, env=dict(os.environ, PYTHONPATH=str(REPO)), start_new_session=True,
        preexec_fn=default_ctrl_c, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    try:
        # At work: past its start-up, and with --jobs 2 its worker running beside it.
        while process.poll() is None and (
                _cpu_seconds(process.pid) < 1.0 or len(_in_group(process.pid)) < jobs):
            time.sleep(0.02)
        assert process.poll() is None, "the check ended before it was stopped: make the input larger"
        process.send_signal(signum)
        sent = time.monotonic()
        _, stderr = process.communicate(timeout=STOP_BOUND_SECONDS)
        took = time.monotonic() - sent
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    reason = "interrupted" if signum == signal.SIGINT else "stopped by SIGTERM"
    assert (process.returncode, stderr.decode()) == (128 + signum, f"fixmp: {reason}\n"), took
    assert took < STOP_BOUND_SECONDS
    assert _in_group(process.pid) == []


def test_free_memory_is_handed_back_where_glibc_malloc_can_be_asked():
    assert return_free_memory() is (platform.libc_ver()[0] == "glibc")


@pytest.mark.parametrize("with_a_caller", [False, True])
def test_free_memory_is_handed_back_after_each_analysis_and_each_verdict_that_made_summaries(
        tmp_path, monkeypatch, with_a_caller):
    """After each file analysed (``launch.py``, which names a start; ``train.py``, which calls it) and after an
    import verdict that summarised a module (``train.py``'s, of ``launch.py``); never after a verdict that read
    bytes alone (``plain.py``, ``helpers.py``): most files of a repository, each a call for nothing."""
    (tmp_path / "launch.py").write_text(LAUNCH_FORKS)
    (tmp_path / "plain.py").write_text("VALUE = 1\n")
    (tmp_path / "helpers.py").write_text("import launch\n\ndef size():\n    return 4\n")
    if with_a_caller:
        (tmp_path / "train.py").write_text(textwrap.dedent("""
            from launch import run_workers

            if __name__ == "__main__":
                run_workers(2)
        """))
    handed_back: List[str] = []
    monkeypatch.setattr(engine, "return_free_memory", lambda: handed_back.append("freed") or True)
    result = engine.run([tmp_path], Settings(cache=False), jobs=1)
    assert not result.all_errors
    analysed = sorted(Path(file.path).name for file in result.files if file.parsed)
    assert analysed == (["launch.py", "train.py"] if with_a_caller else ["launch.py"])
    assert len(handed_back) == len(analysed) + (1 if with_a_caller else 0)
