"""The reports of ``fixmp verify``: a text table, JSON data (the ``--format json`` contract),
Markdown made from one or more JSON reports, and the exit codes they mean."""

from __future__ import annotations

import re
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from fixmp.runner.classify import RunOutcome
from fixmp.runner.fixtures import VerifyReport

# JSON data as ``json.load`` gives it (or ``report_to_json`` makes it): its values may be of any JSON type.
JsonObject = Mapping[str, Any]


def exit_code(report: VerifyReport, require_all: bool = False) -> int:
    """0 when every fixture that could run here was verified, else 1. One skipped for want of a GPU is not
    proven, and not disproven: it fails the run only with ``require_all`` (a GPU machine's job, where each
    must run), so that a CPU machine's verify can pass."""
    return 0 if all(result.verified or (result.skipped and not require_all) for result in report.results) else 1


def json_exit_code(*reports: JsonObject, require_all: bool = False) -> int:
    """``exit_code`` of reports already turned into JSON data by ``report_to_json``, taken together (one
    machine's each): 0 when every fixture was verified on at least one of them, or (without
    ``require_all``) skipped on every one."""
    outcomes: Dict[str, List[str]] = {}  # fixture -> "verified", "skipped" or "failed", one per machine
    for data in reports:
        for result in data.get("results") or []:
            outcome = "verified" if result["verified"] else "skipped" if _is_skipped(result) else "failed"
            outcomes.setdefault(result["fixture"], []).append(outcome)
    proven = [("verified" in seen) or (not require_all and set(seen) == {"skipped"}) for seen in outcomes.values()]
    return 0 if all(proven) else 1


def run_to_json(run: Optional[RunOutcome]) -> Optional[Dict[str, object]]:
    """A run's outcome, seconds and detail (the contract of ``fixmp verify --format json``)."""
    if run is None:
        return None
    return {"outcome": run.outcome, "seconds": round(run.seconds, 3), "detail": run.detail}


def report_to_json(report: VerifyReport) -> Dict[str, object]:
    """The report as JSON data. A skipped fixture has ``before`` and ``after`` null,
    ``verified`` false and a reason starting with ``skipped:``."""
    return {
        "version": 1,
        "device": dict(report.device),
        "results": [
            {
                "fixture": result.fixture,
                "needs": result.needs,
                "before": run_to_json(result.before),
                "after": run_to_json(result.after),
                "verified": result.verified,
                "reason": result.reason,
            }
            for result in report.results
        ],
        "seconds": round(report.seconds, 3),
    }


def _describe_device_line(device: Mapping[str, object]) -> str:
    parts = [f"python {device.get('python')}", f"torch {device.get('torch') or 'not installed'}",
             str(device.get("os")), f"{device.get('cpu_count')} CPUs"]
    if device.get("gpu"):
        driver = f" (driver {device['driver']})" if device.get("driver") else ""
        parts.append(f"GPU {device['gpu']}{driver}")
    else:
        parts.append("no GPU")
    return ", ".join(parts)


def render_table(report: VerifyReport) -> str:
    """A table of the fixtures, with where hung runs were stuck and why any failed."""
    header = ("fixture", "needs", "before", "after", "seconds", "verdict")
    rows: List[Tuple[str, ...]] = []
    notes: List[List[str]] = []
    for result in report.results:
        verdict = "skipped" if result.skipped else ("verified" if result.verified else "NOT VERIFIED")
        rows.append((
            result.fixture,
            result.needs,
            result.before.outcome if result.before else "-",
            result.after.outcome if result.after else "-",
            f"{result.seconds:.1f}",
            verdict,
        ))
        lines: List[str] = []
        for which, run in (("before", result.before), ("after", result.after)):
            if run is not None and run.outcome == "hang":
                lines.extend(f"{which}: {stack.summary}" for stack in run.stacks
                             if stack.label == "main" or stack.label.startswith("child"))
        if not result.verified or result.note:
            lines.append(result.reason)
        notes.append(lines)
    widths = [max(len(row[column]) for row in (header, *rows)) for column in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(cell.ljust(width) for cell, width in zip(cells, widths)).rstrip()

    output = [_describe_device_line(report.device), "", line(header), line(["-" * width for width in widths])]
    for row, row_notes in zip(rows, notes):
        output.append(line(row))
        output.extend(f"    {note}" for note in row_notes)
    verified = sum(result.verified for result in report.results)
    skipped = sum(result.skipped for result in report.results)
    failed = len(report.results) - verified - skipped
    output.append("")
    output.append(f"{len(report.results)} fixtures: {verified} verified, {failed} not verified, "
                  f"{skipped} skipped in {report.seconds:.1f} s")
    if skipped:
        output.append("(a skipped fixture is not proven here: run it on a machine with CUDA; --require-all makes "
                      "a skipped one fail the run)")
    return "\n".join(output)


def _is_skipped(result: JsonObject) -> bool:
    return str(result.get("reason", "")).startswith("skipped:")


def _cuda_subject(count: int) -> str:
    return "The CUDA fixture remains" if count == 1 else f"The {count} CUDA fixtures remain"


def _markdown_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _without_pids(text: str) -> str:
    # Process ids change on every run; the report reads (and diffs) better without them.
    return re.sub(r" \(pid \d+\)", "", text)


def _seconds(run: JsonObject) -> str:
    return f"{float(run.get('seconds') or 0):.1f} s"


def _markdown_run(which: str, run: Optional[JsonObject]) -> List[str]:
    if run is None:
        return [f"- {which}: not run"]
    detail = _without_pids(str(run.get("detail", "")))
    if run.get("outcome") == "hang":
        # "<why it counts as hung>; main stuck in ...; child 1 stuck in ..."
        why, *stuck = detail.split("; ")
        lines = [f"- {which}: **hang** after {_seconds(run)}: {why}"]
        lines.extend(f"  - {where}" for where in stuck)
        return lines
    return [f"- {which}: **{run.get('outcome')}** in {_seconds(run)}: {detail}"]


def _machine_line(device: JsonObject) -> str:
    gpu = device.get("gpu")
    gpu_text = f"{gpu}" + (f" (driver {device['driver']})" if device.get("driver") else "") if gpu else "no GPU"
    return (f"{device.get('cpu_count')} CPUs, {gpu_text}, Python {device.get('python')}, "
            f"torch {device.get('torch') or 'not installed'}")


def _counts(results: Sequence[JsonObject]) -> Tuple[int, int, int]:
    verified = sum(1 for result in results if result["verified"])
    skipped = sum(1 for result in results if _is_skipped(result))
    return verified, len(results) - verified - skipped, skipped


def _markdown_report(data: JsonObject) -> List[str]:
    device = dict(data.get("device") or {})
    results = list(data.get("results") or [])
    verified, failed, skipped = _counts(results)
    gpu = device.get("gpu")
    lines = [
        f"## On {_machine_line(device)}",
        "",
        "| | |",
        "| --- | --- |",
        f"| Python | {device.get('python')} |",
        f"| torch | {device.get('torch') or 'not installed'} |",
        f"| OS | {device.get('os')} |",
        f"| CPUs | {device.get('cpu_count')} |",
        f"| GPU | {gpu + (' (driver ' + str(device['driver']) + ')' if device.get('driver') else '') if gpu else 'none'} |",
        "",
        f"**{len(results)} fixtures: {verified} verified, {failed} not verified, {skipped} skipped, "
        f"in {float(data.get('seconds') or 0):.1f} s.**",
        "",
        "| fixture | needs | before | after | verdict |",
        "| --- | --- | --- | --- | --- |",
    ]
    for result in results:
        runs = []
        for which in ("before", "after"):
            run = result.get(which)
            runs.append(f"{run['outcome']} ({_seconds(run)})" if run else "-")
        verdict = "skipped" if _is_skipped(result) else ("verified" if result["verified"] else "**NOT VERIFIED**")
        lines.append(f"| {_markdown_cell(result['fixture'])} | {result['needs']} | {runs[0]} | {runs[1]} | {verdict} |")
    lines.append("")
    for result in results:
        verdict = "skipped" if _is_skipped(result) else ("verified" if result["verified"] else "NOT VERIFIED")
        lines += [f"### {result['fixture']}: {verdict}", ""]
        if _is_skipped(result):
            lines += [f"- {result.get('reason')}", ""]
            continue
        lines += _markdown_run("before", result.get("before"))
        lines += _markdown_run("after (rewritten program)", result.get("after"))
        if not result["verified"]:
            lines.append(f"- why not verified: {_without_pids(str(result.get('reason')))}")
        lines.append("")
    return lines


def render_markdown(*reports: JsonObject) -> str:
    """A readable report made from one or more ``report_to_json`` outputs (one per machine), so
    that it can be regenerated from the JSON without running anything again."""
    lines = [
        "# Verified fixtures",
        "",
        "Every fixture's `before` program was rewritten by fixmp itself, the rewrite compared with the "
        "fixture's `after` file, and both programs run; a fixture is verified when `before` does what its "
        "header declares (hang, crash or ok) and the rewritten program does what `after=` declares "
        "(ok unless stated). Where a run hung, the report says where each process was stuck.",
        "",
        "Generated from the JSON reports of `fixmp verify --format json` by "
        "`fixmp verify --format markdown --from-json REPORT [--from-json REPORT ...]`; do not edit by hand.",
        "",
    ]
    cuda_names = sorted({str(result["fixture"]) for data in reports for result in data.get("results") or []
                         if result.get("needs") == "cuda"})
    cuda_run_on = [_machine_line(data.get("device") or {}) for data in reports
                   if any(result.get("needs") == "cuda" and not _is_skipped(result) for result in data.get("results") or [])]
    if cuda_names and not cuda_run_on:
        lines += [
            f"> **{_cuda_subject(len(cuda_names))} unproven on hardware.** No GPU was available in the "
            "session that made this report, so fixtures that need CUDA were skipped: their rewrites are "
            "checked as text (`tests/test_fixtures.py`), but no CUDA `before` was seen to crash and no "
            "rewritten CUDA program was seen to run. Run `fixmp verify` on a machine with a CUDA GPU to "
            "prove them.",
            "",
        ]
    elif cuda_names:
        subject = "The CUDA fixture" if len(cuda_names) == 1 else f"The {len(cuda_names)} CUDA fixtures"
        lines += [f"{subject} ran on hardware: {'; '.join(cuda_run_on)}.", ""]
    if len(reports) > 1:
        lines += ["| machine | fixtures | verified | not verified | skipped | seconds |",
                  "| --- | --- | --- | --- | --- | --- |"]
        for data in reports:
            results = list(data.get("results") or [])
            verified, failed, skipped = _counts(results)
            lines.append(f"| {_machine_line(data.get('device') or {})} | {len(results)} | {verified} | {failed} | "
                         f"{skipped} | {float(data.get('seconds') or 0):.1f} |")
        lines.append("")
    for data in reports:
        lines += _markdown_report(data)
    return "\n".join(lines)
