"""The engine: discover → prefilter → parse → analyse → apply fixes → (the caller writes).

A plain library. Nothing here prints; every function returns frozen results, and a
file that cannot be processed becomes a ``FileError`` naming the file and the reason
while every other file is still processed.
"""

from __future__ import annotations

import ast
import codecs
import gc
import io
import os
import re
import tokenize
import traceback
from collections import Counter
from contextlib import ExitStack
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Set, Tuple, Type, Union

import libcst as cst

from fixmp.analysis.effects.tables import NOT_PROJECT
from fixmp.analysis.facts import Input, content_digest, inert_lines_digest, is_package_module
from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.module_bytes import (
    NAMES_A_SPAWN_METHOD,
    STAR_IMPORT,
    import_bindings,
    imported_modules,
    spellings,
    writes_any,
)
from fixmp.analysis.project import Project, ProjectReads
from fixmp.cache import ResultCache, SummaryStore
from fixmp.discover.config import ConfigError, Configurations, Settings, settings_for_file
from fixmp.discover.discovery import discover, display_path
from fixmp.fixing.fix import Fix, Replacement
from fixmp.fixing.patch import edits_between
from fixmp.model import Applicability, Edit, FileError, FileResult, Finding, Proposal, RunResult, RunStats, Shard
from fixmp.parse.codetext import CodeText, code_text
from fixmp.parse.data_elision import ELIDED_NO_FIX, readable_source
from fixmp.parse.guards import (
    ANALYSIS_STACK_BYTES,
    NO_ROOM,
    OVER_BUDGET,
    NoRoom,
    OverBudget,
    exception_chain,
    on_large_stack,
    over_budget_message,
    parse_cost_problem,
    reraise_stop,
    return_free_memory,
)
from fixmp.parse.suppressions import Suppressions, suppressions
from fixmp.parse.trees import parse_module
from fixmp.processes.workers import WorkerPool
from fixmp.progress import Progress
from fixmp.rule import Rule, RuleContext
from fixmp.rules import options_for, selected_rules

# A fix can uncover or unblock another (two rules proposing edits to one node);
# the engine re-analyses after each pass, at most this many times.
MAX_FIX_PASSES = 4


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
    consulted: Tuple[Input, ...] = ()  # what the analysis read of other files (``ModuleIndex.consulted``)
    # The modules it used whose summaries fixmp gave up on, with why (``ModuleIndex.gave_up``): each an error.
    gave_up: Tuple[Tuple[str, str], ...] = ()


# Python ends lines at \n, \r\n and \r only; str.splitlines would also split at
# form feeds and other separators that are ordinary characters inside a line.
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def source_lines(text: str) -> List[str]:
    """The lines of Python source text, each with its line ending, split where Python splits them."""
    return _LINE.findall(text)


def analyse_module(
    module: cst.Module, path: str, settings: Settings, rules: Sequence[Type[Rule]], source: Optional[bytes] = None,
    location: Optional[str] = None, silenced: Optional[Suppressions] = None,
) -> Analysis:
    """Run every rule over one parsed module (from ``source``, where given); one index serves them all.
    ``location``: the file's absolute path, where it is a file of a project (not standard input, not an
    example): its imports are then looked up among the project's modules (``fixmp.analysis.project``).
    ``silenced``: the file's suppression comments, where the caller has read them already."""
    index = ModuleIndex(module, path, source)
    index.step_budget = settings.max_steps_per_file or None
    if location is not None:
        index.attach_project(project_for(settings), location)
    default_start_method = settings.default_start_method
    if silenced is None:
        silenced = suppressions(source if source is not None else module.bytes)
    findings: List[Finding] = []
    fixes: Dict[int, Tuple[Fix, List[Finding]]] = {}
    # A fix shared by several findings (one edit that cures them together) must not
    # run when one of them is suppressed: it would change the line the user marked.
    suppressed_fixes: Set[int] = set()  # ids of the fixes
    for rule_class in rules:
        rule = rule_class()
        context = RuleContext.of(index, default_start_method, options_for(rule_class, settings))
        for violation in rule.check(context):
            if violation.assumed and not settings.preview:
                continue
            position = index.position(violation.node)
            also = violation.also_silenced_at
            if silenced.silences(rule.CODE, position.start.line) or (
                also is not None and silenced.silences(rule.CODE, index.position(also).start.line)
            ):
                if violation.fix is not None:
                    suppressed_fixes.add(id(violation.fix))
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
    for fix_id in suppressed_fixes & set(fixes):
        _, found = fixes.pop(fix_id)
        withheld = {id(finding) for finding in found}
        findings = [
            replace(finding, fix=None, fix_description=None,
                    no_fix_reason="no fix: the same edit would change a line marked `# noqa`")
            if id(finding) in withheld else finding
            for finding in findings
        ]
    findings.sort(key=lambda f: (f.line, f.column, f.code))
    proposed = tuple(ProposedFix(fix, tuple(found)) for fix, found in fixes.values())
    consulted = tuple(sorted(index.consulted, key=lambda read: (read[0], read[1] or "")))
    return Analysis(module, tuple(findings), proposed, consulted, tuple(sorted(index.gave_up)))


_PROJECTS: Dict[Tuple[Optional[Path], int], Project] = {}
# A run without a cache that may start workers keeps the summaries it makes in memory, and hands them over to its
# workers once it has read every file (``_hand_over_summaries``): without, each worker made them all again
# (lhotse at ``-j 2 --no-cache``: 28.6 s, and 23 s at ``-j 1``). In a worker, what it was handed, by project.
_KEEPING_IN_MEMORY = False
_HANDED: Dict[Tuple[Optional[Path], int], object] = {}


def project_for(settings: Settings) -> Project:
    """The project index of a configuration's root and budget, one per process and run (``run`` starts
    afresh): each module it summarises is read once however many files import it."""
    key = (settings.root, settings.max_steps_per_file)
    if key not in _PROJECTS:
        store = SummaryStore.open(settings)
        if store is None and not settings.cache:
            if key in _HANDED:
                store = SummaryStore.handed(_HANDED[key])
            elif _KEEPING_IN_MEMORY:
                store = SummaryStore.for_this_run()
        _PROJECTS[key] = Project(settings.root, settings.max_steps_per_file, store)
    return _PROJECTS[key]


# How the error of a file begins that used a module whose summary fixmp gave up on (``gave_up_errors``).
NO_SUMMARY = "no summary of the imported module"


def gave_up_errors(path: str, gave_up: Sequence[Tuple[str, str]]) -> Tuple[FileError, ...]:
    """An error of the file for each module it used whose summary fixmp gave up on: its findings are still
    reported, but one that runs through that module may be missing, and the exit status says so (2)."""
    return tuple(
        FileError(path, f"{NO_SUMMARY} {display_path(Path(module))}: {why}; what it does is unknown here, and a "
                        f"finding that runs through it may be missing")
        for module, why in gave_up)


def fix_allowed(fix: Fix, settings: Settings) -> bool:
    return fix.safety.allowed(settings.unsafe_fixes)


def _subtree(node: cst.CSTNode) -> Iterable[cst.CSTNode]:
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(current.children)


def _claims(fix: Fix) -> Set[cst.CSTNode]:
    """Nodes a fix rewrites; two fixes that claim one node cannot both apply in one pass."""
    claimed: Set[cst.CSTNode] = set()
    for node, replacement in fix.replacements:
        if callable(replacement):
            claimed.add(node)  # composes with edits below it
        else:
            claimed.update(_subtree(node))
    return claimed


def apply_fixes(module: cst.Module, fixes: Sequence[Fix]) -> Tuple[cst.Module, Tuple[Fix, ...]]:
    """Apply the fixes that do not overlap an earlier one, in one pass; return the tree and those applied."""
    applied: List[Fix] = []
    claimed: Set[cst.CSTNode] = set()
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
    imports = []
    for needed in dict.fromkeys(needed for fix in applied for needed in fix.imports):
        placed = _import_in_order(new_module, needed.module) if needed.name is None and needed.asname is None \
            else None
        if placed is not None:
            new_module = placed
        else:
            imports.append(needed)
    if imports:
        # Imported here: libcst.codemod builds libcst.matchers, a third of a second that only fixing needs.
        from libcst.codemod import CodemodContext
        from libcst.codemod.visitors import AddImportsVisitor

        context = CodemodContext()
        for needed in imports:
            AddImportsVisitor.add_needed_import(context, needed.module, needed.name, needed.asname)
        new_module = AddImportsVisitor(context).transform_module(new_module)
    return new_module, tuple(applied)


def _top_level_import(statement: cst.BaseStatement) -> Optional[Union[cst.Import, cst.ImportFrom]]:
    if isinstance(statement, cst.SimpleStatementLine) and len(statement.body) == 1 \
            and isinstance(statement.body[0], (cst.Import, cst.ImportFrom)):
        return statement.body[0]
    return None


def _imported_module(node: Union[cst.Import, cst.ImportFrom]) -> str:
    if isinstance(node, cst.Import):
        return cst.Module([]).code_for_node(node.names[0].name)
    return "." * len(node.relative) + (cst.Module([]).code_for_node(node.module) if node.module is not None else "")


def _import_in_order(module: cst.Module, name: str) -> Optional[cst.Module]:
    """``module`` with ``import name`` where isort (and ruff's ``I`` rules, at their defaults) would put it:
    in the block of top-level imports that already imports from ``name``'s package (``from torch import
    nn``), after its plain imports that sort before it and before its first ``from`` import. None where
    no such block exists (libcst's ``AddImportsVisitor`` places it then); the module itself where the
    import is there already. (AddImportsVisitor appends it after the last import: ``import torch`` under
    ``from torch import nn``, which isort reorders.)"""
    body = list(module.body)
    package = name.split(".")[0]
    imported = [(position, _top_level_import(statement)) for position, statement in enumerate(body)]
    if any(isinstance(node, cst.Import) and any(cst.Module([]).code_for_node(alias.name) == name
                                                 and alias.asname is None for alias in node.names)
           for _, node in imported if node is not None):
        return module
    first = next((position for position, node in imported
                  if node is not None and _imported_module(node).split(".")[0] == package), None)
    if first is None:
        return None
    start = first
    while start > 0 and not body[start].leading_lines and imported[start - 1][1] is not None:
        start -= 1  # (a blank line or a comment above a statement ends isort's block: its section)
    end = first
    while end + 1 < len(body) and imported[end + 1][1] is not None and not body[end + 1].leading_lines:
        end += 1
    at = next((position for position in range(start, end + 1)
               if isinstance(imported[position][1], cst.ImportFrom)
               or _imported_module(imported[position][1]).lower() > name.lower()),  # type: ignore[arg-type]
              end + 1)
    future = [position for position, node in imported if isinstance(node, cst.ImportFrom)
              and _imported_module(node) == "__future__"]
    at = max(at, future[-1] + 1) if future else at  # (``from __future__`` must stay first)
    statement = cst.parse_statement(f"import {name}\n")
    if at == start and body[start].leading_lines:  # the block's blank line or comment stays above it
        statement = statement.with_changes(leading_lines=body[start].leading_lines)
        body[start] = body[start].with_changes(leading_lines=())
    body.insert(at, statement)
    return module.with_changes(body=body)


class _FixApplier(cst.CSTTransformer):
    def __init__(self, fixes: Sequence[Fix]):
        super().__init__()
        self.replacements: Dict[cst.CSTNode, Replacement] = {}
        self.before: Dict[cst.CSTNode, List[cst.BaseStatement]] = {}
        self.after: Dict[cst.CSTNode, List[cst.BaseStatement]] = {}
        for fix in fixes:
            self.replacements.update(fix.replacements)
            for anchor, statements in fix.insert_before:
                self.before.setdefault(anchor, []).extend(statements)
            for anchor, statements in fix.insert_after:
                self.after.setdefault(anchor, []).extend(statements)

    # libcst types on_leave as returning a node of the class it was given; a replacement may be of another.
    def on_leave(  # type: ignore[override]
        self, original_node: cst.CSTNode, updated_node: cst.CSTNode
    ) -> Union[cst.CSTNode, cst.RemovalSentinel, cst.FlattenSentinel[cst.CSTNode]]:
        result: Union[cst.CSTNode, cst.RemovalSentinel] = updated_node
        if original_node in self.replacements:
            replacement = self.replacements[original_node]
            result = replacement(updated_node) if callable(replacement) else replacement
        before = self.before.get(original_node, [])
        after = self.after.get(original_node, [])
        if not before and not after:
            return result
        if isinstance(result, cst.RemovalSentinel):
            return cst.FlattenSentinel([*before, *after]) if before or after else result
        if before and hasattr(result, "leading_lines") and not getattr(before[0], "leading_lines", True):
            # The comments above the anchor describe what follows; keep them on top
            # (an inserted statement that brings its own leading lines keeps them instead).
            before = [before[0].with_changes(leading_lines=result.leading_lines), *before[1:]]
            result = result.with_changes(leading_lines=())
        return cst.FlattenSentinel([*before, result, *after])


# libcst parses and analyses about 20 KB of dense code a second (real code: ~150 KB/s);
# a file over this size is reported, not parsed, so that one generated file cannot
# hold a run up for minutes. Real source files this large are almost always data.
MAX_SOURCE_BYTES = 2 * 1024 * 1024
CODING_DECLARATION = re.compile(rb"^[ \t\f]*#.*?coding[:=][ \t]*[-\w.]+")  # PEP 263
TOO_DEEP = (
    "too deeply nested for fixmp to process (it reached Python's recursion limit); file left unchanged"
)


def _line_and_column(source: bytes, offset: int) -> Tuple[int, int]:
    line_start = source.rfind(b"\n", 0, offset) + 1
    return source.count(b"\n", 0, offset) + 1, offset - line_start + 1


def _check_text(source: bytes) -> None:
    """Raise ``SourceError`` for bytes that are not Python source text: a NUL byte, or not decodable."""
    nul = source.find(b"\0")
    if nul >= 0:
        line, column = _line_and_column(source, nul)
        raise SourceError(f"not a text file: a NUL byte at line {line}, column {column}", line)
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(source).readline)
    except SyntaxError as exc:
        if source.startswith(codecs.BOM_UTF8) and str(exc).startswith("encoding problem"):
            raise SourceError(
                "cannot decode: it starts with a UTF-8 byte-order mark but declares another encoding"
            ) from None
        if not str(exc).startswith("invalid or missing encoding declaration"):
            raise SourceError(f"cannot decode: {exc}") from None  # an unknown encoding
        encoding = "utf-8"  # no declaration, and the first lines are not UTF-8: say where
    try:
        source.decode(encoding)
    except UnicodeDecodeError as exc:
        line, column = _line_and_column(source, exc.start)
        if source.startswith(codecs.BOM_UTF8):
            origin = "as its byte-order mark says"
        elif any(CODING_DECLARATION.match(first) for first in source.splitlines()[:2]):
            origin = "as its encoding declaration says"
        else:
            origin = "(the default: it has no `# -*- coding: ... -*-` declaration)"
        raise SourceError(
            f"cannot decode: byte 0x{source[exc.start]:02x} at line {line}, column {column} "
            f"is not valid {codecs.lookup(encoding).name} {origin}", line
        ) from None


def _syntax_error(source: bytes, exc: cst.ParserSyntaxError) -> "SourceError":
    """The reason, from CPython's own parser where it agrees (exact position, messages like
    "Missing parentheses in call to 'print'"); libcst's where only libcst rejects the code."""
    try:
        compile(source, "<fixmp>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except SyntaxError as error:
        where = f"line {error.lineno}" + (f", column {error.offset}" if error.offset else "")
        return SourceError(f"syntax error at {where}: {error.msg}", error.lineno)
    except (ValueError, RecursionError, MemoryError):
        pass
    reason = exc.message.split(": ", 2)[-1] if exc.message.startswith("parser error: error at") else exc.message
    return SourceError(f"fixmp's parser (libcst) cannot parse this code, near line {exc.raw_line}: {reason}",
                       exc.raw_line)


def parse(source: bytes, path: str) -> cst.Module:
    """Parse bytes (honouring a PEP 263 declaration or BOM); raises ``SourceError`` with a clear reason."""
    _check_text(source)
    problem = parse_cost_problem(source)
    if problem is not None:
        raise SourceError(problem)
    try:
        return on_large_stack(lambda: parse_module(source))
    except cst.ParserSyntaxError as exc:
        raise _syntax_error(source, exc) from None
    except RecursionError:
        raise SourceError(TOO_DEEP) from None
    except (UnicodeDecodeError, LookupError, SyntaxError) as exc:
        raise SourceError(f"cannot decode: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - libcst raises plain exceptions for some inputs
        reraise_stop(exc)
        raise SourceError(f"cannot parse: {type(exc).__name__}: {exc}") from None


class SourceError(Exception):
    """A file fixmp cannot process; the message is the reason, ``line`` where in the file, where known."""

    def __init__(self, message: str, line: Optional[int] = None):
        super().__init__(message)
        self.line = line


class Prefilter:
    """Whether a file's bytes can interest any of the rules: the union of their ``PREFILTER`` patterns.

    A rule's ``PREFILTER`` is one bytes pattern, or a tuple of patterns that must all
    match (``(MENTIONS_MULTIPROCESSING, NAMES_A_PROCESS_START)``): a conjunction keeps
    out the many files that name multiprocessing only in passing. A pattern that is a
    plain alternation of words (``multiprocessing|ProcessPoolExecutor``) is tested
    with ``bytes.__contains__``, about eight times faster than ``re`` runs the same
    alternation over a file that matches neither; any other pattern runs as it is.
    """

    def __init__(self, rules: Sequence[Type[Rule]]):
        conjunctions = []
        for rule in rules:
            patterns = rule.PREFILTER if isinstance(rule.PREFILTER, (tuple, list)) else (rule.PREFILTER,)
            tests = tuple(_ByteTest.of(pattern) for pattern in patterns)
            conjunctions.append((tests, rule.PREFILTER_MATCHES_VALUES))
        # Rules that share their patterns (most keep the default) are tested once.
        self.conjunctions: Tuple[Tuple[Tuple[_ByteTest, ...], bool], ...] = tuple(dict.fromkeys(conjunctions))

    def __call__(self, source: bytes) -> bool:
        return any(all(test(source) for test in tests) for tests, _ in self.conjunctions)

    def in_code(self, text: CodeText) -> bool:
        """The second look: whether the patterns match the file's code (``fixmp.parse.codetext``)."""
        return any(
            all(test(text.code_and_values if values else text.code) for test in tests)
            for tests, values in self.conjunctions
        )


@dataclass(frozen=True)
class _ByteTest:
    words: Tuple[bytes, ...] = ()
    pattern: Optional["re.Pattern[bytes]"] = None

    @classmethod
    def of(cls, pattern: "re.Pattern[bytes]") -> "_ByteTest":
        words = literal_alternatives(pattern)
        return cls(pattern=pattern) if words is None else cls(words=words)

    def __call__(self, source: bytes) -> bool:
        if self.pattern is not None:
            return self.pattern.search(source) is not None
        return any(word in source for word in self.words)


def is_stub(path: str) -> bool:
    """A type stub (``.pyi``) declares types and never runs: it cannot start a process, so no rule applies."""
    return path.endswith(".pyi")


_PREFILTERS: Dict[Tuple[Type[Rule], ...], Prefilter] = {}


def prefilter_for(rules: Sequence[Type[Rule]]) -> Prefilter:
    key = tuple(rules)
    if key not in _PREFILTERS:
        _PREFILTERS[key] = Prefilter(key)
    return _PREFILTERS[key]


def literal_alternatives(pattern: "re.Pattern[bytes]", limit: int = 64) -> Optional[Tuple[bytes, ...]]:
    """The words a bytes pattern made only of literals, groups and alternatives matches; else None."""
    if not isinstance(pattern.pattern, bytes) or pattern.flags & (re.IGNORECASE | re.VERBOSE | re.LOCALE):
        return None
    try:
        try:
            from re import _constants as constants  # type: ignore[attr-defined]  # Python 3.11+
            from re import _parser as parser  # type: ignore[attr-defined]
        except ImportError:  # pragma: no cover - Python < 3.11
            import sre_constants as constants
            import sre_parse as parser
        parsed = parser.parse(pattern.pattern, pattern.flags)
    except Exception:  # noqa: BLE001 - a private module that may change: fall back to the regex
        return None

    def expand(items: Iterable[Tuple[Any, Any]]) -> Optional[List[bytes]]:  # the parser's (op, argument) pairs
        found = [b""]
        options: Optional[List[bytes]]
        for op, argument in items:
            if op == constants.LITERAL:
                options = [bytes([argument])]
            elif op == constants.IN and all(item_op == constants.LITERAL for item_op, _ in argument):
                options = [bytes([value]) for _, value in argument]
            elif op == constants.BRANCH:
                options = []
                for branch in argument[1]:
                    expanded = expand(branch)
                    if expanded is None:
                        return None
                    options.extend(expanded)
            elif op == constants.SUBPATTERN and not argument[1] and not argument[2]:
                options = expand(argument[3])
                if options is None:
                    return None
            else:
                return None
            found = [head + tail for head in found for tail in options]
            if len(found) > limit:
                return None
        return found

    try:
        words = expand(parsed)
    except (TypeError, ValueError, IndexError):
        return None
    return None if words is None else tuple(words)


def not_reproduced(source: bytes) -> str:
    """Why a file whose bytes libcst does not give back exactly is left unchanged."""
    detail = " (it ends with a lone carriage return)" if source.endswith(b"\r") else ""
    return f"fixmp's parser (libcst) does not reproduce this file byte for byte{detail}; file left unchanged"


def process_source(
    source: bytes,
    path: str,
    settings: Settings,
    *,
    fix: bool = False,
    proposals: bool = False,
    rules: Optional[Sequence[Type[Rule]]] = None,
    calls_a_start: bool = False,
    location: Optional[str] = None,
) -> FileResult:
    """Check (and with ``fix``, rewrite) one file's bytes; with ``proposals``, also each allowed fix
    applied alone, as its own patch (what ``review`` and SARIF offer). Never raises for bad input; a
    file whose analysis runs past ``settings.max_steps_per_file`` is an error for that file.
    ``calls_a_start``: the file calls what another module starts processes with, so the prefilter,
    which looks for process starts in the file itself, does not rule it out. ``location``: where the
    file lies (absolute), what its imports are looked up from; by default ``path`` where it names a
    file. A worker, which runs in another folder than the shown paths are relative to, passes it.

    The analysis runs on a thread of its own (the same stack and recursion limit whoever calls), and
    counts its steps against ``settings.max_steps_per_file``, never the time: the same bytes get the
    same answer on an idle machine and a busy one."""
    if location is None and os.path.isfile(path):
        location = os.path.abspath(path)
    try:
        return on_large_stack(lambda: _process_source(
            source, path, settings, fix=fix, proposals=proposals, rules=rules, calls_a_start=calls_a_start,
            location=location), ANALYSIS_STACK_BYTES)
    except OverBudget:
        message = over_budget_message(settings.max_steps_per_file)
        return FileResult(path, errors=(FileError(path, message),), source=source, parsed=True)
    except NoRoom as exc:
        return FileResult(path, errors=(FileError(path, str(exc)),), source=source, parsed=True)


def _process_source(
    source: bytes,
    path: str,
    settings: Settings,
    *,
    fix: bool,
    proposals: bool = False,
    rules: Optional[Sequence[Type[Rule]]],
    calls_a_start: bool = False,
    location: Optional[str] = None,
) -> FileResult:
    rules = selected_rules(settings) if rules is None else rules
    if is_stub(path):
        return FileResult(path, source=source)
    if not calls_a_start and not prefilter_for(rules)(source):
        # Checked alone (``fix_source``, a file named on the command line): one that imports a
        # project module that starts processes may call it (``from utils import run_workers``).
        calls_a_start = location is not None and calls_a_project_start(source, location, settings)
        if not calls_a_start:
            return FileResult(path, source=source)
    silenced = suppressions(source)
    exempt = silenced.file_exemption
    if exempt is not None:
        if not exempt:  # `# fixmp: noqa` on a line of its own: the whole file
            return FileResult(path, source=source)
        settings = settings.replace(ignore=settings.ignore + exempt)
        rules = selected_rules(settings)
    if len(source) > MAX_SOURCE_BYTES:
        message = (
            f"too large to analyse ({len(source) / 2**20:.1f} MiB, over fixmp's limit of "
            f"{MAX_SOURCE_BYTES / 2**20:.0f} MiB); file left unchanged (exclude it if it is generated)"
        )
        return FileResult(path, errors=(FileError(path, message),), source=source)
    # Over the parse budget only by its data tables: read without them (``fixmp.parse.data_elision``).
    readable = readable_source(source) or source  # (over the budget by its code: ``parse`` reports it)
    if not calls_a_start and parse_cost_problem(readable) is None:
        text = on_large_stack(lambda: code_text(readable))
        if text is not None and not prefilter_for(rules).in_code(text):  # named only in prose or strings
            return FileResult(path, source=source)
    try:
        module = parse(readable, path)
        analysis = analyse_module(module, path, settings, rules, readable, location, silenced)
    except SourceError as exc:
        return FileResult(path, errors=(FileError(path, str(exc), exc.line),), source=source, parsed=True)
    except RecursionError:
        return FileResult(path, errors=(FileError(path, TOO_DEEP),), source=source, parsed=True)
    if readable is not source:  # what a fix would write lacks the data: none is offered
        findings = tuple(replace(finding, fix=None, fix_description=None, no_fix_reason=ELIDED_NO_FIX)
                         for finding in analysis.findings)
        return FileResult(path, findings, gave_up_errors(path, analysis.gave_up), source=source, parsed=True,
                          proposals=() if proposals else None, consulted=analysis.consulted)
    offered = _proposals(analysis, source, path, settings) if proposals else None
    gave_up = gave_up_errors(path, analysis.gave_up)
    if not fix:
        return FileResult(path, analysis.findings, gave_up, source=source, parsed=True, proposals=offered,
                          consulted=analysis.consulted)
    result = _fixed(analysis, source, path, settings, rules, location)
    return replace(result, errors=result.errors + gave_up, proposals=offered, consulted=analysis.consulted)


def _proposals(analysis: Analysis, source: bytes, path: str, settings: Settings) -> Tuple[Proposal, ...]:
    """Each fix the settings allow, applied alone to the original tree and checked as ``fix`` checks
    its rewrite (``rewrite_problem``), as a patch: in file order of the findings it answers."""
    reproduced = analysis.module.bytes == source
    offered = []
    for proposed in analysis.fixes:
        if not fix_allowed(proposed.fix, settings):
            continue
        answers = tuple(sorted(finding.key for finding in proposed.findings))
        problem = None if reproduced else not_reproduced(source)
        edits: Tuple[Edit, ...] = ()
        if problem is None:
            try:
                new_module, applied = apply_fixes(analysis.module, [proposed.fix])
                new_source = new_module.bytes
                problem = (rewrite_problem(source, new_source, path) if applied and new_source != source
                           else "the fix changes nothing on its own")
            except Exception as exc:  # noqa: BLE001 - a rule bug must not lose the file: report it, offer nothing
                reraise_stop(exc)
                problem = f"internal error while fixing: {type(exc).__name__}: {exc}"
            if problem is None:
                edits = edits_between(source, new_source)
        offered.append(Proposal(proposed.fix.description, proposed.fix.safety, answers, edits, problem))
    return tuple(sorted(_one_per_patch(offered), key=lambda proposal: proposal.answers))


def _one_per_patch(offered: Sequence[Proposal]) -> List[Proposal]:
    """Fixes of different findings that make the same patch (two rules' spawn context for one start) are
    one proposal answering all of them: ``review`` asks once, SARIF carries the patch once."""
    where: Dict[Tuple[Edit, ...], int] = {}  # a patch -> its place in ``merged``
    merged: List[Proposal] = []
    for proposal in offered:
        if not proposal.edits or proposal.edits not in where:
            if proposal.edits:
                where[proposal.edits] = len(merged)
            merged.append(proposal)
            continue
        earlier = merged[where[proposal.edits]]
        safety = Applicability.UNSAFE if Applicability.UNSAFE in (earlier.safety, proposal.safety) else earlier.safety
        merged[where[proposal.edits]] = replace(
            earlier, safety=safety, answers=tuple(sorted(set(earlier.answers) | set(proposal.answers))))
    return merged


def _fixed(
    analysis: Analysis, source: bytes, path: str, settings: Settings, rules: Sequence[Type[Rule]],
    location: Optional[str],
) -> FileResult:
    """The file with every allowed fix applied until nothing changes, checked before it may be written."""
    try:
        new_module, fixed = _fix_until_stable(analysis, path, settings, rules, location)
        new_source = None if new_module is analysis.module else new_module.bytes
        # A rewrite keeps every untouched byte only if libcst reproduces the file exactly;
        # it does not, for one, keep a lone carriage return that ends the file.
        reproduced = new_source is None or analysis.module.bytes == source
    except RecursionError:
        return FileResult(path, analysis.findings, (FileError(path, TOO_DEEP),), source=source, parsed=True)
    except Exception as exc:  # noqa: BLE001 - a rule bug must not lose the file: report it, write nothing
        reraise_stop(exc)
        message = f"internal error while fixing, file left unchanged: {internal_error(exc)}"
        return FileResult(path, analysis.findings, (FileError(path, message),), source=source, parsed=True)
    if not reproduced:
        return FileResult(path, analysis.findings, (FileError(path, not_reproduced(source)),), source=source, parsed=True)
    findings = tuple(replace(f, fixed=True) if f in fixed else f for f in analysis.findings)
    if new_source is None:
        return FileResult(path, findings, source=source, parsed=True)
    problem = rewrite_problem(source, new_source, path)
    if problem is not None:
        return FileResult(path, analysis.findings, (FileError(path, f"{problem}; file left unchanged"),),
                          source=source, parsed=True)
    return FileResult(path, findings, source=source, fixed_source=new_source, parsed=True)


def rewrite_problem(source: bytes, new_source: bytes, path: str) -> Optional[str]:
    """Why ``new_source``, a rewrite of ``source``, must not be written; None where it may.

    The one check every consumer of a fix makes (``fix``, ``review``, SARIF, ``fix --verify``),
    so that they cannot disagree about the same fix.
    """
    try:
        compile(new_source, path, "exec", dont_inherit=True)
    except RecursionError:
        return TOO_DEEP.replace("; file left unchanged", "")
    except (SyntaxError, ValueError) as exc:
        if not _compiles(source, path) and _parses(new_source):
            # Syntax newer than the Python fixmp runs on (`type X = ...` under 3.11): this
            # Python cannot compile the original either, so libcst's parse is the check.
            return None
        return f"internal error: the fixed file would not compile ({exc})"
    return None


def _compiles(source: bytes, path: str) -> bool:
    try:
        compile(source, path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError):
        return False
    return True


def _parses(source: bytes) -> bool:
    try:
        on_large_stack(lambda: parse_module(source))
    except Exception as exc:  # noqa: BLE001 - any parser failure means no
        reraise_stop(exc)
        return False
    return True


def _fix_until_stable(
    analysis: Analysis, path: str, settings: Settings, rules: Sequence[Type[Rule]], location: Optional[str]
) -> Tuple[cst.Module, Set[Finding]]:
    """Apply fixes, re-analysing after each pass (capped), so one run reaches a fixed point; the new
    module, and the original findings it fixed.

    Which are fixed is read from the last analysis, counted over every pass: of each rule's
    original findings, as many as the rewritten file still has remain (those without an allowed
    fix first, then those the first pass did not answer), and the others are fixed. So a patch
    that answers two findings fixes both, a finding answered in a later pass is fixed too, and an
    edit that changes nothing fixes nothing."""
    module = analysis.module
    answered_first: Set[Finding] = set()
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
                    answered_first.update(proposed.findings)
        # Re-parse: positions and the index must describe the new code.
        module = parse(module.bytes, path)
        current = analyse_module(module, path, settings, rules, location=location)
    if module is analysis.module or module.code == analysis.module.code:
        return analysis.module, set()  # nothing changed: nothing is fixed (and no code to regenerate)
    still = Counter(finding.code for finding in current.findings)

    def keeps_first(finding: Finding) -> Tuple[bool, bool]:
        return (finding.fix is not None and finding.fix.allowed(settings.unsafe_fixes), finding in answered_first)

    fixed: Set[Finding] = set()
    for finding in sorted(analysis.findings, key=keeps_first):
        if still[finding.code] > 0:
            still[finding.code] -= 1
        else:
            fixed.add(finding)
    return module, fixed


def fix_source(source: str, path: str, settings: Settings) -> str:
    """The source with every allowed fix applied (for fixtures and tests); raises ``SourceError``."""
    result = process_source(source.encode("utf-8"), path, settings, fix=True)
    if result.errors:
        raise SourceError("; ".join(error.message for error in result.errors))
    return (result.fixed_source or source.encode("utf-8")).decode("utf-8")


def unreadable(shown: str, exc: OSError) -> FileResult:
    """The result for a file that could not be read: an error naming it and the reason."""
    return FileResult(shown, errors=(FileError(shown, f"cannot read: {exc.strerror or exc}"),))


# Below this many candidate bytes for each process, a worker (a fresh interpreter that
# imports libcst and the rules, about 0.3 s) costs more than parsing the files here (~0.7 MB/s).
BYTES_PER_WORKER = 256 * 1024
# A chunk of work sent to a worker: small files travel together, a large one alone.
CHUNK_BYTES = 128 * 1024
# A file its imports brought back (``calls_a_project_start``) is run as a program through the modules of its project,
# and costs what they do more than its own bytes (sentence-transformers' examples: 2-5 KB each, 0.1-0.4 s each, 143
# of them run in this process alone at ``-j 2``). Counted as at least this many bytes, for the workers worth
# starting and in the chunks.
CALLER_BYTES = 32 * 1024


def available_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not Linux
        return os.cpu_count() or 1


def process_limit(jobs: Optional[int]) -> int:
    """The processes a run may use, this one included: ``--jobs``, else one per core."""
    return jobs if jobs is not None and jobs > 0 else available_cores()


def worker_count(jobs: Optional[int], candidates: int, candidate_bytes: int) -> int:
    """Worker processes worth starting besides this one, which parses too (``jobs`` counts it); 0: none."""
    return max(0, min(process_limit(jobs), candidates, candidate_bytes // BYTES_PER_WORKER) - 1)


class _FewerCollections:
    """Collect cyclic garbage less often while trees are built.

    A parse allocates about a million objects, none of them in cycles, and each
    young-generation collection walks them all the same: with the default
    thresholds the collector takes a tenth of the time of parsing and analysing.
    """

    THRESHOLDS = (100_000, 50, 100)

    def __enter__(self) -> "_FewerCollections":
        self.saved = gc.get_threshold()
        gc.set_threshold(*self.THRESHOLDS)
        return self

    def __exit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc: Optional[BaseException],
        traceback: Optional[TracebackType],
    ) -> None:
        gc.set_threshold(*self.saved)


def _keep_source(result: FileResult) -> FileResult:
    """Drop the bytes of a file with nothing to show or fix: a large repository's bytes need not stay in memory."""
    if result.findings or result.errors or result.fixed_source is not None or result.source is None:
        return result
    return replace(result, source=None)


def internal_error(exc: BaseException) -> str:
    """One line for a bug: the exception's type, its message cut short (a KeyError of a tree node
    would print the whole subtree), and where in fixmp or a rule it was raised. Never raises: an
    exception whose text cannot be made (a node's repr past the recursion limit) is named alone."""
    try:
        text = str(exc).splitlines()[0] if str(exc) else ""
    except Exception:  # noqa: BLE001 - the description of a failure must not fail in turn
        text = ""
    if len(text) > 120:
        text = text[:117] + "..."
    where = ""
    for frame, line in traceback.walk_tb(exc.__traceback__):
        # By module, not by path: a checkout's own folder may be called fixmp too.
        module = str(frame.f_globals.get("__name__", ""))
        if module == "fixmp" or module.startswith("fixmp."):
            where = f" (at {module.replace('.', '/')}.py:{line})"
    return f"{type(exc).__name__}: {text}{where}"


OUT_OF_MEMORY = "ran out of memory while analysing it; file left unchanged (exclude it if it is generated)"


def file_failure(exc: BaseException) -> str:
    """Why one file could not be processed, from an exception its analysis raised: past Python's
    recursion limit or out of memory (anywhere in the exception's chain: libcst turns a RecursionError
    into a KeyError as it unwinds), else a bug, named with where it was raised."""
    for behind in exception_chain(exc):
        if isinstance(behind, RecursionError):
            return TOO_DEEP
        if isinstance(behind, MemoryError):
            return OUT_OF_MEMORY
    return f"internal error, file not checked: {internal_error(exc)}"


def _process_candidate(
    source: bytes, shown: str, location: str, settings: Settings, fix: bool, proposals: bool,
    rules: Sequence[Type[Rule]], calls_a_start: bool = False,
) -> Tuple[FileResult, bool]:
    """One candidate's result, and whether it may be cached (what ``check`` reports for these bytes).
    ``location``: its absolute path, the same in this process and in a worker."""
    try:
        result = process_source(source, shown, settings, fix=fix, proposals=proposals, rules=rules,
                                calls_a_start=calls_a_start, location=location)
    except Exception as exc:  # noqa: BLE001 - a rule bug must cost one file, not the run
        reraise_stop(exc)
        return FileResult(shown, errors=(FileError(shown, file_failure(exc)),), source=source, parsed=True), False
    finally:
        return_free_memory()  # what its trees and evaluation freed, before the next file's peak
    cacheable = not fix or (
        result.fixed_source is None and not result.errors and not any(f.fixed for f in result.findings)
    )
    # Over budget is not cached: the budget is not part of the cache key, and a larger one would find more
    # (a module's summary given up on too: it ran under the file's budget; nor a thread that could not start).
    cacheable = cacheable and not any(error.message.startswith((OVER_BUDGET, NO_SUMMARY, NO_ROOM))
                                      for error in result.errors)
    return _keep_source(result), cacheable


# shown path, absolute path, the file's settings, whether it is read for calling another module's start
ChunkItem = Tuple[str, str, Settings, bool]


def analyse_chunk(
    shared: Tuple[bool, bool], chunk: Sequence[Union[ChunkItem, "HandedSummaries"]]
) -> Iterator[Tuple[FileResult, bool, Optional[str]]]:
    """In a worker (``fixmp.processes.workers``): each file's result, whether it may be cached, and the digest of its bytes.

    The worker reads the files itself, by absolute path (it runs in another folder):
    only names, settings and results cross the pipes, and, in a run without a cache, the summaries this
    process made while it read the files (``HandedSummaries``, a chunk of its own, before the first).
    """
    fix, proposals = shared
    with _FewerCollections():
        for item in chunk:
            if isinstance(item, HandedSummaries):
                _HANDED[item.project] = item.data
                continue
            shown, path, settings, calls_a_start = item
            try:
                source = Path(path).read_bytes()
            except OSError as exc:
                yield unreadable(shown, exc), False, None
                continue
            result, cacheable = _process_candidate(source, shown, path, settings, fix, proposals,
                                                   selected_rules(settings), calls_a_start)
            yield result, cacheable, content_digest(source)


Candidate = Tuple[str, bytes, Path, Settings]  # shown path, bytes, path, the file's settings


def _chunks(candidates: Sequence[Candidate], least: int = 0) -> List[List[Candidate]]:
    """Largest first, so that no large file is left to run alone at the end; small files grouped. ``least``: the
    bytes each file counts as at least (``CALLER_BYTES``)."""
    ordered = sorted(candidates, key=lambda candidate: len(candidate[1]), reverse=True)
    chunks: List[List[Candidate]] = []
    current: List[Candidate] = []
    size = 0
    for candidate in ordered:
        current.append(candidate)
        size += max(len(candidate[1]), least)
        if size >= CHUNK_BYTES:
            chunks.append(current)
            current, size = [], 0
    if current:
        chunks.append(current)
    return chunks


# A program's entry: ``if __name__ == "__main__":`` (either quotes).
MAIN_GUARD = re.compile(rb"""^if\s+__name__\s*==\s*['"]__main__['"]\s*:""", re.MULTILINE)
# A flat script's call at its top level: ``main()``, ``results = run_pipeline()``, a dispatch table's
# ``COMMANDS[command](args)``. (Or a block at its top level whose header calls: ``for seed, score in
# launch_scorers(...):``.)
TOP_LEVEL_CALL = re.compile(
    rb"^(?:[A-Za-z_][\w.]*\s*=\s*|(?:for|with|while)\b[^\n#(]*?)?[A-Za-z_][\w.]*(?:\[(?:[^][\n]|\[[^][\n]*\])*\])?\(",
    re.MULTILINE)


# The program names multiprocessing itself (a context it hands a launcher of its project).
MULTIPROCESSING_NAMED = re.compile(rb"\bmultiprocessing\b|ProcessPoolExecutor")


def is_installed(path: Path) -> bool:
    """A file of an installed package (under ``site-packages`` or ``dist-packages``): never the user's own."""
    return any(part in ("site-packages", "dist-packages") for part in path.parts)


def calls_a_project_start(source: bytes, location: str, settings: Settings) -> bool:
    """Whether a file the prefilter ruled out (it names no process start of its own) may still start
    processes through its project: it imports a project module with a top-level function or class
    whose text names a process start, and names it (``from launch import run_workers``, ``import
    launch as L``; ``Project.start_names``), or it star-imports a module that may hand it ``mp`` and
    would pass the prefilter with it. Decided from the file's bytes and the project's modules alone,
    so a file gets the same answer checked alone, with its folder, or as part of any other scan."""
    if is_installed(Path(location)):
        return False  # an installed package's imports are never the user's project modules
    project = project_for(settings)
    # (Each pattern after a substring test: most files name neither, and ``re`` tries a ``^`` or ``\b`` at each byte.)
    program = (b"__main__" in source and MAIN_GUARD.search(source) is not None) or (
        TOP_LEVEL_CALL.search(source) is not None and not is_package_module(location, project))
    # What it imports, and what it may import by a name made at run time (a plugin loader's).
    made_names = project.dynamically_imported(location, source)
    modules = imported_modules(source) + made_names
    # A module it imports makes a multiprocessing primitive and one names a process start: the child's
    # context may come from the program's settings, the primitive from the default context (FMP007).
    primitive_and_start = program and any(project.makes_a_primitive(location, module) for module in modules) \
        and any(project.names_a_process_start(location, module) for module in modules)
    if program and b"torch" not in source:
        # Only a torch program is followed so (the hangs are torch's): it names torch, or a module of
        # the project it imports does, or one that module imports. Or one importing a module that starts
        # a spawn or forkserver child, which pickles what it is handed whatever the program (a lambda in
        # a ``functools.partial`` handed to a forkserver executor), or one that sets the start method
        # (each plugin's ``setup()`` calling it: the second raises, torch or not). Not one that reaches a
        # setting further away: every test of the standard library would be followed (and parsed) through
        # ``test.support``. Or one that names a spawn
        # or forkserver method itself and imports a module that starts processes (``ctx.Process`` of the
        # spawn context it hands over, given a fork-context ``Event``).
        names_a_spawn_method = NAMES_A_SPAWN_METHOD.search(source) is not None
        # (A module it imports by a name made at run time, a ``module:function`` spec of its settings,
        # that starts processes: with a method its settings may name, spawn among them.)
        program = any(project.reaches_torch(location, module) or project.starts_a_spawn_child(location, module)
                      or project.sets_the_start_method(location, module)
                      or ((names_a_spawn_method or module in made_names)
                          and project.starts_processes_itself(location, module))
                      for module in modules) or primitive_and_start
    names_multiprocessing = (b"multiprocessing" in source or b"ProcessPoolExecutor" in source) \
        and MULTIPROCESSING_NAMED.search(source) is not None
    loader_workers = b"DataLoader" in source and b"num_workers" in source
    sets_threads = b"set_num_threads" in source
    bindings = import_bindings(source)
    for module in modules:
        # First the module's bytes (no parse), then, for a module this file may use so, its summary.
        # (Written as its imports bind them: ``L.run_workers`` of ``import launch as L``, not any word
        # ``run_workers``; ``compile`` of a module would otherwise bring back every file calling ``re.compile``.)
        if writes_any(spellings(bindings.get(module), project.start_names(location, module)), source):
            facts = project.facts(location, module, light=True)
            if facts is not None and writes_any(
                    spellings(bindings.get(module), {name.split(".")[0] for name in facts.starts}), source):
                return True
            if facts is not None and facts.gave_up:
                return True  # what it starts is unknown: analysed, its error names the module given up on
        # A program is followed through whatever it imports (``fixmp.analysis.effects``): a start a
        # registry or a decorator's wrapper reaches is still its own.
        if program and project.reaches_a_start(location, module, names_multiprocessing):
            return True
        # ...and FMP006 follows the start-method settings it runs through them (a plugin's at import,
        # then a helper's): the second raises "context has already been set".
        if program and project.reaches_a_start_method(location, module):
            return True
        if program:
            # ...and the DataLoader workers it forks, when something raises their thread count again.
            loader, threads = project.reaches_loader_workers_with_threads(location, module)
            loader_workers, sets_threads = loader_workers or loader, sets_threads or threads
    if (program and loader_workers and sets_threads) or primitive_and_start:
        return True
    return b"import *" in source and _star_imports_a_start(source, location, settings)


def _inert_lines_now(settings: Settings, path: str) -> Optional[str]:
    """The digest of the import lines of the module at ``path`` where it is inert now, as a program run of the
    project of ``settings`` reads it (``Project.inert_imports``); None where it is not (``ResultCache.inert_lines``)."""
    lines = project_for(settings).inert_imports(Path(path), NOT_PROJECT)
    return inert_lines_digest(lines) if lines is not None else None


def _import_verdict(source: bytes, location: str, settings: Settings) -> bool:
    """``calls_a_project_start``; where it made summaries, the memory their trees freed is handed back before
    the next file (``return_free_memory``): most files make none, and cost no call."""
    if is_installed(Path(location)):
        return False  # (as ``calls_a_project_start`` answers, before any project is opened for it)
    project = project_for(settings)
    made = project.summaries_made, project.parses
    try:
        return calls_a_project_start(source, location, settings)
    finally:
        if (project.summaries_made, project.parses) != made:
            return_free_memory()


def _star_imports_a_start(source: bytes, location: str, settings: Settings) -> bool:
    """``from common import *`` of a project module that may start processes may bind ``mp``
    (``ModuleIndex.adopt_star_imports``): the file passes if the rules' patterns would match it with a
    multiprocessing import added."""
    if not project_for(settings).star_imports_hand_on_multiprocessing(location, source):
        return False
    return prefilter_for(selected_rules(settings))(source + b"\nimport multiprocessing\n")


def _summarise_star_imports(candidates: Sequence[Candidate]) -> None:
    """Make the summaries of the modules the candidates star-import, which each candidate's analysis asks for
    before anything else (``ModuleIndex.adopt_star_imports``), here, once, before the candidates are shared
    among the workers: a cycle of star imports had cost every process the whole cycle's rounds. Only where
    they are kept (a worker takes them from the store, or is handed them). A summary that fails here, for want
    of room or of steps too, fails again in the candidate's own analysis, which reports it."""
    for _, source, path, settings in candidates:
        if not (settings.cache or _KEEPING_IN_MEMORY) or b"import *" not in source:
            continue
        project = project_for(settings)
        location = os.path.abspath(path)
        for match in STAR_IMPORT.finditer(source):
            try:
                project.facts(location, match.group(1).decode("ascii", "replace"), light=True)
            except (NoRoom, OverBudget):  # (no thread could start, or over budget: the candidate's error says so)
                continue
            except Exception as exc:  # noqa: BLE001 - reported where the candidate asks again
                reraise_stop(exc)


@dataclass(frozen=True)
class HandedSummaries:
    """The summaries a run without a cache made while it read the files, as a chunk's one item for each worker
    (``analyse_chunk``): a worker takes them instead of making them again."""

    project: Tuple[Optional[Path], int]  # (its root, its budget of steps), as ``_PROJECTS`` keys it
    data: object  # ``SummaryStore.handed_over``


def _hand_over_summaries(pool: WorkerPool) -> None:
    """Give every worker the summaries kept in memory (``_KEEPING_IN_MEMORY``) before its first candidate."""
    handed = [HandedSummaries(key, project.store.handed_over(project)) for key, project in _PROJECTS.items()
              if isinstance(project.store, SummaryStore) and project.store.file is None]
    if handed:
        pool.to_each_worker(handed)


def _save_summaries() -> Optional[str]:
    """Write the summaries this process made to each project's store; why one could not be written, or None."""
    error = None
    for project in _PROJECTS.values():
        if isinstance(project.store, SummaryStore):
            project.store.save(project)
            error = error or project.store.error
    return error


def _cache_hit_usable(result: FileResult, settings: Settings, fix: bool, proposals: bool) -> bool:
    """In ``fix``, a cached result serves only a file with no fix to apply (nothing to rewrite); asked for
    proposals, only one that has them or has no fix to propose."""
    fixable = any(f.fix is not None and f.fix.allowed(settings.unsafe_fixes) for f in result.findings)
    if fix and fixable:
        return False
    return not (proposals and fixable and result.proposals is None)


def run(
    paths: Sequence[Path],
    settings: Union[Settings, Configurations],
    *,
    fix: bool = False,
    proposals: bool = False,
    jobs: Optional[int] = None,
    progress: Optional[Callable[[Progress], None]] = None,
    shard: Optional[Shard] = None,
) -> RunResult:
    """Check (or fix, without writing) every Python file under ``paths``; with ``proposals``, each result
    also carries each allowed fix alone, as its own patch (what ``review`` and SARIF offer).

    ``settings`` applies to every file, or, as ``Configurations``, each file gets
    those of its nearest configuration. The prefilter reads every file here,
    cheaply; only the candidates it passes are parsed (after its second look, at
    their code alone: ``fixmp.parse.codetext``), in worker processes where there are
    enough of their bytes to pay for starting them; the workers start while the
    files are still read. Then the files it ruled out that call what a module of
    their project starts processes with (``calls_a_project_start``) are analysed too. With
    ``settings.cache``, a candidate whose bytes are unchanged since an earlier run
    takes that run's result instead of being parsed. A result keeps its file's
    bytes only where it has findings, errors or a rewrite, so that a large
    repository's sources do not all stay in memory.
    """
    settings_of = settings.for_path if isinstance(settings, Configurations) else (lambda path: settings)
    # What the project index found is true for one run: files come and go between runs (the
    # workers are new processes each run; this process forgets here).
    _PROJECTS.clear()
    global _KEEPING_IN_MEMORY
    _KEEPING_IN_MEMORY = process_limit(jobs) > 1
    state = Progress()

    def report(**changes: Any) -> None:  # fields of Progress
        nonlocal state
        if progress:
            state = replace(state, **changes)
            progress(state)

    files, errors = discover(paths, settings_of, on_found=lambda count: report(files_found=count))
    if shard is not None:
        files = [path for path in files if shard.holds(display_path(path))]
    report(files_found=len(files), finding_done=True)
    caches: Dict[Settings, Optional[ResultCache]] = {}
    results: Dict[str, FileResult] = {}
    order: List[str] = []
    candidates: List[Tuple[str, bytes, Path, Settings]] = []
    # shown path -> (path, content digest, the cache of its settings)
    where: Dict[str, Tuple[Path, Optional[str], Optional[ResultCache]]] = {}
    not_candidates: Dict[ResultCache, List[Path]] = {}
    candidate_bytes = caller_bytes = cached = 0
    total = len(files)
    pool: Optional[WorkerPool] = None
    # Files the prefilter ruled out that call what a module of their project starts processes with
    # (``calls_a_project_start``): analysed after the candidates.
    callers: List[Tuple[str, bytes, Path, Settings]] = []
    # What the files read hold (their absolute paths' digests): the cache's checks of what a kept result or
    # verdict read take them instead of reading and hashing each file again (``ResultCache.take_digests``).
    digests_read: Dict[str, str] = {}
    # The files whose bytes an earlier run kept a result or a verdict for, decided once every file is read:
    # (shown, path, settings, cache, digest, the bytes where they are kept: a candidate's).
    decided_later: List[Tuple[str, Path, Settings, ResultCache, str, Optional[bytes]]] = []
    with ExitStack() as stack:

        def grow_the_pool() -> None:
            """Workers start as soon as they are worth it: they boot (import libcst) while the rest is read."""
            nonlocal pool
            wanted = worker_count(jobs, len(candidates) + len(callers), candidate_bytes + caller_bytes)
            if wanted > (pool.size if pool is not None else 0):
                if pool is None:
                    pool = stack.enter_context(WorkerPool(wanted, "fixmp.engine:analyse_chunk", (fix, proposals)))
                else:
                    pool.grow(wanted)

        def decide(shown: str, path: Path, source: bytes, file_settings: Settings, cache: Optional[ResultCache],
                   digest: Optional[str], ruled_out: bool, reading: bool) -> None:
            """Whether the file is analysed, as a candidate or as a file its imports bring back, or ruled out, or
            takes a kept result. ``ruled_out``: the prefilter's verdict on ``source``, or a stub's. ``reading``: the
            files are still being read, and what a kept result or verdict read is checked after (``decided_later``)."""
            nonlocal candidate_bytes, caller_bytes, cached
            calls_a_start = False
            kept_for = cache is not None and digest is not None and not is_installed(Path(os.path.abspath(path)))
            if ruled_out:
                if not is_stub(shown):
                    # Decided in an earlier run, from what the project phase read then, all still so; else now.
                    # (Not an installed package's file: its look is no look, ``calls_a_project_start``.)
                    known = cache.import_verdict(path, digest) if kept_for and cache and digest else None
                    if known is not None:
                        calls_a_start = known
                    else:
                        try:
                            calls_a_start = _import_verdict(source, os.path.abspath(path), file_settings)
                        except NoRoom:  # a summary could not start here: analysed, where it is an error for the file
                            calls_a_start = True
                        else:
                            if kept_for and cache and digest:
                                cache.keep_import_verdict(path, digest, calls_a_start)
                if not calls_a_start:
                    results[shown] = FileResult(shown)
                    if cache is not None:
                        not_candidates.setdefault(cache, []).append(path)
                    return
            elif cache is not None:
                cache.forget_import_verdicts([path])  # it names a start now
            if cache is not None:
                digest = digest or content_digest(source)
                if reading and not calls_a_start and cache.holds_a_result(path, digest):
                    decided_later.append((shown, path, file_settings, cache, digest, source))
                    return
                hit = cache.get(path, shown, digest, source)
                if hit is not None and _cache_hit_usable(hit, file_settings, fix, proposals):
                    results[shown] = hit
                    cached += 1
                    return
            where[shown] = (path, digest, cache)
            if calls_a_start:
                callers.append((shown, source, path, file_settings))
                caller_bytes += max(len(source), CALLER_BYTES)
                grow_the_pool()
                return
            candidates.append((shown, source, path, file_settings))
            candidate_bytes += len(source)
            grow_the_pool()

        for read, path in enumerate(files, start=1):
            report(files_read=read)
            shown = display_path(path)
            order.append(shown)
            try:
                file_settings = settings_for_file(settings, path)  # per-file-ignores applied
            except ConfigError as exc:  # this file's configuration is unusable: the others are still done
                results[shown] = FileResult(shown, errors=(FileError(shown, str(exc)),))
                continue
            rules = selected_rules(file_settings)
            if file_settings not in caches:
                opened = caches[file_settings] = ResultCache.open(file_settings, rules) if file_settings.cache else None
                if opened is not None:
                    opened.inert_lines = partial(_inert_lines_now, file_settings)
            cache = caches[file_settings]
            try:
                source = path.read_bytes()
            except OSError as exc:
                results[shown] = unreadable(shown, exc)
                continue
            digest = None
            if cache is not None:
                digest = content_digest(source)
                digests_read[os.path.abspath(path)] = digest
                if not is_stub(shown) and cache.ruled_out_before(path, digest):
                    # The prefilter's verdict on these bytes is known (they name no start: a verdict on what their
                    # imports start was kept for them), and that verdict is asked once every file is read.
                    decided_later.append((shown, path, file_settings, cache, digest, None))
                    continue
            decide(shown, path, source, file_settings, cache, digest,
                   is_stub(shown) or not prefilter_for(rules)(source), reading=True)

        for cache in {cache for _, _, _, cache, _, _ in decided_later}:
            cache.take_digests(digests_read)
        for shown, path, file_settings, cache, digest, kept_source in decided_later:
            if kept_source is None and cache.import_verdict(path, digest) is False:
                results[shown] = FileResult(shown)
                not_candidates.setdefault(cache, []).append(path)
                continue
            if kept_source is not None:
                decide(shown, path, kept_source, file_settings, cache, digest, False, reading=False)
                continue
            try:  # brought back by its imports, or its verdict is no longer known: its bytes again
                again = path.read_bytes()
            except OSError as exc:
                results[shown] = unreadable(shown, exc)
                continue
            digest_again = content_digest(again)
            if digest_again == digest:
                decide(shown, path, again, file_settings, cache, digest, True, reading=False)
            else:  # changed since it was read: decided as a file first read
                decide(shown, path, again, file_settings, cache, digest_again,
                       not prefilter_for(selected_rules(file_settings))(again), reading=False)

        report(reading_done=True, candidates=len(candidates), candidate_bytes=candidate_bytes)
        sources = {shown: source for shown, source, _, _ in candidates}

        def take(result: FileResult, cacheable: bool, digest: Optional[str] = None) -> None:
            """Keep a result; cache it under the digest of the bytes it was made from."""
            results[result.path] = result
            report(candidates_done=state.candidates_done + 1,
                   candidate_bytes_done=state.candidate_bytes_done + len(sources[result.path]))
            path, digest_read_here, cache = where[result.path]
            digest = digest or digest_read_here
            if cache is not None and digest is not None:
                if cacheable:
                    cache.put(path, digest, result)
                else:
                    cache.forget([path])

        def here(chunk: Sequence[ChunkItem]) -> None:
            with _FewerCollections():
                for shown, location, file_settings, calls_a_start in chunk:
                    take(*_process_candidate(sources[shown], shown, location, file_settings, fix, proposals,
                                             selected_rules(file_settings), calls_a_start))

        def from_worker(output: Tuple[FileResult, bool, Optional[str]]) -> None:
            take(*output)

        def crashed(item: ChunkItem, why: str) -> None:
            shown = item[0]
            message = f"fixmp's worker process {why} while analysing this file; file left unchanged"
            take(FileResult(shown, errors=(FileError(shown, message),), source=sources[shown], parsed=True), False)

        def analyse(batch: Sequence[Candidate], calls_a_start: bool) -> None:
            chunks = [
                [(shown, os.path.abspath(path), file_settings, calls_a_start) for shown, _, path, file_settings in chunk]
                for chunk in _chunks(batch, CALLER_BYTES if calls_a_start else 0)
            ]
            if pool is None:
                for chunk in chunks:
                    here(chunk)
            else:
                pool.map(chunks, here=here, take=from_worker, crashed=crashed)

        if pool is not None:
            # The summaries this process made while it read (of the modules the files it ruled out import), and
            # those every candidate asks for first, are written now, for the workers: each takes them instead of
            # making them again (``SummaryStore``).
            _summarise_star_imports(candidates)
            _save_summaries()
            _hand_over_summaries(pool)
        analyse(candidates, calls_a_start=False)
        # A file that only calls another module's function that starts processes names no process
        # start itself: the prefilter ruled it out, its imports brought it back.
        sources.update((shown, source) for shown, source, _, _ in callers)
        if callers:
            # (Their bytes are analysed too: counted in the total, or the progress passes 100 %.)
            report(candidates=len(candidates) + len(callers),
                   candidate_bytes=candidate_bytes + sum(len(source) for _, source, _, _ in callers))
            analyse(callers, calls_a_start=True)
        workers = pool.size if pool is not None else 0
    cache_error = None
    for file_settings, cache in caches.items():
        if cache is not None:
            cache.forget(not_candidates.get(cache, []))
            project = _PROJECTS.get((file_settings.root, file_settings.max_steps_per_file))
            cache.save(project.reads() if project is not None else ProjectReads())
            cache_error = cache_error or cache.error
    cache_error = cache_error or _save_summaries()
    stats = RunStats(
        files=total,
        candidates=len(candidates) + len(callers) + cached,
        candidate_bytes=candidate_bytes,
        parsed=sum(1 for shown in sources if results[shown].parsed),
        cached=cached,
        workers=workers,
        cache_error=cache_error,
        summaries=sum(project.summaries_made for project in _PROJECTS.values()),
        summaries_kept=sum(project.summaries_kept for project in _PROJECTS.values()),
        parses=sum(project.parses for project in _PROJECTS.values()),
    )
    return RunResult(tuple(results[shown] for shown in order if shown in results), tuple(errors), stats)
