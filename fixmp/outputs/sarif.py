"""SARIF 2.1.0: findings for code-scanning tools (GitHub code scanning, IDE viewers), with their fixes.

One run; ``tool.driver.rules`` is every rule, documented from its docstring;
each result points at its finding and carries every fix available under the
settings as a SARIF fix: one replacement covering the lines that fix changes,
computed by applying that fix alone to the file. Files that could not be
processed become ``toolExecutionNotifications`` of the one invocation.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import tokenize
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple, Type
from urllib.parse import quote

from fixmp import __version__
from fixmp.engine import source_lines
from fixmp.fixing.patch import apply_edits
from fixmp.model import FileResult, Finding, FindingKey, RunResult
from fixmp.outputs.docs import README_URL, rule_anchor
from fixmp.rule import Rule
from fixmp.rules import all_rules

SARIF_VERSION = "2.1.0"
SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
PROJECT_URL = README_URL.split("/blob/")[0]
SOURCE_ROOT = "%SRCROOT%"
# A SARIF object (JSON): its values may be of any JSON type.
SarifObject = Dict[str, Any]


def source_root(start: Optional[Path] = None) -> Path:
    """The repository's root (the nearest folder with ``.git`` above the current one), else the current folder.

    Code scanning maps a result to a file by its path from the repository's root, so
    URIs are relative to it wherever in the repository fixmp runs.
    """
    here = (start or Path.cwd()).absolute()
    for folder in (here, *here.parents):
        if (folder / ".git").exists():
            return folder
    return here


def _artifact_location(path: str, root: Path) -> Dict[str, str]:
    candidate = Path(path).absolute()
    try:
        relative = Path(os.path.normpath(candidate)).relative_to(root)
    except ValueError:  # outside the repository
        return {"uri": candidate.as_uri()}
    return {"uri": quote(relative.as_posix()), "uriBaseId": SOURCE_ROOT}


def _fingerprint(finding: Finding, line_text: str, seen: Dict[str, int], root: Path) -> str:
    """Stable across runs and unrelated edits: the rule, the file, the finding's line as written (not its
    number), and how many identical ones came before it in the file."""
    relative = _artifact_location(finding.path, root)["uri"]
    key = "\0".join((finding.code, relative, " ".join(line_text.split())))
    seen[key] = seen.get(key, 0) + 1
    return hashlib.sha256(f"{key}\0{seen[key]}".encode("utf-8", "surrogateescape")).hexdigest()[:32]


def _rule_descriptor(rule: Type[Rule]) -> SarifObject:
    sections = rule.doc_sections()
    what = sections.get("What it does") or rule.SUMMARY
    return {
        "id": rule.CODE,
        "name": rule.NAME,
        "shortDescription": {"text": rule.SUMMARY},
        "fullDescription": {"text": what, "markdown": what},
        "help": {"text": rule.docs(), "markdown": rule.docs()},
        "helpUri": f"{README_URL}#{rule_anchor(rule)}",
        "defaultConfiguration": {"enabled": bool(rule.ENABLED_BY_DEFAULT), "level": "error"},
        "properties": {"fix": rule.FIX_SAFETY[0] if rule.FIX_SAFETY else "none", "fixAvailability": rule.FIX,
                       "fixSafety": list(rule.FIX_SAFETY)},
    }


def fix_replacement(old_text: str, new_text: str) -> SarifObject:
    """One SARIF replacement turning ``old_text`` into ``new_text``: the changed lines, whole.

    The deleted region runs from the start of the first changed line to the start
    of the first unchanged line after the change (a zero-length region where lines
    are only inserted); columns count Unicode code points, as ``columnKind`` says.
    ``charOffset``/``charLength`` describe the same region.
    """
    old_lines = source_lines(old_text)
    new_lines = source_lines(new_text)
    prefix = 0
    while prefix < min(len(old_lines), len(new_lines)) and old_lines[prefix] == new_lines[prefix]:
        prefix += 1
    suffix = 0
    while (
        suffix < min(len(old_lines), len(new_lines)) - prefix
        and old_lines[len(old_lines) - 1 - suffix] == new_lines[len(new_lines) - 1 - suffix]
    ):
        suffix += 1
    old_end = len(old_lines) - suffix
    new_end = len(new_lines) - suffix
    char_offset = sum(len(line) for line in old_lines[:prefix])
    deleted = "".join(old_lines[prefix:old_end])
    start_line, start_column = _line_start(old_lines, prefix)
    end_line, end_column = _line_start(old_lines, old_end)
    region = {
        "startLine": start_line,
        "startColumn": start_column,
        "endLine": end_line,
        "endColumn": end_column,
        "charOffset": char_offset,
        "charLength": len(deleted),
    }
    return {"deletedRegion": region, "insertedContent": {"text": "".join(new_lines[prefix:new_end])}}


def _line_start(lines: Sequence[str], line_index: int) -> Tuple[int, int]:
    """The line and column where ``lines[line_index]`` starts; past the last line, the end of the text."""
    if line_index < len(lines) or not lines or lines[-1].endswith(("\n", "\r")):
        return line_index + 1, 1
    return len(lines), len(lines[-1]) + 1


def _file_fixes(file_result: FileResult, root: Path) -> Tuple[Dict[FindingKey, List[SarifObject]], Optional[str]]:
    """SARIF fixes of one file by finding, from the run's proposals, or why there are none."""
    if file_result.source is None or not any(f.fix is not None for f in file_result.findings):
        return {}, None
    if file_result.proposals is None:
        return {}, "the run was made without proposals (engine.run(..., proposals=True))"
    source = file_result.source
    encoding = _encoding(source)
    old_text = source.decode(encoding, "surrogateescape")
    by_finding: Dict[FindingKey, List[SarifObject]] = {}
    problems = []
    for proposal in file_result.proposals:
        if not proposal.edits:
            if proposal.problem and proposal.problem != "the fix changes nothing on its own":
                problems.append(proposal.problem)
            continue
        new_text = apply_edits(source, proposal.edits).decode(encoding, "surrogateescape")
        fix = {
            "description": {"text": proposal.description},
            "artifactChanges": [{
                "artifactLocation": _artifact_location(file_result.path, root),
                "replacements": [fix_replacement(old_text, new_text)],
            }],
        }
        for key in proposal.answers:
            by_finding.setdefault(key, []).append(fix)
    return by_finding, "; ".join(sorted(set(problems))) or None


def _encoding(source: bytes) -> str:
    """The file's declared encoding (PEP 263), as Python reads it; utf-8 without a declaration."""
    try:
        return tokenize.detect_encoding(io.BytesIO(source).readline)[0]
    except SyntaxError:
        return "utf-8"


def sarif_document(result: RunResult, *, with_fixes: bool = True) -> SarifObject:
    """The SARIF log of one run (``with_fixes=False``: findings only, e.g. after the fixes were written)."""
    rules = all_rules()
    index_of = {rule.CODE: number for number, rule in enumerate(rules)}
    root = source_root()
    results = []
    notifications = []
    for file_result in result.files:
        lines = source_lines(file_result.source.decode("utf-8", "surrogateescape")) if file_result.source else []
        seen: Dict[str, int] = {}
        fixes_by_finding: Dict[FindingKey, List[SarifObject]] = {}
        if with_fixes:
            fixes_by_finding, problem = _file_fixes(file_result, root)
            if problem:
                notifications.append(_notification(file_result.path, f"fixes not computed: {problem}", "warning", root))
        for finding in file_result.findings:
            entry: Dict[str, object] = {
                "ruleId": finding.code,
                "level": "error",
                "message": {"text": finding.message},
                "locations": [{
                    "physicalLocation": {
                        "artifactLocation": _artifact_location(finding.path, root),
                        "region": {
                            "startLine": finding.line,
                            "startColumn": finding.column,
                            "endLine": finding.end_line,
                            "endColumn": finding.end_column,
                        },
                    },
                }],
            }
            if finding.code in index_of:
                entry["ruleIndex"] = index_of[finding.code]
            line_text = lines[finding.line - 1] if 0 < finding.line <= len(lines) else ""
            entry["partialFingerprints"] = {"fixmpFinding/v1": _fingerprint(finding, line_text, seen, root)}
            fixes = fixes_by_finding.get(finding.key)
            if fixes:
                entry["fixes"] = fixes
            properties = {
                key: value for key, value in (
                    ("fix", finding.fix),
                    ("fixDescription", finding.fix_description),
                    ("noFixReason", finding.no_fix_reason),
                ) if value is not None
            }
            if properties:
                entry["properties"] = properties
            results.append(entry)
    for error in result.all_errors:
        notifications.append(_notification(error.path, error.message, "error", root, error.line))
    invocation = {
        "executionSuccessful": not result.all_errors,
        "toolExecutionNotifications": notifications,
    }
    run = {
        "tool": {
            "driver": {
                "name": "fixmp",
                "version": __version__,
                "semanticVersion": __version__,
                "informationUri": PROJECT_URL,
                "rules": [_rule_descriptor(rule) for rule in rules],
            },
        },
        "originalUriBaseIds": {SOURCE_ROOT: {"uri": root.as_uri() + "/"}},
        "columnKind": "unicodeCodePoints",
        "invocations": [invocation],
        "results": results,
    }
    return {"$schema": SARIF_SCHEMA, "version": SARIF_VERSION, "runs": [run]}


def _notification(path: str, message: str, level: str, root: Path, line: Optional[int] = None) -> SarifObject:
    location: Dict[str, object] = {"artifactLocation": _artifact_location(path, root)}
    if line is not None:
        location["region"] = {"startLine": line}
    return {"level": level, "message": {"text": message}, "locations": [{"physicalLocation": location}]}


class MergeError(ValueError):
    """SARIF logs that are not shards of one fixmp run; the message says why."""


def merge_sarif(documents: Sequence[SarifObject]) -> SarifObject:
    """The SARIF logs of the shards of one run (``--shard K/N`` in a CI job matrix) as one log with one run.

    Code scanning wants one run per tool and category: the shards' results and
    notifications are put together under one tool description, which every shard
    must share (the same fixmp and rules), and one source root.
    """
    runs = [run for document in documents for run in document.get("runs", [])]
    if not runs:
        raise MergeError("no runs to merge")
    first = runs[0]
    for run in runs[1:]:
        if run.get("tool") != first.get("tool"):
            raise MergeError("the logs come from different fixmp versions or rule sets; merge shards of one run")
        if run.get("originalUriBaseIds") != first.get("originalUriBaseIds"):
            raise MergeError("the logs have different source roots; run every shard from the same folder")
    invocations = [invocation for run in runs for invocation in run.get("invocations", [])]
    merged = dict(first)
    merged["results"] = [result for run in runs for result in run.get("results", [])]
    merged["invocations"] = [{
        "executionSuccessful": all(invocation.get("executionSuccessful", True) for invocation in invocations),
        "toolExecutionNotifications": [
            notification for invocation in invocations
            for notification in invocation.get("toolExecutionNotifications", [])
        ],
    }]
    return {"$schema": SARIF_SCHEMA, "version": SARIF_VERSION, "runs": [merged]}


def render_sarif(result: RunResult, *, with_fixes: bool = True) -> str:
    return json.dumps(sarif_document(result, with_fixes=with_fixes), indent=2) + "\n"
