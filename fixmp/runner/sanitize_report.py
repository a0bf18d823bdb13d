"""``fixmp run``'s report: each hazard as a finding of the static rule it is, in ``check``'s formats.

A fork hazard is reported at the user's line that forked, with the rule's code
(FMP002 for torch's OpenMP pool alive, FMP001 for CUDA, FMP008 for CUDA in a
DataLoader's workers); a crash of a start (FMP004-FMP007) at the user's line whose
call raised it. Where ``fixmp check`` finds the same rule in the same function at or
before that line, the finding carries that static finding's fix, so ``[*]`` says
``fixmp fix`` would fix it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Mapping, Optional, Sequence, Tuple

from fixmp.discover.config import Settings
from fixmp.discover.discovery import display_path
from fixmp.model import FileError, FileResult, Finding, RunResult, printable
from fixmp.rules import rule_by_code
from fixmp.runner.sanitize import (
    CUDA_CODE,
    DATALOADER_CUDA_CODE,
    FORK_CODES,
    MAIN_GUARD_CODE,
    MIXED_CONTEXT_CODE,
    OPENMP_POOL_CODE,
    START_METHOD_CODE,
    UNPICKLABLE_CODE,
    ForkHazard,
    PoolOrigin,
    SanitizedRun,
    read_hazards,
    sanitizer_environment,
)

JSON_VERSION = 1
# Exit status of a command stopped at its time limit (as GNU timeout reports it).
EXIT_TIMED_OUT = 124
EXIT_HAZARDS = 1
EXIT_ERROR = 2
PROBE_ERROR_PATH = "<fixmp run probe>"

_CONSEQUENCE = {
    OPENMP_POOL_CODE: "the child inherits the pool's state but none of its threads, so its first parallel CPU op "
                      "waits for them for ever",
    CUDA_CODE: "the child cannot use CUDA (torch raises 'Cannot re-initialize CUDA in forked subprocess')",
    DATALOADER_CUDA_CODE: "the DataLoader's workers cannot use CUDA (torch raises 'Cannot re-initialize CUDA in "
                          "forked subprocess' in a worker, and the loader raises it again in the parent)",
    MAIN_GUARD_CODE: "the start runs when the main module is imported (outside `if __name__ == \"__main__\":`), "
                     "and a spawn or forkserver child imports it, so each child runs the start again and dies",
    UNPICKLABLE_CODE: "a spawn or forkserver child, and every Pool task, gets its function by pickle, which "
                      "finds a function by its module-level name: a lambda, a function defined inside another "
                      "one, or one defined under `if __name__ == \"__main__\":` has none the child can import",
    START_METHOD_CODE: "the start method was set before (a spawned child has its start method set before it "
                       "imports the main module, so a call there at import time fails in every child)",
    MIXED_CONTEXT_CODE: "a Lock, Queue, Event, Value... made by the fork context (the default one) cannot be "
                        "handed to a process of a spawn or forkserver context",
}
_FIX_WHEN_NOT_FOUND_STATICALLY = {
    OPENMP_POOL_CODE: "`fixmp check` does not see it in the code: start the processes with a \"spawn\" context, "
                      "move the parallel work after the start, or call torch.set_num_threads(1) first in the child",
    CUDA_CODE: "`fixmp check` does not see it in the code: start the processes with a \"spawn\" context, or "
               "initialise CUDA only after the start",
    DATALOADER_CUDA_CODE: "`fixmp check` does not see it in the code: give the DataLoader "
                          "multiprocessing_context=\"spawn\", or return CPU tensors from the dataset and move each "
                          "batch in the parent",
    MAIN_GUARD_CODE: "`fixmp check` does not see it in the code: start the processes under "
                     "`if __name__ == \"__main__\":`",
    UNPICKLABLE_CODE: "`fixmp check` does not see it in the code: make the target a module-level function "
                      "(functools.partial for the values it closes over)",
    START_METHOD_CODE: "`fixmp check` does not see it in the code: call set_start_method once, under "
                       "`if __name__ == \"__main__\":`, or pass force=True",
    MIXED_CONTEXT_CODE: "`fixmp check` does not see it in the code: make the primitive with the process's context "
                        "(ctx.Lock(), ctx.Queue())",
}

# The fork server forks every forkserver child from what its preloads left: a start in the program cannot
# change that, the preloaded module's work can.
_FIX_IN_THE_FORK_SERVER = ("`fixmp check` does not see it in the code: do no parallel CPU work or CUDA work when "
                           "a preloaded module is imported (do it in a function the program calls after), "
                           "preload fewer modules, or call torch.set_num_threads(1) first in the child")


def _static_findings(path: str, source: bytes) -> Tuple[Finding, ...]:
    from fixmp import engine

    return engine.process_source(source, path, Settings(), fix=False).findings


def _matching_static_finding(hazard: ForkHazard, static: Tuple[Finding, ...]) -> Optional[Finding]:
    """The static finding of the same rule in the hazard's function, at its line or the nearest before it
    (``fixmp check`` reports ``Process(...)``, ``with ProcessPoolExecutor(...)``; the fork is at ``start()``,
    at the first ``submit``)."""
    candidates = [finding for finding in static
                  if finding.code == hazard.code and hazard.start.function_line <= finding.line <= hazard.start.line]
    return max(candidates, key=lambda finding: finding.line, default=None)


def _where(path: str, line: int) -> str:
    return f"{display_path(Path(path))}:{line}"


def _pool_origin_words(origin: PoolOrigin) -> str:
    """Where the pool was first seen alive, and last seen not alive: the operation that started it ran between."""
    seen = f"{_where(origin.seen.path, origin.seen.line)} in {origin.seen.function}()"
    first = ("first seen alive at this fork" if origin.seen_at == "fork"
             else f"first seen alive at {seen}, at a Python {origin.seen_at}")
    not_yet = origin.not_yet_at
    since = (f", not yet at {_where(not_yet.path, not_yet.line)} in {not_yet.function}()"
             if not_yet is not None else "")
    return f"; the pool was {first}{since}"


def _message(hazard: ForkHazard) -> str:
    call = f"`{hazard.started_in}()`" if hazard.started_in else "`os.fork()`"
    if hazard.code not in FORK_CODES:
        times = f" (seen {hazard.forks} times)" if hazard.forks > 1 else ""
        raised = f"{call}: a child process raised" if hazard.raised_in_child else f"{call} raised"
        return f"{raised} {hazard.error}: {_CONSEQUENCE[hazard.code]}{times}"
    origin = f" (first at {_where(hazard.cuda_origin.path, hazard.cuda_origin.line)})" \
        if hazard.cuda_origin is not None else ""
    seen = f" (seen at {hazard.forks} forks)" if hazard.forks > 1 else ""
    used = (f"; a child used CUDA at {_where(hazard.child_cuda_use.path, hazard.child_cuda_use.line)}"
            if hazard.child_cuda_use is not None else "")
    pool = _pool_origin_words(hazard.pool_origin) if hazard.pool_origin is not None else ""
    pool += _stopped_in_initializer_words(hazard.stopped_in_initializer)
    if hazard.fork_server_preload is not None:
        return (f"{call} has the fork server fork while {hazard.alive} in the fork server{origin}, "
                f"{_preload_words(hazard.fork_server_preload)}: {_CONSEQUENCE[hazard.code]}{used}{pool}{seen}")
    return f"{call} forks while {hazard.alive} in the parent{origin}: {_CONSEQUENCE[hazard.code]}{used}{pool}{seen}"


def _stopped_in_initializer_words(workers: int) -> str:
    """Why a pool's stop did not make the fork a note: its worker was inside the initializer."""
    if not workers:
        return ""
    who = "a worker of the Pool was" if workers == 1 else f"{workers} workers of the Pool were"
    return (f"; {who} stopped inside its initializer, which runs before any task: a worker hung there in the "
            "dead OpenMP pool has no task outstanding, so the stop does not show it idle")


def _preload_words(preload: Tuple[str, ...]) -> str:
    """What started the fork server's pool: it imports its preloaded modules before its first fork and runs
    nothing of the program's after, so one of them did."""
    if not preload:
        return "which preloaded no module (something its interpreter ran at start)"
    names = ", ".join(f"'{name}'" for name in preload)
    main = ("; '__main__' is the program's main module, imported without its `if __name__ == \"__main__\":` "
            "block" if "__main__" in preload else "")
    return f"started there by its preloaded module{'s' if len(preload) > 1 else ''} {names} (set_forkserver_preload{main})"


def _finding(hazard: ForkHazard, path: str, lines: List[str], static: Tuple[Finding, ...]) -> Finding:
    text = lines[hazard.start.line - 1] if 0 < hazard.start.line <= len(lines) else ""
    column = len(text) - len(text.lstrip()) + 1
    rule = rule_by_code(hazard.code)
    matched = _matching_static_finding(hazard, static)
    return Finding(
        path=path,
        line=hazard.start.line,
        column=column,
        end_line=hazard.start.line,
        end_column=max(len(text.rstrip()) + 1, column),
        code=hazard.code,
        name=rule.NAME if rule is not None else hazard.code,
        message=_message(hazard),
        fix=matched.fix if matched is not None else None,
        fix_description=matched.fix_description if matched is not None else None,
        no_fix_reason=(matched.no_fix_reason if matched is not None
                       else _FIX_IN_THE_FORK_SERVER if hazard.fork_server_preload is not None
                       else _FIX_WHEN_NOT_FOUND_STATICALLY[hazard.code]),
    )


def hazard_findings(run: SanitizedRun) -> RunResult:
    """The run's hazards as ``check``'s results: one file result per file forked from, and the probe's
    failures as errors."""
    by_file: Dict[str, List[ForkHazard]] = {}
    for hazard in run.hazards:
        by_file.setdefault(hazard.start.path, []).append(hazard)
    files = []
    for real_path, hazards in by_file.items():
        path = display_path(Path(real_path))
        try:
            source: Optional[bytes] = Path(real_path).read_bytes()
        except OSError:
            source = None  # a file the program removed, or code run from a string ('<string>')
        text = source.decode("utf-8", "surrogateescape") if source is not None else ""
        static = _static_findings(path, source) if source is not None else ()
        findings = sorted((_finding(hazard, path, text.splitlines(), static) for hazard in hazards),
                          key=lambda finding: (finding.line, finding.code))
        files.append(FileResult(path, findings=tuple(findings), source=source, parsed=source is not None))
    errors = tuple(FileError(PROBE_ERROR_PATH, f"the probe failed, and may have missed forks: {error}")
                   for error in run.records.probe_errors)
    return RunResult(tuple(files), errors)


def _command_words(run: SanitizedRun) -> str:
    import shlex

    return " ".join(shlex.quote(word) for word in run.command)


def ending(run: SanitizedRun) -> str:
    """How the command ended, in words."""
    if run.deadlock is not None:
        return f"was stopped after {run.seconds:.2f} s, deadlocked: {run.deadlock}"
    if run.timed_out:
        why = f": {run.time_limit}" if run.time_limit else ""
        return f"was stopped after {run.seconds:.2f} s of wall time{why}"
    if run.interrupted_by is not None:
        return f"was interrupted after {run.seconds:.2f} s"
    return f"exited {run.exit_status} after {run.seconds:.2f} s"


def _count(number: int, word: str, plural: str) -> str:
    return f"{number} {word if number == 1 else plural}"


# A run none of whose interpreters the probe watched: nothing seen is not nothing there.
NOT_WATCHED = ("no Python process of the command was watched (an interpreter started with -I or -E ignores "
               "PYTHONPATH, where the probe is), so nothing could be seen")


def summary_line(run: SanitizedRun) -> str:
    fork_hazards = [hazard for hazard in run.hazards if hazard.code in FORK_CODES]
    crashes = [hazard for hazard in run.hazards if hazard.code not in FORK_CODES]
    found_parts = []
    if fork_hazards:
        forks = sum(hazard.forks for hazard in fork_hazards)
        found_parts.append(f"{_count(len(fork_hazards), 'fork hazard', 'fork hazards')} "
                           f"({_count(forks, 'fork', 'forks')})")
    if crashes:
        raised = sum(hazard.forks for hazard in crashes)
        found_parts.append(f"{_count(len(crashes), 'start crash', 'start crashes')} "
                           f"(raised {_count(raised, 'time', 'times')})")
    found = ", ".join(found_parts) if found_parts else "no fork hazard"
    if run.records.watched == 0:
        found = NOT_WATCHED
    errors = len(run.records.probe_errors)
    failed = f", {errors} probe error{'s' if errors != 1 else ''}" if errors else ""
    return f"fixmp run: `{_command_words(run)}` {ending(run)}; {found}{failed}."


def render_text(run: SanitizedRun, result: RunResult) -> str:
    lines: List[str] = []
    for finding in result.findings:
        marker = " [*]" if finding.fix is not None else ""
        lines.append(f"{finding.path}:{finding.line}:{finding.column}: {finding.code} {finding.message}{marker}")
        if finding.fix_description:
            lines.append(f"    `fixmp check` finds it too; its {finding.fix} fix: {finding.fix_description}")
        elif finding.no_fix_reason:
            lines.append(f"    {finding.no_fix_reason}")
    for error in result.all_errors:
        lines.append(f"{error.path}: error: {error.message}")
    lines.extend(f"{printable(display_path(Path(note.path)))}:{note.line}: note: {note.describe()}"
                 for note in run.records.notes)
    lines.append(summary_line(run))
    return "".join(line + "\n" for line in lines)


def render_json(run: SanitizedRun, result: RunResult) -> str:
    document = {
        "version": JSON_VERSION,
        "command": list(run.command),
        "exit_status": run.exit_status,
        "timed_out": run.timed_out,
        "deadlock": run.deadlock,
        "watched": run.records.watched,
        "interrupted": run.interrupted_by is not None,
        "seconds": round(run.seconds, 3),
        "findings": [finding.to_json() for finding in result.findings],
        "hazards": [hazard.to_json() for hazard in run.hazards],
        "notes": [{"path": display_path(Path(note.path)), "line": note.line, "forks": note.forks,
                   "message": note.describe()} for note in run.records.notes],
        "errors": [error.to_json() for error in result.all_errors],
    }
    return json.dumps(document, indent=2) + "\n"


def render(run: SanitizedRun, output_format: str) -> str:
    """The report in ``output_format``: text, json, github (workflow commands) or sarif."""
    from fixmp.outputs import report

    result = hazard_findings(run)
    if output_format == "text":
        return render_text(run, result)
    if output_format == "json":
        return render_json(run, result)
    if output_format == "github":
        return report.render_github(result)
    if output_format == "sarif":
        from fixmp.outputs.sarif import render_sarif

        return render_sarif(result, with_fixes=False)
    raise ValueError(f"unknown output format {output_format!r}")


def exit_code(run: SanitizedRun, *, fail_on_hazard: bool) -> int:
    """The command's own status (124 at the time limit, 128 + N when signal N stopped fixmp); with
    ``fail_on_hazard``, 1 when a hazard was seen and 2 when the probe failed or watched no interpreter."""
    if fail_on_hazard and run.hazards:
        return EXIT_HAZARDS
    if fail_on_hazard and (run.records.probe_errors or run.records.watched == 0):
        return EXIT_ERROR  # (nothing watched: the run could not be looked at, which is no pass)
    if run.timed_out or run.deadlock is not None:  # stopped, as GNU timeout would have
        return EXIT_TIMED_OUT
    if run.interrupted_by is not None:
        return 128 + run.interrupted_by
    return run.exit_status if run.exit_status is not None else EXIT_ERROR


@dataclass(frozen=True)
class SanitizerCheck:
    """``fix --verify``'s after-runs under the runtime sanitizer (``proof.AfterRunCheck``): a fixed
    program that happened not to hang this time, but still forked with the OpenMP pool alive or
    CUDA initialised, or whose start crashed, is not cured."""

    def environment(self, records: Path) -> Mapping[str, str]:
        # Only the sanitizer's own variables: the runner sets them on top of the environment and
        # keeps its own probe first on PYTHONPATH (each probe runs the next sitecustomize).
        return sanitizer_environment(records, base={})

    def hazards(self, records: Path) -> Sequence[Finding]:
        found = read_hazards(records)
        findings = []
        for hazard in found.hazards:
            path = display_path(Path(hazard.start.path))
            rule = rule_by_code(hazard.code)
            findings.append(Finding(
                path=path, line=hazard.start.line, column=1, end_line=hazard.start.line, end_column=1,
                code=hazard.code, name=rule.NAME if rule is not None else hazard.code, message=_message(hazard),
                fix=None, no_fix_reason="seen at run time by the sanitizer",
            ))
        return tuple(findings)
