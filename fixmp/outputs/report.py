"""Rendering results for people and machines. The engine never prints; these only format."""

from __future__ import annotations

import difflib
import json
from typing import Dict, Iterable, List, Optional, Tuple

from fixmp.engine import source_lines
from fixmp.model import Applicability, FileResult, Finding, RunResult, printable

JSON_VERSION = 1


def finding_line(finding: Finding, unsafe_fixes: bool = False) -> str:
    # [*]: `fixmp fix` (with these settings) would fix it; an unsafe fix needs --unsafe-fixes.
    available = finding.fix is not None and finding.fix.allowed(unsafe_fixes)
    marker = " [*]" if available and not finding.fixed else ""
    return f"{printable(finding.path)}:{finding.line}:{finding.column}: {finding.code} {finding.message}{marker}"


def render_text(
    result: RunResult,
    *,
    fixing: bool = False,
    unsafe_fixes: bool = False,
    show_fixed: bool = False,
    summary: bool = True,
    elapsed: Optional[float] = None,
) -> str:
    lines = []
    for finding in result.findings:
        if finding.fixed and not show_fixed:
            continue
        lines.append(finding_line(finding, unsafe_fixes))
        if finding.no_fix_reason:
            lines.append(f"    {finding.no_fix_reason}")
        elif finding.fix is not None and not finding.fix.allowed(unsafe_fixes) and not finding.fixed:
            # Withheld, not missing: say which fix, and what it takes.
            lines.append(f"    unsafe fix, applied with --unsafe-fixes: {finding.fix_description}")
    for error in result.all_errors:
        lines.append(f"{printable(error.path)}: error: {error.message}")
    if summary:
        lines.append(summary_line(result, fixing=fixing, unsafe_fixes=unsafe_fixes, elapsed=elapsed))
    return "".join(line + "\n" for line in lines)


def summary_line(
    result: RunResult, *, fixing: bool = False, unsafe_fixes: bool = False, elapsed: Optional[float] = None
) -> str:
    findings = result.findings
    fixed = sum(1 for f in findings if f.fixed)
    remaining = len(findings) - fixed
    errors = len(result.all_errors)
    scanned = result.files_scanned
    parts = [f"{scanned} file{'s' if scanned != 1 else ''} scanned"]
    if fixing:
        written = sum(1 for r in result.files if r.changed)
        parts.append(f"{fixed} fixed in {written} file{'s' if written != 1 else ''}")
        parts.append(f"{remaining} remaining")
    else:
        parts.append(f"{len(findings)} finding{'s' if len(findings) != 1 else ''}")
        fixable = sum(1 for f in findings if f.fix is not None and f.fix.allowed(unsafe_fixes))
        hidden = sum(1 for f in findings if f.fix is Applicability.UNSAFE and not unsafe_fixes)
        if fixable:
            parts.append(f"{fixable} fixable with `fixmp fix`")
        if hidden:
            parts.append(f"{hidden} more with `--unsafe-fixes`")
    if errors:
        parts.append(f"{errors} error{'s' if errors != 1 else ''}")
    took = f" ({elapsed:.2f} s)" if elapsed is not None else ""
    return ", ".join(parts) + took + "."


def render_statistics(result: RunResult, *, unsafe_fixes: bool = False, as_json: bool = False) -> str:
    """How many findings each rule made, most first; ``[*]`` where every one of them has a fix to apply."""
    by_code: Dict[str, List[Finding]] = {}
    for finding in result.findings:
        by_code.setdefault(finding.code, []).append(finding)
    rows = sorted(by_code.items(), key=lambda item: (-len(item[1]), item[0]))

    def fixable(finding: Finding) -> bool:
        return finding.fix is not None and finding.fix.allowed(unsafe_fixes)

    if as_json:
        return json.dumps([
            {"code": code, "name": found[0].name, "count": len(found),
             "fixable": sum(1 for finding in found if fixable(finding))}
            for code, found in rows
        ], indent=2) + "\n"
    return "".join(
        f"{len(found):>5}\t{code}\t{'[*] ' if all(fixable(f) for f in found) else ''}{found[0].name}\n"
        for code, found in rows
    )


def render_fixed(result: RunResult) -> str:
    """What ``fix`` fixed, by file and rule (``--show-fixes``)."""
    lines: List[str] = []
    for file_result in result.files:
        fixed = [finding for finding in file_result.findings if finding.fixed]
        if not fixed:
            continue
        lines.append(f"{printable(file_result.path)}:")
        counts: Dict[Tuple[str, str], int] = {}
        for finding in fixed:
            counts[(finding.code, finding.name)] = counts.get((finding.code, finding.name), 0) + 1
        lines.extend(f"    {count} \u00d7 {code} ({name})" for (code, name), count in sorted(counts.items()))
    total = sum(1 for finding in result.findings if finding.fixed)
    heading = f"Fixed {total} finding{'s' if total != 1 else ''}:" if total else "No finding was fixed."
    return "".join(line + "\n" for line in [heading, *lines])


def render_json(result: RunResult) -> str:
    document = {
        "version": JSON_VERSION,
        "files_scanned": result.files_scanned,
        "findings": [finding.to_json() for finding in result.findings],
        "errors": [error.to_json() for error in result.all_errors],
    }
    return json.dumps(document, indent=2) + "\n"


def unified_diff(file_result: FileResult, new_source: Optional[bytes] = None) -> str:
    """The unified diff of one file's fix, with a/ and b/ prefixes (``git apply`` takes it)."""
    new_source = file_result.fixed_source if new_source is None else new_source
    if new_source is None or file_result.source is None:
        return ""
    return diff_bytes(file_result.path, file_result.source, new_source)


def diff_bytes(path: str, old_source: bytes, new_source: bytes) -> str:
    old_text = old_source.decode("utf-8", errors="surrogateescape")
    new_text = new_source.decode("utf-8", errors="surrogateescape")
    path = printable(_posix(path))
    lines = difflib.unified_diff(
        source_lines(old_text),
        source_lines(new_text),
        fromfile=f"a/{path}",
        tofile=f"b/{path}",
    )
    out = []
    for line in lines:
        out.append(line)
        if not line.endswith(("\n", "\r")):
            out.append("\n\\ No newline at end of file\n")
    return "".join(out)


def render_diff(results: Iterable[FileResult]) -> str:
    return "".join(unified_diff(result) for result in results if result.changed)


def _posix(path: str) -> str:
    return path.replace("\\", "/")


def _github_data(text: str) -> str:
    # GitHub's workflow-command escaping: % first, then the line breaks that would end the command.
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _github_property(text: str) -> str:
    return _github_data(text).replace(":", "%3A").replace(",", "%2C")


def render_github(result: RunResult) -> str:
    """GitHub Actions workflow commands: each finding and error annotates the pull request."""
    lines = []
    for finding in result.findings:
        properties = ",".join([
            f"file={_github_property(_posix(finding.path))}",
            f"line={finding.line}",
            f"col={finding.column}",
            f"endLine={finding.end_line}",
            f"endColumn={finding.end_column}",
            f"title={_github_property(f'{finding.code} ({finding.name})')}",
        ])
        lines.append(f"::error {properties}::{_github_data(finding.message)}")
    for error in result.all_errors:
        where = f",line={error.line}" if error.line is not None else ""
        properties = f"file={_github_property(_posix(error.path))}{where},title=fixmp error"
        lines.append(f"::error {properties}::{_github_data(error.message)}")
    return "".join(line + "\n" for line in lines)
