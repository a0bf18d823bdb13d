"""``fixmp run`` on the crashes of starting a process (FMP004-FMP008), and where torch's pool was first seen.

Each hazard is a small program that crashes with the error its rule describes; ``fixmp run
--format json`` must report that rule at the line whose call raised it (the ``p.start()``, the
``pool.map``, the ``set_start_method``, the DataLoader loop), and nothing for its safe control. The
FMP004-FMP007 programs need no torch: the probe watches multiprocessing wherever the program
imports it. Runs go in parallel threads: most of the time is interpreters starting.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from fixmp.runner import probe
from fixmp.runner.sanitize import read_hazards, sanitizer_environment

pytestmark = [pytest.mark.programs, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the probe reads /proc")]

TIMEOUT = 120

# name: (the program, the rule expected, the marker on the line expected); rule None: a control, nothing expected.
PROGRAMS: Dict[str, Tuple[str, object, str]] = {
    "nested_target": ("""\
        import multiprocessing as mp

        def main():
            def work():
                print("child ran")
            child = mp.get_context("spawn").Process(target=work)
            try:
                child.start()  # the start
            except Exception as error:
                print("parent caught", type(error).__name__, error)

        if __name__ == "__main__":
            main()
        """, "FMP005", "# the start"),
    "module_level_target": ("""\
        import multiprocessing as mp

        def work():
            print("child ran")

        def main():
            child = mp.get_context("spawn").Process(target=work)
            child.start()
            child.join()

        if __name__ == "__main__":
            main()
        """, None, ""),
    "lambda_to_pool": ("""\
        import multiprocessing as mp

        if __name__ == "__main__":
            with mp.get_context("spawn").Pool(1) as pool:
                print(pool.map(lambda n: n * n, [1, 2]))  # the map
        """, "FMP005", "# the map"),
    "function_to_pool": ("""\
        import multiprocessing as mp

        def square(n):
            return n * n

        if __name__ == "__main__":
            with mp.get_context("spawn").Pool(1) as pool:
                print(pool.map(square, [1, 2]))
            with mp.get_context("spawn").Pool(1) as pool:
                print(list(pool.imap(square, [3])))
        """, None, ""),
    "target_defined_under_the_guard": ("""\
        import multiprocessing as mp

        if __name__ == "__main__":
            def work():
                print("child ran")
            child = mp.get_context("spawn").Process(target=work)
            child.start()  # the start
            child.join()
            print("child exit code", child.exitcode)
        """, "FMP005", "# the start"),
    "unguarded_start": ("""\
        import multiprocessing as mp

        def work():
            print("child ran")

        child = mp.get_context("spawn").Process(target=work)
        child.start()  # the start
        child.join()
        print("child exit code", child.exitcode)
        """, "FMP004", "# the start"),
    "guarded_start": ("""\
        import multiprocessing as mp

        def work():
            print("child ran")

        if __name__ == "__main__":
            child = mp.get_context("spawn").Process(target=work)
            child.start()
            child.join()
        """, None, ""),
    "start_method_twice": ("""\
        import multiprocessing as mp

        if __name__ == "__main__":
            mp.set_start_method("spawn")
            mp.set_start_method("forkserver")  # the second
        """, "FMP006", "# the second"),
    "start_method_forced": ("""\
        import multiprocessing as mp

        if __name__ == "__main__":
            mp.set_start_method("spawn")
            mp.set_start_method("forkserver", force=True)
            print(mp.get_start_method())
        """, None, ""),
    "fork_lock_to_spawn_child": ("""\
        import multiprocessing as mp

        def work(lock):
            with lock:
                print("child ran")

        if __name__ == "__main__":
            lock = mp.get_context("fork").Lock()
            child = mp.get_context("spawn").Process(target=work, args=(lock,))
            child.start()  # the start
            child.join()
        """, "FMP007", "# the start"),
    "spawn_lock_to_spawn_child": ("""\
        import multiprocessing as mp

        def work(lock):
            with lock:
                print("child ran")

        if __name__ == "__main__":
            ctx = mp.get_context("spawn")
            lock = ctx.Lock()
            child = ctx.Process(target=work, args=(lock,))
            child.start()
            child.join()
        """, None, ""),
}

# CUDA in a DataLoader's forked workers (FMP008). No GPU here: CUDA's state is set by hand (initialised in
# the parent, a bad fork in each child), as tests/test_sanitizer.py does for FMP001; torch's own _lazy_init
# then raises in the worker as it does on a GPU machine.
DATALOADER = """\
    import os
    import sys
    import torch
    from torch.utils.data import DataLoader, Dataset

    class Items(Dataset):
        def __len__(self):
            return 4

        def __getitem__(self, i):
            if sys.argv[1] == "cuda":
                torch.cuda._lazy_init()  # the use
            return torch.zeros(2)

    if __name__ == "__main__":
        parent = os.getpid()
        torch.cuda._initialized = True
        torch.cuda._is_in_bad_fork = lambda: os.getpid() != parent
        try:
            for batch in DataLoader(Items(), batch_size=2, num_workers=2):  # the loop
                pass
            print("loaded")
        except RuntimeError as error:
            print("parent caught", str(error).splitlines()[0])
    """

# The pool starts at the matmul; the looks at garbage collections (many in each list) see it not yet alive
# in the first list and alive in the second.
POOL_ORIGIN = """\
    import multiprocessing as mp
    import torch

    def build_model():
        before = [[number] for number in range(300_000)]  # before the pool
        weights = torch.ones(512, 512)
        warm = weights @ weights  # starts the pool
        after = [[number] for number in range(300_000)]  # after
        return before, warm, after

    if __name__ == "__main__":
        model = build_model()
        child = mp.get_context("fork").Process(target=torch.ones(512, 512).sum)
        child.start()  # the fork
        child.join(timeout=2)  # the child waits for ever on the pool the fork did not copy
        child.kill()
        child.join()
    """


def write_program(folder: Path, name: str, source: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / f"{name}.py"
    program.write_text(textwrap.dedent(source))
    return program


def line_of(program: Path, marker: str) -> int:
    return next(number for number, line in enumerate(program.read_text().splitlines(), 1) if marker in line)


def run_json(program: Path, *arguments: str) -> Tuple[Dict[str, object], "subprocess.CompletedProcess[str]"]:
    report = program.parent / "-".join((program.stem, *arguments, "report.json"))
    done = subprocess.run([sys.executable, "-m", "fixmp", "run", "--format", "json", "-o", str(report),
                           "--timeout", str(TIMEOUT), "--", sys.executable, program.name, *arguments],
                          cwd=program.parent, capture_output=True, text=True, timeout=TIMEOUT + 60)
    assert done.returncode in (0, 1), done.stdout + done.stderr
    return json.loads(report.read_text()), done


def findings(report: Dict[str, object]) -> List[Tuple[str, int]]:
    return [(finding["code"], finding["line"]) for finding in report["findings"]]


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> Dict[str, Tuple[Path, Dict[str, object]]]:
    folder = tmp_path_factory.mktemp("crashes")
    programs = {name: write_program(folder / name, name, source) for name, (source, _, _) in PROGRAMS.items()}
    with ThreadPoolExecutor(max_workers=3) as pool:
        runs = dict(zip(programs, pool.map(lambda program: run_json(program)[0], programs.values())))
    return {name: (programs[name], runs[name]) for name in programs}


@pytest.mark.parametrize("name", [name for name, (_, code, _) in PROGRAMS.items() if code is not None])
def test_each_crash_is_reported_at_the_line_that_raised_it(reports, name: str) -> None:
    _, expected_code, marker = PROGRAMS[name]
    program, report = reports[name]
    assert findings(report) == [(expected_code, line_of(program, marker))], report
    assert report["errors"] == []
    [hazard] = report["hazards"]
    assert hazard["error"] and hazard["path"] == str(program)


@pytest.mark.parametrize("name", [name for name, (_, code, _) in PROGRAMS.items() if code is None])
def test_each_safe_control_reports_nothing(reports, name: str) -> None:
    _, report = reports[name]
    assert report["exit_status"] == 0 and report["findings"] == [] and report["errors"] == [], report


def test_the_message_says_what_was_raised_and_where(reports) -> None:
    _, unguarded = reports["unguarded_start"]
    [finding] = unguarded["findings"]
    assert finding["message"].startswith("`start()`: a child process raised RuntimeError: An attempt has been "
                                         "made to start a new process before the current process has finished "
                                         "its bootstrapping phase: ")
    _, lambda_report = reports["lambda_to_pool"]
    [finding] = lambda_report["findings"]
    assert finding["message"].startswith("`map()` raised PicklingError: Can't pickle <function <lambda>")
    _, twice = reports["start_method_twice"]
    [finding] = twice["findings"]
    assert finding["message"].startswith("`set_start_method()` raised RuntimeError: context has already been set: ")
    assert finding["name"] == "start-method-at-import"


def test_a_crash_fixmp_check_finds_too_carries_its_fix(reports) -> None:
    for name in ("nested_target", "unguarded_start", "fork_lock_to_spawn_child"):
        _, report = reports[name]
        [finding] = report["findings"]
        assert finding["fix"] is not None, name


def test_the_program_gets_the_same_error_and_output(tmp_path: Path) -> None:
    # The probe records the error and raises the same exception on: the program catches what it would.
    program = write_program(tmp_path, "nested_target", PROGRAMS["nested_target"][0])
    plain = subprocess.run([sys.executable, program.name], cwd=tmp_path, capture_output=True, text=True,
                           timeout=TIMEOUT)
    report, sanitized = run_json(program)
    assert plain.stdout == sanitized.stdout == ("parent caught AttributeError Can't pickle local object "
                                                "'main.<locals>.work'\n")
    assert findings(report) == [("FMP005", line_of(program, "# the start"))]


def test_fail_on_hazard_fails_on_a_crash(tmp_path: Path) -> None:
    program = write_program(tmp_path, "start_method_twice", PROGRAMS["start_method_twice"][0])
    done = subprocess.run([sys.executable, "-m", "fixmp", "run", "--fail-on-hazard", "--", sys.executable,
                           program.name], cwd=tmp_path, capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"start_method_twice.py:{line_of(program, '# the second')}:5: FMP006 " in done.stdout
    assert done.stdout.rstrip().endswith("1 start crash (raised 1 time).")


def test_the_probe_imports_no_multiprocessing_module(tmp_path: Path) -> None:
    program = write_program(tmp_path, "modules", """\
        import sys

        print(sorted(name for name in sys.modules if name.startswith(("multiprocessing", "pickle", "torch"))))
        import multiprocessing.pool
        print(sorted(name for name in sys.modules if name.startswith(("multiprocessing", "pickle", "torch"))))
        """)
    plain = subprocess.run([sys.executable, program.name], cwd=tmp_path, capture_output=True, text=True,
                           timeout=TIMEOUT)
    _, sanitized = run_json(program)
    assert plain.returncode == 0 and sanitized.stdout == plain.stdout
    assert sanitized.stdout.startswith("[]\n")


def test_cuda_in_a_dataloader_worker_is_fmp008(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    program = write_program(tmp_path, "loader", DATALOADER)
    with ThreadPoolExecutor(max_workers=2) as pool:
        (hazard_report, hazard_run), (control_report, control_run) = pool.map(
            lambda argument: run_json(program, argument), ["cuda", "cpu"])
    assert "parent caught Caught RuntimeError in DataLoader worker process" in hazard_run.stdout
    assert findings(hazard_report) == [("FMP008", line_of(program, "# the loop"))]
    [hazard] = hazard_report["hazards"]
    assert hazard["child_cuda_use"]["line"] == line_of(program, "# the use")
    # The same loader whose workers never touch CUDA: nothing to report.
    assert "loaded" in control_run.stdout and control_report["findings"] == []


def test_where_the_pool_was_first_seen_alive(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    program = write_program(tmp_path, "train", POOL_ORIGIN)
    report, _ = run_json(program)
    assert findings(report) == [("FMP002", line_of(program, "# the fork"))]
    [hazard] = report["hazards"]
    origin = hazard["pool_origin"]
    # The matmul started it; the looks came after it (in the second list, or as the matmul's result was
    # made) and before it (the first list).
    assert origin["seen_at"] == "garbage collection", origin
    assert line_of(program, "# starts the pool") <= origin["line"] <= line_of(program, "# after"), origin
    assert line_of(program, "# before the pool") <= origin["not_yet_alive_at"]["line"] <= line_of(
        program, "# starts the pool"), origin
    [finding] = report["findings"]
    assert f"the pool was first seen alive at train.py:{origin['line']} in " in finding["message"]
    assert f"not yet at train.py:{origin['not_yet_alive_at']['line']} in " in finding["message"]


def test_a_second_set_start_method_is_seen_after_another_probe_imported_multiprocessing(tmp_path: Path) -> None:
    # verify's probe, first on the path, imports multiprocessing before the fork sanitizer arms: the
    # package holds the default context's set_start_method bound already, and the sanitizer rebinds it.
    program = write_program(tmp_path, "start_method_twice", PROGRAMS["start_method_twice"][0])
    (tmp_path / "verify").mkdir()
    (tmp_path / "verify-records").mkdir()
    probe.install(tmp_path / "verify")
    env = sanitizer_environment(tmp_path / "sanitizer")
    env["PYTHONPATH"] = str(tmp_path / "verify") + os.pathsep + env["PYTHONPATH"]
    env[probe.RECORDS_ENV] = str(tmp_path / "verify-records")
    done = subprocess.run([sys.executable, program.name], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT)
    assert "RuntimeError: context has already been set" in done.stderr
    assert [(hazard.code, hazard.start.line) for hazard in read_hazards(tmp_path / "sanitizer").hazards] == [
        ("FMP006", line_of(program, "# the second"))]
