"""Writes are atomic: ``fixmp fix`` killed or interrupted at any moment leaves every file whole.

Each file is exactly its original or exactly its fixed version, never half of
either. SIGKILL between creating a temporary file and renaming it over the
original can leave that temporary file (``.<name>.<pid>.<random>.fixmp-tmp``)
behind: the next ``fixmp fix`` removes it, since its process is gone. Ctrl-C
(SIGINT) finishes the file being written, stops, lists what was written and
exits 130; it leaves no temporary file.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from programs import HAZARD as HAZARD_TEXT
from programs import HAZARD_FIXED as HAZARD_FIXED_TEXT

from fixmp.cli import main
from fixmp.fixing import files

REPO = Path(__file__).resolve().parent.parent
HAZARD = HAZARD_TEXT.encode()
HAZARD_FIXED = HAZARD_FIXED_TEXT.encode()
COPIES = 200
IN_PROCESS = 20  # files for the Ctrl-C tests that run fixmp in this process
FIX = ["fix", "--isolated", "--select", "FMP001", "."]

pytestmark = [pytest.mark.programs, pytest.mark.skipif(os.name != "posix", reason="signals and process groups as on POSIX")]


@pytest.fixture(autouse=True)
def interruptible():
    """Ctrl-C as in a terminal, however pytest was started: a shell starts a background job with
    SIGINT ignored, Python then leaves it ignored, and so would every fixmp these tests start."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


def _restore_ctrl_c() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)  # in the child, before exec: Python installs its handler


def _fill(tree: Path, copies: int = COPIES) -> list:
    tree.mkdir(exist_ok=True)
    paths = [tree / f"m{number:03}.py" for number in range(copies)]
    for path in paths:
        path.write_bytes(HAZARD)
    return paths


def _start(tree: Path, *extra: str, code: str = "") -> subprocess.Popen:
    """``python -m fixmp fix`` in its own session, so that a kill reaches it and every worker it started."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    argv = [sys.executable, "-c", f"{code}\nimport sys\nfrom fixmp.cli import main\nsys.exit(main(sys.argv[1:]))"] \
        if code else [sys.executable, "-m", "fixmp"]
    return subprocess.Popen(
        [*argv, *FIX, *extra], cwd=tree, env=env, start_new_session=True, preexec_fn=_restore_ctrl_c,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )


def _states(paths) -> dict:
    """How many files are original and how many fixed; fails on anything else."""
    counts = {"original": 0, "fixed": 0}
    for path in paths:
        content = path.read_bytes()
        assert content in (HAZARD, HAZARD_FIXED), f"{path.name} is neither its original nor its fix"
        counts["original" if content == HAZARD else "fixed"] += 1
    return counts


def _leftovers(tree: Path) -> list:
    """Files in the tree that are not the program files (the result cache, where one is kept, aside)."""
    expected = {f"m{number:03}.py" for number in range(COPIES)} | {".fixmp_cache"}
    return sorted(p.name for p in tree.iterdir() if p.name not in expected)


def _wait_for_first_write(process: subprocess.Popen, first: Path, deadline: float) -> bool:
    """Poll until ``first`` (written first: files are written in sorted order) is replaced."""
    inode = first.stat().st_ino
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        try:
            if first.stat().st_ino != inode:
                return True
        except FileNotFoundError:  # between unlink and rename on some file systems
            pass
        time.sleep(0.0005)
    return False


def _finish(process: subprocess.Popen) -> tuple:
    out, err = process.communicate(timeout=120)
    return process.returncode, out.decode(), err.decode()


def _stalled_after_renames(tree: Path, marker: Path, renames: int) -> subprocess.Popen:
    """``fixmp fix`` whose writer stops for good right after its ``renames``-th ``os.replace``, having
    left ``marker`` (outside the tree): a kill then lands in the middle of the writes on any machine."""
    stall = (
        "import os, time\n"
        "real_replace, done = os.replace, []\n"
        "def replace_then_stall(*args, **kwargs):\n"
        "    real_replace(*args, **kwargs)\n"
        "    done.append(1)\n"
        f"    if len(done) == {renames}:\n"
        f"        open({str(marker)!r}, 'w').close()\n"
        "        time.sleep(3600)\n"
        "os.replace = replace_then_stall"
    )
    return _start(tree, code=stall)


def test_sigkill_at_random_moments_leaves_every_file_whole(tmp_path):
    tree = tmp_path / "tree"
    paths = _fill(tree)
    # Calibrate: how long the whole run takes.
    started = time.monotonic()
    code, out, err = _finish(_start(tree))
    assert code == 0, out + err
    total = time.monotonic() - started
    assert _states(paths) == {"original": 0, "fixed": COPIES}

    rng = random.Random(7)
    for trial in range(6):
        _fill(tree)
        if trial < 3:  # anywhere in the run: start-up, reading, analysis or writing
            process = _start(tree)
            time.sleep(rng.uniform(0, total))
            expected_fixed = None
        else:  # in the middle of the writes, after a known number of renames: not left to the machine's speed
            expected_fixed = rng.randrange(1, COPIES)
            marker = tmp_path / f"stalled-{trial}"
            process = _stalled_after_renames(tree, marker, expected_fixed)
            deadline = time.monotonic() + 120
            while not marker.exists() and time.monotonic() < deadline:
                assert process.poll() is None, _finish(process)
                time.sleep(0.01)
            assert marker.exists(), "the writer never reached its stall"
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.communicate(timeout=60)
        states = _states(paths)
        if expected_fixed is not None:
            assert states == {"original": COPIES - expected_fixed, "fixed": expected_fixed}
        for name in _leftovers(tree):
            assert files.TEMPORARY_NAME.match(name), f"unexpected file {name} after a kill"
    # The next run fixes the rest and removes what the killed ones left behind.
    code, out, err = _finish(_start(tree))
    assert code == 0, out + err
    assert _states(paths) == {"original": 0, "fixed": COPIES}
    assert _leftovers(tree) == []


def test_sigkill_between_temporary_file_and_rename_is_cleaned_by_the_next_run(tmp_path):
    """Deterministic: the writer stops right before ``os.replace``, is killed, and leaves its temporary file."""
    tree = tmp_path / "tree"
    paths = _fill(tree)
    # The temporary file exists before its content is written and flushed, so wait for the
    # writer to reach os.replace (it leaves a marker outside the tree), not for the file.
    stalled = tmp_path / "stalled"
    stall = (
        "import os, time\n"
        f"def stall(*args):\n    open({str(stalled)!r}, 'w').close()\n    time.sleep(3600)\n"
        "os.replace = stall"
    )
    process = _start(tree, code=stall)
    deadline = time.monotonic() + 120
    while not stalled.exists() and time.monotonic() < deadline:
        assert process.poll() is None, _finish(process)
        time.sleep(0.01)
    assert stalled.exists(), "the writer never reached os.replace"
    os.killpg(process.pid, signal.SIGKILL)
    process.communicate(timeout=60)
    [left] = _leftovers(tree)
    match = files.TEMPORARY_NAME.match(left)
    assert match and match.group("name") == "m000.py" and int(match.group("pid")) == process.pid
    assert (tree / left).read_bytes() == HAZARD_FIXED
    assert _states(paths) == {"original": COPIES, "fixed": 0}

    # A temporary file of a process that still runs (another fixmp writing now) is left alone.
    live = tree / f".m001.py.{os.getpid()}.abcd1234.fixmp-tmp"
    live.write_bytes(b"another run's half-written file")
    code, out, err = _finish(_start(tree))
    assert code == 0, out + err
    assert _states(paths) == {"original": 0, "fixed": COPIES}
    assert _leftovers(tree) == [live.name]


def test_remove_stale_temporaries_only_removes_dead_processes_files(tmp_path):
    finished = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(finished.stdout)
    stale = tmp_path / f".x.py.{dead_pid}.k2j4h5g6.fixmp-tmp"
    alive = tmp_path / f".x.py.{os.getpid()}.a1b2c3d4.fixmp-tmp"
    unrelated = tmp_path / ".x.py.notapid.fixmp-tmp"
    for path in (stale, alive, unrelated):
        path.write_bytes(b"")
    assert files.remove_stale_temporaries([tmp_path, tmp_path]) == [stale]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([alive.name, unrelated.name])


# --- Ctrl-C ---


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_ctrl_c_during_writes_finishes_the_file_and_says_what_was_written(tmp_path, capsys, monkeypatch, signum):
    """SIGTERM and SIGHUP (a CI runner cancelling, a closed terminal) stop the writes as Ctrl-C does."""
    paths = _fill(tmp_path / "tree", IN_PROCESS)
    monkeypatch.chdir(tmp_path / "tree")
    real_write = files.write_atomically
    calls = []
    handlers = {number: signal.getsignal(number) for number in (signal.SIGTERM, signal.SIGHUP)}

    def write_then_ctrl_c(path, new_bytes, expected_bytes):
        calls.append(path)
        if len(calls) == 3:
            os.kill(os.getpid(), signum)  # arrives in the middle of the third write
        real_write(path, new_bytes, expected_bytes)

    monkeypatch.setattr(files, "write_atomically", write_then_ctrl_c)
    code = main(FIX)
    out, err = capsys.readouterr()
    assert code == 128 + signum
    reason = "interrupted" if signum == signal.SIGINT else f"stopped by {signal.Signals(signum).name}"
    assert _states(paths) == {"original": IN_PROCESS - 3, "fixed": 3}
    assert [p.name for p in paths if p.read_bytes() == HAZARD_FIXED] == ["m000.py", "m001.py", "m002.py"]
    assert err.splitlines() == [
        f"fixmp: {reason}: 3 files written, {IN_PROCESS - 3} left unchanged",
        "  written: m000.py",
        "  written: m001.py",
        "  written: m002.py",
    ]
    assert f"3 fixed in 3 files, {IN_PROCESS - 3} remaining" in out
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    assert {number: signal.getsignal(number) for number in handlers} == handlers  # given back as they were
    assert _leftovers(tmp_path / "tree") == []


def test_second_ctrl_c_stops_at_once_and_counts_a_write_that_got_through(tmp_path, capsys, monkeypatch):
    paths = _fill(tmp_path / "tree", IN_PROCESS)
    monkeypatch.chdir(tmp_path / "tree")
    real_write = files.write_atomically
    calls = []

    def write_twice_interrupted(path, new_bytes, expected_bytes):
        calls.append(path)
        if len(calls) == 2:
            os.kill(os.getpid(), signal.SIGINT)
            real_write(path, new_bytes, expected_bytes)
            os.kill(os.getpid(), signal.SIGINT)  # the second one raises KeyboardInterrupt here, after the rename

        else:
            real_write(path, new_bytes, expected_bytes)

    monkeypatch.setattr(files, "write_atomically", write_twice_interrupted)
    code = main(FIX)
    _, err = capsys.readouterr()
    assert code == 130
    assert _states(paths) == {"original": IN_PROCESS - 2, "fixed": 2}
    assert err.splitlines()[0] == f"fixmp: interrupted: 2 files written, {IN_PROCESS - 2} left unchanged"


def test_ctrl_c_before_the_writes_changes_nothing(tmp_path, capsys, monkeypatch):
    paths = _fill(tmp_path / "tree", IN_PROCESS)
    monkeypatch.chdir(tmp_path / "tree")
    from fixmp import engine

    def interrupted_run(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(engine, "run", interrupted_run)
    assert main(FIX) == 130
    assert capsys.readouterr().err == "fixmp: interrupted before writing; no file was changed\n"
    assert _states(paths) == {"original": IN_PROCESS, "fixed": 0}


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_ctrl_c_at_random_moments_of_a_real_run(tmp_path, signum):
    """Ctrl-C from a terminal reaches the whole process group: fixmp and any worker it started.
    SIGTERM (a CI runner cancelling the job) and SIGHUP (a closed terminal) stop it the same way."""
    tree = tmp_path / "tree"
    paths = _fill(tree)
    reason = "interrupted" if signum == signal.SIGINT else f"stopped by {signal.Signals(signum).name}"
    rng = random.Random(11 + signum)
    for trial in range(3):
        _fill(tree)
        process = _start(tree)
        if trial % 2:
            time.sleep(rng.uniform(0.2, 2.5))
        else:
            assert _wait_for_first_write(process, paths[0], time.monotonic() + 120)
            time.sleep(rng.uniform(0, 0.05))
        try:
            os.killpg(process.pid, signum)
        except ProcessLookupError:
            pass
        code, out, err = _finish(process)
        states = _states(paths)
        assert _leftovers(tree) == []
        if code == 0:  # it finished before the signal
            assert states["fixed"] == COPIES
            continue
        if code == -signum:  # still starting Python, before fixmp's main ran
            assert states["fixed"] == 0
            continue
        assert code == 128 + signum, out + err
        assert "Traceback" not in err, err
        if err.strip() == f"fixmp: {reason}":  # after the writes, while the report was printed
            assert states["fixed"] == COPIES
            continue
        written = sorted(line.split("written: ", 1)[1] for line in err.splitlines() if line.startswith("  written: "))
        assert written == sorted(p.name for p in paths if p.read_bytes() == HAZARD_FIXED), err


def _exit_status_of(tmp_path: Path, program: str) -> "subprocess.CompletedProcess[bytes]":
    path = tmp_path / "program.py"
    path.write_text(textwrap.dedent(program))
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, str(path)], env=env, capture_output=True, timeout=600)


# Seconds of libcst's native parsing: Python must never finalise while a thread is inside it (the process
# then aborts: SIGABRT, -6, where the random-moment test above expects 143).
_LONG_PARSE = """
    import signal, sys, threading, time
    import libcst
    from fixmp.parse import guards
    from fixmp.fixing.writer import Stopped

    source = "x = [" + "1, " * 100_000 + "]\\n"
    def parse(alarm=None):
        if alarm is not None:  # a stop, once the thread is at work
            signal.setitimer(signal.ITIMER_REAL, alarm)
        return libcst.parse_module(source)
"""


def test_a_stop_that_leaves_a_parser_thread_at_work_is_waited_for_before_python_finalises(tmp_path):
    """However the stop left it running (one arriving inside ``Thread.start()``, before the join, does):
    here the main thread does not wait at all, and exits while the thread parses."""
    done = _exit_status_of(tmp_path, _LONG_PARSE + """
    threading.Thread(target=guards.on_large_stack, args=(parse,), daemon=True).start()
    while not guards._WORKING:
        time.sleep(0.01)
    sys.exit(143)
    """)
    assert done.returncode == 143, done.stderr.decode()


def test_a_stop_during_the_join_waits_for_the_parser_thread(tmp_path):
    """Python 3.11's ``Thread.join()``, interrupted by a signal's exception, marks the thread ended while it
    still runs: the stop must wait for the thread itself, and the thread must be done when it is raised."""
    done = _exit_status_of(tmp_path, _LONG_PARSE + """
    def stop(signum, frame):
        raise Stopped(signum)

    signal.signal(signal.SIGALRM, stop)
    try:
        guards.on_large_stack(lambda: parse(alarm=0.2))
    except Stopped:
        print(len(guards._WORKING), flush=True)
        sys.exit(143)
    """)
    assert (done.returncode, done.stdout) == (143, b"0\n"), done.stderr.decode()


def test_a_stop_while_fix_starts_up_says_nothing_was_written(tmp_path, capsys, monkeypatch):
    """SIGTERM while fixmp loads its configuration or imports the parser (before the run): it says so, and
    never reads as a stop after the writes (found by the random-moment test above)."""
    from fixmp import cli
    from fixmp.fixing.writer import Stopped

    paths = _fill(tmp_path / "tree", IN_PROCESS)
    monkeypatch.chdir(tmp_path / "tree")

    def stopped_while_loading(args):
        raise Stopped(signal.SIGTERM)

    monkeypatch.setattr(cli, "settings_for", stopped_while_loading)
    assert main(FIX) == 128 + signal.SIGTERM
    assert capsys.readouterr().err == "fixmp: stopped by SIGTERM before writing; no file was changed\n"
    assert _states(paths) == {"original": IN_PROCESS, "fixed": 0}
