"""The engine: discover → prefilter → parse → analyse → apply fixes → (the caller writes).

A plain library. Nothing here prints; every function returns frozen results, and a
file that cannot be processed becomes a ``FileError`` naming the file and the reason
while every other file is still processed.
"""

from __future__ import annotations

import multiprocessing
import os
import re
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Type

import libcst as cst
from libcst.codemod import CodemodContext
from libcst.codemod.visitors import AddImportsVisitor

from fixmp.analysis import ModuleIndex
from fixmp.config import Settings
from fixmp.discovery import display_path
from fixmp.rules import SAFE, Fix, Rule, Violation, selected_rules

# A fix can uncover or unblock another (two rules proposing edits to one node);
# the engine re-analyses after each pass, at most this many times.
MAX_FIX_PASSES = 4
NOQA = re.compile(r"#\s*noqa(?::\s*(?P<codes>[A-Z]+[0-9]+(?:[\s,]+[A-Z]+[0-9]+)*))?", re.IGNORECASE)


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    column: int  # 1-based
    end_line: int
    end_column: int  # 1-based, exclusive
    code: str
    name: str
    message: str
    fix: Optional[str]  # "safe", "unsafe" or None
    fix_description: Optional[str] = None
    no_fix_reason: Optional[str] = None
    fixed: bool = False  # the fix was applied in this run

    def to_json(self) -> dict:
        return {
            "path": self.path,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
            "code": self.code,
            "name": self.name,
            "message": self.message,
            "fix": self.fix,
        }


@dataclass(frozen=True)
class FileError:
    path: str
    message: str

    def to_json(self) -> dict:
        return {"path": self.path, "message": self.message}


@dataclass(frozen=True)
class FileResult:
    path: str
    findings: Tuple[Finding, ...] = ()
    errors: Tuple[FileError, ...] = ()
    source: Optional[bytes] = None
    # The rewritten file, where at least one fix was applied; None otherwise.
    fixed_source: Optional[bytes] = None
    parsed: bool = False  # False where the prefilter ruled the file out

    @property
    def changed(self) -> bool:
        return self.fixed_source is not None and self.fixed_source != self.source


@dataclass(frozen=True)
class RunResult:
    files: Tuple[FileResult, ...]
    errors: Tuple[FileError, ...] = ()  # errors that belong to no scanned file (a missing path)

    @property
    def findings(self) -> Tuple[Finding, ...]:
        return tuple(f for result in self.files for f in result.findings)

    @property
    def all_errors(self) -> Tuple[FileError, ...]:
        return self.errors + tuple(e for result in self.files for e in result.errors)

    @property
    def files_scanned(self) -> int:
        return len(self.files)


@dataclass(frozen=True, eq=False)
class ProposedFix:
    """One fix of one analysed tree, with every finding it resolves."""

    fix: Fix
    findings: Tuple[Finding, ...]


@dataclass(frozen=True, eq=False)
class Analysis:
    """A parsed file, its findings, and the fixes proposed for them (for review and fix)."""

    module: cst.Module
    findings: Tuple[Finding, ...]
    fixes: Tuple[ProposedFix, ...]


def _suppressed(code: str, line_text: str) -> bool:
    match = NOQA.search(line_text)
    if match is None:
        return False
    codes = match.group("codes")
    if codes is None:
        return True
    return code.upper() in {c.upper() for c in re.split(r"[\s,]+", codes) if c}


def analyse_module(
    module: cst.Module, path: str, settings: Settings, rules: Sequence[Type[Rule]]
) -> Analysis:
    """Run every rule over one parsed module; one index serves them all."""
    index = ModuleIndex(module, path)
    lines = module.code.splitlines()
    findings: List[Finding] = []
    fixes: Dict[int, Tuple[Fix, List[Finding]]] = {}
    for rule_class in rules:
        rule = rule_class()
        for violation in rule.check(index, settings):
            position = index.position(violation.node)
            line_text = lines[position.start.line - 1] if position.start.line <= len(lines) else ""
            if _suppressed(rule.CODE, line_text):
                continue
            fix = violation.fix
            finding = Finding(
                path=path,
                line=position.start.line,
                column=position.start.column + 1,
                end_line=position.end.line,
                end_column=position.end.column + 1,
                code=rule.CODE,
                name=rule.NAME,
                message=violation.message,
                fix=fix.safety if fix is not None else None,
                fix_description=fix.description if fix is not None else None,
                no_fix_reason=violation.no_fix_reason,
            )
            findings.append(finding)
            if fix is not None:
                fixes.setdefault(id(fix), (fix, []))[1].append(finding)
    findings.sort(key=lambda f: (f.line, f.column, f.code))
    proposed = tuple(ProposedFix(fix, tuple(found)) for fix, found in fixes.values())
    return Analysis(module, tuple(findings), proposed)


def fix_allowed(fix: Fix, settings: Settings) -> bool:
    return fix.safety == SAFE or settings.unsafe_fixes


def _subtree(node: cst.CSTNode) -> Iterable[cst.CSTNode]:
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(current.children)


def _claims(fix: Fix) -> set:
    """Nodes a fix rewrites; two fixes that claim one node cannot both apply in one pass."""
    claimed = set()
    for node, replacement in fix.replacements:
        if callable(replacement):
            claimed.add(node)  # composes with edits below it
        else:
            claimed.update(_subtree(node))
    return claimed


def apply_fixes(module: cst.Module, fixes: Sequence[Fix]) -> Tuple[cst.Module, Tuple[Fix, ...]]:
    """Apply the fixes that do not overlap an earlier one, in one pass; return the tree and those applied."""
    applied: List[Fix] = []
    claimed: set = set()
    for fix in fixes:
        claims = _claims(fix)
        anchors = {anchor for anchor, _ in fix.insert_before + fix.insert_after}
        if claims & claimed or anchors & claimed:
            continue
        claimed |= claims
        applied.append(fix)
    if not applied:
        return module, ()
    new_module = module.visit(_FixApplier(applied))
    imports = [needed for fix in applied for needed in fix.imports]
    if imports:
        context = CodemodContext()
        for needed in imports:
            AddImportsVisitor.add_needed_import(context, needed.module, needed.name, needed.asname)
        new_module = AddImportsVisitor(context).transform_module(new_module)
    return new_module, tuple(applied)


class _FixApplier(cst.CSTTransformer):
    def __init__(self, fixes: Sequence[Fix]):
        super().__init__()
        self.replacements: Dict[cst.CSTNode, object] = {}
        self.before: Dict[cst.CSTNode, List[cst.BaseStatement]] = {}
        self.after: Dict[cst.CSTNode, List[cst.BaseStatement]] = {}
        for fix in fixes:
            self.replacements.update(fix.replacements)
            for anchor, statements in fix.insert_before:
                self.before.setdefault(anchor, []).extend(statements)
            for anchor, statements in fix.insert_after:
                self.after.setdefault(anchor, []).extend(statements)

    def on_leave(self, original_node, updated_node):
        result = updated_node
        if original_node in self.replacements:
            replacement = self.replacements[original_node]
            result = replacement(updated_node) if callable(replacement) else replacement
        before = self.before.get(original_node, [])
        after = self.after.get(original_node, [])
        if not before and not after:
            return result
        if isinstance(result, cst.RemovalSentinel):
            return cst.FlattenSentinel([*before, *after]) if before or after else result
        if before and hasattr(result, "leading_lines") and hasattr(before[0], "leading_lines"):
            # The comments above the anchor describe what follows; keep them on top.
            before = [before[0].with_changes(leading_lines=result.leading_lines), *before[1:]]
            result = result.with_changes(leading_lines=())
        return cst.FlattenSentinel([*before, result, *after])


def decode_error(exc: Exception) -> str:
    return f"cannot decode: {exc}"


def parse(source: bytes, path: str) -> cst.Module:
    """Parse bytes (honouring a PEP 263 declaration or BOM); raises ``SourceError`` with a clear reason."""
    try:
        return cst.parse_module(source)
    except cst.ParserSyntaxError as exc:
        raise SourceError(f"syntax error at line {exc.raw_line}, column {exc.raw_column + 1}: {exc.message}") from None
    except (UnicodeDecodeError, LookupError, SyntaxError) as exc:
        raise SourceError(decode_error(exc)) from None
    except Exception as exc:  # noqa: BLE001 - libcst raises plain exceptions for some inputs (e.g. NUL bytes)
        raise SourceError(f"cannot parse: {type(exc).__name__}: {exc}") from None


class SourceError(Exception):
    """A file fixmp cannot process; the message is the reason."""


def process_source(
    source: bytes,
    path: str,
    settings: Settings,
    *,
    fix: bool = False,
    rules: Optional[Sequence[Type[Rule]]] = None,
) -> FileResult:
    """Check (and with ``fix``, rewrite) one file's bytes. Never raises for bad input."""
    rules = selected_rules(settings) if rules is None else rules
    if not any(rule.PREFILTER.search(source) for rule in rules):
        return FileResult(path, source=source)
    try:
        module = parse(source, path)
        analysis = analyse_module(module, path, settings, rules)
    except SourceError as exc:
        return FileResult(path, errors=(FileError(path, str(exc)),), source=source, parsed=True)
    if not fix:
        return FileResult(path, analysis.findings, source=source, parsed=True)
    try:
        new_module, fixed = _fix_until_stable(analysis, path, settings, rules)
    except Exception as exc:  # noqa: BLE001 - a rule bug must not lose the file: report it, write nothing
        message = f"internal error while fixing, file left unchanged: {type(exc).__name__}: {exc}"
        return FileResult(path, analysis.findings, (FileError(path, message),), source=source, parsed=True)
    findings = tuple(replace(f, fixed=True) if f in fixed else f for f in analysis.findings)
    if new_module is analysis.module:
        return FileResult(path, findings, source=source, parsed=True)
    new_source = new_module.bytes
    try:
        compile(new_source, path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as exc:
        message = f"internal error: the fixed file would not compile ({exc}); file left unchanged"
        return FileResult(path, analysis.findings, (FileError(path, message),), source=source, parsed=True)
    return FileResult(path, findings, source=source, fixed_source=new_source, parsed=True)


def _fix_until_stable(analysis: Analysis, path: str, settings: Settings, rules) -> Tuple[cst.Module, set]:
    """Apply fixes, re-analysing after each pass (capped), so one run reaches a fixed point."""
    module = analysis.module
    fixed_findings: set = set()
    current = analysis
    for _ in range(MAX_FIX_PASSES):
        allowed = [proposed for proposed in current.fixes if fix_allowed(proposed.fix, settings)]
        if not allowed:
            break
        module, applied = apply_fixes(module, [proposed.fix for proposed in allowed])
        if not applied:
            break
        if current is analysis:
            applied_ids = {id(fix) for fix in applied}
            for proposed in allowed:
                if id(proposed.fix) in applied_ids:
                    fixed_findings.update(proposed.findings)
        # Re-parse: positions and the index must describe the new code.
        module = parse(module.bytes, path)
        current = analyse_module(module, path, settings, rules)
    return (analysis.module if module.code == analysis.module.code else module), fixed_findings


def fix_source(source: str, path: str, settings: Settings) -> str:
    """The source with every allowed fix applied (for fixtures and tests); raises ``SourceError``."""
    result = process_source(source.encode("utf-8"), path, settings, fix=True)
    if result.errors:
        raise SourceError("; ".join(error.message for error in result.errors))
    return (result.fixed_source or result.source).decode("utf-8")


def process_file(path: Path, settings: Settings, fix: bool = False, shown_as: Optional[str] = None) -> FileResult:
    shown = shown_as or display_path(path)
    try:
        source = path.read_bytes()
    except OSError as exc:
        return FileResult(shown, errors=(FileError(shown, f"cannot read: {exc.strerror or exc}"),))
    return process_source(source, shown, settings, fix=fix)


def _process_chunk(args) -> List[FileResult]:
    paths, settings, fix = args
    return [process_file(Path(path), settings, fix, shown) for path, shown in paths]


def worker_count(jobs: Optional[int], candidates: int) -> int:
    if jobs is not None and jobs > 0:
        return min(jobs, max(candidates, 1))
    return max(1, min(os.cpu_count() or 1, candidates // 8 or 1))


def run(
    paths: Sequence[Path],
    settings: Settings,
    *,
    fix: bool = False,
    jobs: Optional[int] = None,
    progress: Optional[Callable[[int, int], None]] = None,
) -> RunResult:
    """Check (or fix, without writing) every Python file under ``paths``."""
    from fixmp.discovery import discover

    files, errors = discover(paths, settings)
    rules = selected_rules(settings)
    results: Dict[str, FileResult] = {}
    candidates: List[Tuple[str, str]] = []
    # The prefilter reads every file here, cheaply; only candidates are parsed, in workers.
    for path in files:
        shown = display_path(path)
        try:
            source = path.read_bytes()
        except OSError as exc:
            results[shown] = FileResult(shown, errors=(FileError(shown, f"cannot read: {exc.strerror or exc}"),))
            continue
        if any(rule.PREFILTER.search(source) for rule in rules):
            candidates.append((str(path), shown))
        else:
            results[shown] = FileResult(shown, source=source)
    done = len(results)
    total = len(files)
    if progress:
        progress(done, total)
    workers = worker_count(jobs, len(candidates))
    if workers <= 1:
        for path, shown in candidates:
            results[shown] = process_file(Path(path), settings, fix, shown)
            done += 1
            if progress:
                progress(done, total)
    else:
        chunk_size = max(1, min(16, len(candidates) // (workers * 4) or 1))
        chunks = [candidates[i:i + chunk_size] for i in range(0, len(candidates), chunk_size)]
        # fixmp's own workers must not fork: the parent may hold threads and locks
        # (the very hazard fixmp reports), and forkserver/spawn are safe everywhere.
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            for chunk_results in pool.map(_process_chunk, [(chunk, settings, fix) for chunk in chunks]):
                for result in chunk_results:
                    results[result.path] = result
                    done += 1
                if progress:
                    progress(done, total)
    ordered = tuple(results[display_path(path)] for path in files if display_path(path) in results)
    return RunResult(ordered, tuple(errors))
