"""``run_program`` and ``run_command``: run a program in its own session, watched by the probe, and classify it."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Dict, Mapping, Optional, Sequence, Tuple, Union

from fixmp.processes.leftovers import marked_environment
from fixmp.runner import probe
from fixmp.runner.classify import RunOutcome, classify
from fixmp.runner.output import ComparedLines, read_output
from fixmp.runner.records import read_children
from fixmp.runner.session import LIVE_SESSIONS, kill_session, marked_run, start
from fixmp.runner.stacks import ProcessStack, UserCode, capture_stacks
from fixmp.runner.watch import DEFAULT_IDLE_SECONDS, watch

PROBE_RECORDS_ENV = probe.RECORDS_ENV
# Read by both probes (they import nothing of fixmp): the folders whose sitecustomize they never run.
NOT_SITE_FOLDERS_ENV = "FIXMP_NOT_SITE_FOLDERS"


def _run_environment(
    env: Optional[Mapping[str, str]], probe_dir: Path, records: Path, import_first: Sequence[Path] = ()
) -> Dict[str, str]:
    environment = dict(os.environ)
    environment.update(env or {})
    existing = environment.get("PYTHONPATH")
    front = os.pathsep.join(str(folder) for folder in (probe_dir, *import_first))
    environment["PYTHONPATH"] = front + (os.pathsep + existing if existing else "")
    # The probes search the path for the next sitecustomize to run: never one of the folders put there
    # for the program's imports (a project's own sitecustomize.py would blind the fork sanitizer after them).
    environment[NOT_SITE_FOLDERS_ENV] = os.pathsep.join(str(folder) for folder in import_first)
    environment[PROBE_RECORDS_ENV] = str(records)
    # Output written before a hung program is killed must not die in a buffer.
    environment["PYTHONUNBUFFERED"] = "1"
    return environment


def _run_in_session(
    command: Union[str, Sequence[str]],
    *,
    shell: bool,
    cwd: Path,
    scratch: Path,
    timeout: float,
    env: Optional[Mapping[str, str]],
    idle_seconds: float,
    expected_output: Optional[str],
    user_code: UserCode,
    import_first: Sequence[Path] = (),
    compared_lines: Optional[ComparedLines] = None,
) -> RunOutcome:
    """Run ``command`` (an argument list, or a shell command line) in its own session and classify it.
    Its output is read back held by size; with ``compared_lines``, with a digest of all of stdout's lines."""
    probe_dir = scratch / "probe"
    records = scratch / "records"
    for folder in (probe_dir, records):
        folder.mkdir()
    probe.install(probe_dir)
    stdout_path, stderr_path = scratch / "stdout", scratch / "stderr"

    with marked_run() as mark:
        with open(stdout_path, "wb") as stdout_file, open(stderr_path, "wb") as stderr_file:
            started = time.monotonic()
            # Output goes to files, not pipes: a child that outlives the main
            # process would hold a pipe open, and a full pipe would stall the program.
            environment = marked_environment(_run_environment(env, probe_dir, records, import_first), mark)
            process = start(command, shell=shell, cwd=cwd, env=environment, stdout=stdout_file, stderr=stderr_file)
        stacks: Tuple[ProcessStack, ...] = ()
        try:
            LIVE_SESSIONS.add(process)
            hang_reason = watch(process, started, timeout, idle_seconds, probed_only=records if shell else None)
            if hang_reason is not None:
                stacks = capture_stacks(process.pid, records, user_code, read_children(records))
        finally:
            leftover = kill_session(process, mark)
            LIVE_SESSIONS.discard(process)
    seconds = time.monotonic() - started

    return classify(
        records=records,
        main_pid=process.pid,
        returncode=process.returncode,
        shell=shell,
        hang_reason=hang_reason,
        stacks=stacks,
        leftover=leftover,
        seconds=seconds,
        stdout=read_output(stdout_path, compared_lines),
        stderr=read_output(stderr_path),
        expected_output=expected_output,
    )


def run_program(
    program: Path,
    *,
    timeout: float,
    env: Optional[Mapping[str, str]] = None,
    cwd: Optional[Path] = None,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    expected_output: Optional[str] = None,
    modules: Sequence[Path] = (),
) -> RunOutcome:
    """Run ``program`` with this interpreter and say whether it hangs, crashes or is ok.

    The program is copied into a fresh temporary folder, with the ``modules`` it
    imports from beside it, and runs there (or in ``cwd`` when given), with ``env``
    set on top of the current environment.
    ``expected_output``, when given, must equal the stripped stdout of a clean run;
    a mismatch is a ``crash`` whose detail starts with ``wrong output:``.
    Every process the program started is gone when this returns.
    """
    program = Path(program)
    with tempfile.TemporaryDirectory(prefix="fixmp-run-") as scratch_name:
        scratch = Path(scratch_name)
        workdir = scratch / "work"
        workdir.mkdir()
        program_copy = workdir / program.name
        shutil.copyfile(program, program_copy)
        for module in modules:
            shutil.copyfile(module, workdir / Path(module).name)
        run_folder = Path(cwd) if cwd is not None else workdir
        return _run_in_session(
            [sys.executable, str(program_copy)],
            shell=False,
            cwd=run_folder,
            scratch=scratch,
            timeout=timeout,
            env=env,
            idle_seconds=idle_seconds,
            expected_output=expected_output,
            user_code=UserCode(os.path.realpath(program_copy), str(run_folder), single_file=True),
        )


def run_command(
    command: str,
    folder: Path,
    *,
    timeout: float,
    env: Optional[Mapping[str, str]] = None,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    import_first: Sequence[Path] = (),
    compared_lines: Optional[ComparedLines] = None,
) -> RunOutcome:
    """Run the shell command line ``command`` in ``folder`` and say whether it hangs, crashes or is ok.

    Classified as ``run_program`` classifies a program: the command's Python
    processes carry the probe, an exit code other than 0 (or a multiprocessing
    child that died) is a crash, and a hung run's stacks are summarised with the
    files under ``folder`` as the user's program. ``import_first`` folders go on
    ``PYTHONPATH`` right after the probe, so that ``import yourpackage`` finds the
    code in ``folder`` rather than an installed (or editable) copy elsewhere.
    ``compared_lines``: how its standard output will be compared with another run's; the run then
    carries a digest of all of its lines (``RunOutcome.stdout_lines``), however much of it was kept.
    Every process the command started is gone when this returns.
    """
    folder = Path(folder)
    with tempfile.TemporaryDirectory(prefix="fixmp-run-") as scratch_name:
        return _run_in_session(
            command,
            shell=True,
            cwd=folder,
            scratch=Path(scratch_name),
            timeout=timeout,
            env=env,
            idle_seconds=idle_seconds,
            expected_output=None,
            user_code=UserCode(os.path.realpath(folder), str(folder), single_file=False),
            import_first=import_first,
            compared_lines=compared_lines,
        )
