"""Each proposed fix of a file, applied on its own: what review shows and SARIF offers.

``fixmp fix`` applies every allowed fix together (and re-analyses until nothing
changes); a person reviewing, or a SARIF consumer, decides fix by fix, so each
fix is also applied alone to the original tree, and any accepted subset is
applied together in one pass.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence, Tuple, Type

import libcst as cst

from fixmp.config import Settings
from fixmp.engine import (
    Analysis,
    ProposedFix,
    SourceError,
    analyse_module,
    apply_fixes,
    fix_allowed,
    not_reproduced,
    parse,
    rewrite_problem,
)
from fixmp.rules import Fix, Rule, selected_rules


@dataclass(frozen=True, eq=False)
class FixPreview:
    """One proposed fix and the file as it would be with that fix alone."""

    proposed: ProposedFix
    new_source: Optional[bytes]  # None where the fix cannot be applied on its own
    problem: Optional[str] = None  # why not

    @property
    def first_line(self) -> int:
        return min(finding.line for finding in self.proposed.findings)


@dataclass(frozen=True, eq=False)
class FileProposals:
    path: str
    source: bytes
    analysis: Analysis
    previews: Tuple[FixPreview, ...]  # in file order


def apply_together(module: cst.Module, fixes: Sequence[Fix], path: str) -> Tuple[bytes, Tuple[Fix, ...]]:
    """The file with ``fixes`` applied in one pass, and those applied (a fix overlapping an earlier one is not).

    Raises ``SourceError`` where a fix raises or the result would not compile,
    as ``engine.process_source`` refuses such a result.
    """
    try:
        new_module, applied = apply_fixes(module, list(fixes))
    except Exception as exc:  # noqa: BLE001 - a rule bug must not lose the file: report it, write nothing
        raise SourceError(f"internal error while fixing: {type(exc).__name__}: {exc}") from None
    if not applied:
        return module.bytes, ()
    new_source = new_module.bytes
    problem = rewrite_problem(module.bytes, new_source, path)
    if problem is not None:
        raise SourceError(problem)
    return new_source, applied


def file_proposals(
    path: str,
    source: bytes,
    settings: Settings,
    rules: Optional[Sequence[Type[Rule]]] = None,
) -> FileProposals:
    """Analyse one file and preview each fix the settings allow (unsafe ones only with ``unsafe_fixes``).

    Raises ``SourceError`` for a file that cannot be parsed.
    """
    rules = selected_rules(settings) if rules is None else rules
    module = parse(source, path)
    analysis = analyse_module(module, path, settings, rules)
    previews = []
    if analysis.fixes and module.bytes != source:
        # As `fixmp fix`: a rewrite may only change what a fix changes.
        raise SourceError(not_reproduced(source))
    for proposed in analysis.fixes:
        if not fix_allowed(proposed.fix, settings):
            continue
        try:
            new_source, applied = apply_together(module, [proposed.fix], path)
        except SourceError as exc:
            previews.append(FixPreview(proposed, None, str(exc)))
            continue
        if not applied or new_source == source:
            previews.append(FixPreview(proposed, None, "the fix changes nothing on its own"))
            continue
        previews.append(FixPreview(proposed, new_source))
    previews.sort(key=lambda preview: min((f.line, f.column) for f in preview.proposed.findings))
    return FileProposals(path, source, analysis, tuple(previews))
