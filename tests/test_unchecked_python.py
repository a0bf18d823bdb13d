"""Fixtures and FMP007's message hold on Pythons that lack the SemLock context check.

CPython 3.11.5 and 3.12.0 (gh-77377) made ``start()`` refuse a fork-context
SemLock handed to a spawn or forkserver child ("A SemLock created in a fork
context is being shared with a process in a spawn context"). Python 3.9, 3.10
and 3.11.0-3.11.4 (Debian 12's ``/usr/bin/python3.11`` is 3.11.2) start the child,
which dies of SIGSEGV when it uses the semaphore. A fixture declares that form
with ``unchecked-signal=SIGSEGV``; the runner accepts it only where the running
Python lacks the check, and says so.

The tests that run another interpreter use ``/usr/bin/python3.11`` and the ones
named in ``FIXMP_TEST_PYTHONS`` (separated by ``os.pathsep``), and skip where none
of them lacks the check. Only stdlib is needed there, except for the run of the
shipped FMP007 fixtures, which also needs torch, libcst and pathspec in it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from fixmp.discover.config import Settings
from fixmp.engine import process_source
from fixmp.prove import fixtures as fixtures_module
from fixmp.prove.fixtures import FixtureError, discover_fixtures, parse_header, semlock_context_is_checked
from fixmp.prove.verify import run_program, verify_fixtures

REPO = Path(__file__).resolve().parent.parent
SEMLOCK_ERROR = "A SemLock created in a fork context is being shared with a process in a spawn context"
HEADER = f'before=crash needs=cpu error="{SEMLOCK_ERROR}" unchecked-signal=SIGSEGV timeout=60'
IDLE_SECONDS = 2.0

# FMP007's fixture without torch: a fork-context Lock handed to spawn children that use it.
# "exits" checks the children's exit codes (the parent fails); "ignores" does not (only the children die).
LOCK_PROGRAM = """
    import multiprocessing

    CHECK = {check}


    def use(lock):
        with lock:
            pass


    if __name__ == "__main__":
        lock = {make}
        ctx = multiprocessing.get_context("spawn")
        workers = [ctx.Process(target=use, args=(lock,)) for _ in range(2)]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        if CHECK and any(w.exitcode != 0 for w in workers):
            raise SystemExit(f"worker exit codes: {{[w.exitcode for w in workers]}}")
        print("used 2")
"""

# Any other crash must still print the error where the check exists: a child killed by SIGSEGV here.
SEGFAULTING_PROGRAM = """
    import multiprocessing
    import os
    import signal


    def die():
        if {broken}:
            os.kill(os.getpid(), signal.SIGSEGV)


    if __name__ == "__main__":
        child = multiprocessing.Process(target=die)
        child.start()
        child.join()
        print("used 2")
"""


def write_pair(folder: Path, case: str, header: str, before: str, after: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    line = f"# fixmp-fixture: {header}\n"
    (folder / f"{case}.before.py").write_text(line + textwrap.dedent(before).lstrip(), encoding="utf-8")
    (folder / f"{case}.after.py").write_text(line + textwrap.dedent(after).lstrip(), encoding="utf-8")


def write_lock_fixtures(root: Path) -> Path:
    folder = root / "FMP007"
    for case, check in (("exits", True), ("ignores", False)):
        write_pair(folder, case, HEADER + ' output="used 2"',
                   LOCK_PROGRAM.format(check=check, make="multiprocessing.Lock()"),
                   LOCK_PROGRAM.format(check=check, make='multiprocessing.get_context("spawn").Lock()'))
    return folder


def after_file_rewrite(source: str, path: str, header) -> str:
    after = Path(path).with_name(Path(path).name.replace(".before.py", ".after.py"))
    with open(after, encoding="utf-8", newline="") as handle:
        return handle.read()


def stdlib_has_semlock_check(python: str) -> bool:
    """Read the check from the interpreter's own multiprocessing source, independently of fixmp's probe."""
    code = "import inspect, multiprocessing.synchronize as s; print('fork context is being' in inspect.getsource(s))"
    return subprocess.run([python, "-I", "-c", code], capture_output=True, text=True,
                          check=True).stdout.strip() == "True"


def candidate_pythons():
    names = [name for name in os.environ.get("FIXMP_TEST_PYTHONS", "").split(os.pathsep) if name]
    names.append("/usr/bin/python3.11")
    seen = []
    for name in names:
        if os.path.isfile(name) and os.access(name, os.X_OK) and name not in seen:
            seen.append(name)
    return seen


def pythons_without_check(*modules: str):
    """The candidate interpreters that lack the check and can import ``modules``."""
    found = []
    for python in candidate_pythons():
        imports = "; ".join(f"import {module}" for module in modules) or "pass"
        try:
            usable = subprocess.run([python, "-I", "-c", imports], capture_output=True, timeout=120).returncode == 0
            if usable and not stdlib_has_semlock_check(python):
                found.append(python)
        except (OSError, subprocess.SubprocessError):
            continue
    return found


def run_fixmp_in(python: str, code: str, *args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    # Outside the checkout, with the checkout importable (fixmp.codemods is found there too).
    environment = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([python, "-c", code, *args], capture_output=True, text=True, cwd="/", env=environment,
                          timeout=timeout)


VERIFY_WITH_AFTER_FILES = """
import json, sys
from pathlib import Path
from fixmp.prove.fixtures import discover_fixtures
from fixmp.prove.verify import verify_fixtures


def rewrite(source, path, header):
    with open(path.replace(".before.py", ".after.py"), encoding="utf-8", newline="") as handle:
        return handle.read()


report = verify_fixtures(discover_fixtures(Path(sys.argv[1])), rewrite=rewrite, jobs=4, cuda_available=False,
                         idle_seconds=2.0)
print(json.dumps([[r.fixture, r.verified, r.reason, r.before.detail, list(r.before.signals)]
                  for r in report.results]))
"""


# --------------------------------------------------------------------------- the header


def test_unchecked_signal_header_is_read_and_checked():
    header = parse_header(f"# fixmp-fixture: {HEADER}\n", "x.before.py")
    assert header.unchecked_signal == "SIGSEGV" and header.error == SEMLOCK_ERROR
    assert parse_header("# fixmp-fixture: before=crash needs=cpu\n", "x").unchecked_signal is None

    with pytest.raises(FixtureError, match="must name a signal"):
        parse_header(f'# fixmp-fixture: before=crash needs=cpu error="{SEMLOCK_ERROR}" unchecked-signal=SEGV',
                     "x")
    # Only an error that a check of Python prints may be replaced by a signal, and only in a crash.
    with pytest.raises(FixtureError, match="a check of Python prints"):
        parse_header('# fixmp-fixture: before=crash needs=cpu error="boom" unchecked-signal=SIGSEGV', "x")
    with pytest.raises(FixtureError, match="a check of Python prints"):
        parse_header("# fixmp-fixture: before=crash needs=cpu unchecked-signal=SIGSEGV", "x")
    with pytest.raises(FixtureError, match="needs before=crash"):
        parse_header(f'# fixmp-fixture: before=hang needs=cpu error="{SEMLOCK_ERROR}" unchecked-signal=SIGSEGV',
                     "x")


def test_shipped_fmp007_fixtures_declare_the_segfault_of_pythons_without_the_check():
    shipped = discover_fixtures(REPO / "fixtures" / "FMP007")
    assert shipped
    for fixture in shipped:
        assert fixture.header.error == SEMLOCK_ERROR
        assert fixture.header.unchecked_signal == "SIGSEGV", fixture.name


# --------------------------------------------------------------------------- the probe


def test_probe_agrees_with_this_pythons_multiprocessing_source():
    assert semlock_context_is_checked() == stdlib_has_semlock_check(sys.executable)


def test_probe_in_pythons_without_the_check():
    pythons = pythons_without_check()
    if not pythons:
        pytest.skip("no interpreter without the SemLock check (/usr/bin/python3.11 3.11.0-3.11.4, FIXMP_TEST_PYTHONS)")
    for python in pythons:
        probe = run_fixmp_in(python, "from fixmp.prove.fixtures import semlock_context_is_checked as c; print(c())")
        assert probe.stdout.strip() == "False", (python, probe.stderr)


# --------------------------------------------------------------------------- classification


def test_signals_of_a_run_name_the_main_process_and_the_children(tmp_path):
    main = tmp_path / "main.py"
    main.write_text("import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n", encoding="utf-8")
    assert run_program(main, timeout=30, idle_seconds=IDLE_SECONDS).signals == (signal.SIGSEGV,)

    child = tmp_path / "child.py"
    child.write_text(textwrap.dedent(SEGFAULTING_PROGRAM).format(broken=True), encoding="utf-8")
    run = run_program(child, timeout=30, idle_seconds=IDLE_SECONDS)
    assert run.outcome == "crash" and run.returncode == 0
    assert run.signals == (signal.SIGSEGV,)

    clean = tmp_path / "clean.py"
    clean.write_text("raise SystemExit(3)\n", encoding="utf-8")
    assert run_program(clean, timeout=30, idle_seconds=IDLE_SECONDS).signals == ()


@pytest.mark.parametrize("checked", [True, False])
def test_segfault_stands_for_the_error_only_where_this_python_lacks_the_check(tmp_path, monkeypatch, checked):
    # The running Python is made to answer either way: the same segfaulting run is accepted only without the check.
    monkeypatch.setitem(fixtures_module.INTERPRETER_CHECKS, SEMLOCK_ERROR, lambda: checked)
    write_pair(tmp_path / "FMP007", "segfault", HEADER + ' output="used 2"',
               SEGFAULTING_PROGRAM.format(broken=True), SEGFAULTING_PROGRAM.format(broken=False))

    report = verify_fixtures(discover_fixtures(tmp_path), rewrite=after_file_rewrite, jobs=1,
                             cuda_available=False, idle_seconds=IDLE_SECONDS)

    (result,) = report.results
    assert result.before.outcome == "crash" and result.after.outcome == "ok"
    if checked:
        assert not result.verified
        assert result.reason.startswith(f"before crashed without printing {SEMLOCK_ERROR!r}")
        assert not result.note
    else:
        assert result.verified, result.reason
        assert "a process died of SIGSEGV: this Python lacks the check that prints 'A SemLock" in result.reason
        assert result.note and result.note in result.before.detail


def test_lock_fixtures_on_this_python(tmp_path):
    if not semlock_context_is_checked():
        pytest.skip("this Python lacks the check: see test_lock_fixtures_on_pythons_without_the_check")
    folder = write_lock_fixtures(tmp_path)

    report = verify_fixtures(discover_fixtures(folder), rewrite=after_file_rewrite, jobs=2,
                             cuda_available=False, idle_seconds=IDLE_SECONDS)

    for result in report.results:
        assert result.verified, result.reason
        assert SEMLOCK_ERROR in result.before.detail
        assert not result.note and "SIGSEGV" not in result.reason


def test_lock_fixtures_on_pythons_without_the_check(tmp_path):
    pythons = pythons_without_check()
    if not pythons:
        pytest.skip("no interpreter without the SemLock check (/usr/bin/python3.11 3.11.0-3.11.4, FIXMP_TEST_PYTHONS)")
    folder = write_lock_fixtures(tmp_path)
    for python in pythons:
        run = run_fixmp_in(python, VERIFY_WITH_AFTER_FILES, str(folder))
        assert run.returncode == 0, (python, run.stderr)
        results = {fixture: rest for fixture, *rest in json.loads(run.stdout.strip().splitlines()[-1])}
        assert set(results) == {"FMP007/exits", "FMP007/ignores"}
        for fixture, (verified, reason, before_detail, signals) in results.items():
            assert verified, (python, fixture, reason)
            assert "a process died of SIGSEGV: this Python lacks the check" in reason, (python, reason)
            assert signal.SIGSEGV in signals and SEMLOCK_ERROR not in before_detail, (python, before_detail)
        # The parent that checks exit codes fails on its own; the other one exits 0 over dead children.
        assert results["FMP007/exits"][2].startswith("exited with code 1: worker exit codes: [-11, -11]")
        assert "child 1 (pid " in results["FMP007/ignores"][2]


def test_shipped_fmp007_fixtures_on_pythons_without_the_check():
    pythons = pythons_without_check("torch", "libcst", "pathspec")
    if not pythons:
        pytest.skip("no interpreter without the SemLock check that has torch, libcst and pathspec "
                    "(name one in FIXMP_TEST_PYTHONS)")
    for python in pythons:
        run = run_fixmp_in(python, "import sys; from fixmp.cli import main; sys.exit(main())",
                           "verify", "--format", "json", "--idle-seconds", "2", str(REPO / "fixtures" / "FMP007"))
        assert run.returncode == 0, (python, run.stdout[-3000:], run.stderr[-3000:])
        data = json.loads(run.stdout)
        assert data["results"], python
        for result in data["results"]:
            assert result["verified"], (python, result)
            assert "a process died of SIGSEGV: this Python lacks the check" in result["reason"], (python, result)


# --------------------------------------------------------------------------- FMP007's message


def fmp007_messages(source: str):
    result = process_source(textwrap.dedent(source).lstrip().encode(), "example.py", Settings(select=("FMP007",)))
    return [finding.message for finding in result.findings if finding.code == "FMP007"]


def test_fmp007_message_quotes_cpython_and_says_what_pythons_without_the_check_do():
    (message,) = fmp007_messages("""
        import multiprocessing as mp

        def work(q):
            q.put(1)

        if __name__ == "__main__":
            q = mp.Queue()
            p = mp.get_context("forkserver").Process(target=work, args=(q,))
            p.start()
    """)
    # CPython's message names the spawn context for a forkserver child too.
    assert f"forkserver Process: start() fails with '{SEMLOCK_ERROR}'" in message
    assert ("(on Python 3.9, 3.10 and 3.11.0-3.11.4, which lack that check, the child dies of a segmentation "
            "fault (SIGSEGV) when it uses the Queue)") in message


def test_fmp007_message_for_a_pool_says_it_never_finishes_without_the_check():
    (message,) = fmp007_messages("""
        import multiprocessing as mp

        def init(lock):
            pass

        if __name__ == "__main__":
            lock = mp.Lock()
            with mp.get_context("spawn").Pool(2, initializer=init, initargs=(lock,)) as pool:
                pool.map(abs, range(4))
    """)
    assert f"spawn Pool: starting the pool's workers fails with '{SEMLOCK_ERROR}'" in message
    assert "never finishes its work" in message
