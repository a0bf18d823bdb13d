"""Interactive review: each proposed fix shown as its own diff, applied only when accepted.

A library: the questions go through ``ask`` and everything shown through ``say``,
so a test can drive a review without a terminal (``fixmp review`` passes
``input`` and ``print``). Fixes are reviewed in file order; the fixes accepted in
one file are applied together, from the patches the run computed for each fix
(``FileResult.proposals``: no second analysis), checked as ``fix`` checks a rewrite,
and the file is written once, when its review ends. A declined fix leaves its lines
as they were.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, List, Optional, Sequence, Set, Tuple, Union

from fixmp.discover.config import Configurations, Settings, settings_for_file
from fixmp.engine import process_source, rewrite_problem
from fixmp.fixing.files import WriteError
from fixmp.fixing.patch import apply_edits, combine
from fixmp.fixing.writer import stop_signal, write_one
from fixmp.model import Applicability, FileError, FileResult, Finding, FindingKey, Proposal, RunResult, printable
from fixmp.outputs.report import diff_bytes, finding_line

PROMPT = "Apply this fix? [y]es [n]o [a]ll in file [d]one with file [q]uit [?]help "
HELP = """\
y - apply this fix
n - do not apply this fix (the default)
a - apply this fix and every later fix in this file
d - do not apply this fix or any later fix in this file
q - quit: write the fixes accepted so far and review nothing more
? - show this help"""

ACCEPT, DECLINE, ACCEPT_FILE, DECLINE_FILE, QUIT = "accept", "decline", "accept-file", "decline-file", "quit"
ANSWERS = {
    "": DECLINE, "n": DECLINE, "no": DECLINE,
    "y": ACCEPT, "yes": ACCEPT,
    "a": ACCEPT_FILE, "all": ACCEPT_FILE,
    "d": DECLINE_FILE, "done": DECLINE_FILE,
    "q": QUIT, "quit": QUIT,
}

_RESET = "\x1b[0m"
_STYLES = {"bold": "\x1b[1m", "red": "\x1b[31m", "green": "\x1b[32m", "yellow": "\x1b[33m", "cyan": "\x1b[36m"}


@dataclass(frozen=True)
class ReviewResult:
    accepted: int
    declined: int
    not_reviewed: int  # left unasked after `q`
    files_written: Tuple[str, ...]
    remaining: Tuple[Finding, ...]  # findings still in the files after the review
    errors: Tuple[FileError, ...]
    stopped_by: Optional[int] = None  # Ctrl-C (SIGINT), SIGTERM or SIGHUP at a question: treated as `q`

    def summary(self) -> str:
        written = len(self.files_written)
        parts = [
            f"{self.accepted} fix{'es' if self.accepted != 1 else ''} accepted",
            f"{self.declined} declined",
        ]
        if self.not_reviewed:
            parts.append(f"{self.not_reviewed} not reviewed")
        parts.append(f"{written} file{'s' if written != 1 else ''} written")
        if self.remaining:
            parts.append(f"{len(self.remaining)} finding{'s' if len(self.remaining) != 1 else ''} remaining")
        if self.errors:
            parts.append(f"{len(self.errors)} error{'s' if len(self.errors) != 1 else ''}")
        return ", ".join(parts) + "."


class _Painter:
    def __init__(self, color: bool):
        self.color = color

    def __call__(self, text: str, *styles: str) -> str:
        if not self.color or not styles:
            return text
        return "".join(_STYLES[style] for style in styles) + text + _RESET

    def diff(self, diff: str) -> str:
        lines = []
        for line in diff.splitlines():
            if line.startswith(("+++", "---")):
                lines.append(self(line, "bold"))
            elif line.startswith("@@"):
                lines.append(self(line, "cyan"))
            elif line.startswith("+"):
                lines.append(self(line, "green"))
            elif line.startswith("-"):
                lines.append(self(line, "red"))
            else:
                lines.append(line)
        return "\n".join(lines)


def _describe(proposal: Proposal, file_result: FileResult, paint: _Painter) -> str:
    findings = _answered(file_result, proposal)
    first = findings[0]
    heading = f"{first.code} ({first.name})"
    if proposal.safety is Applicability.UNSAFE:
        heading += " " + paint("[unsafe fix]", "yellow", "bold")
    lines = [paint(heading, "bold")]
    for finding in findings:
        lines.append(f"{printable(finding.path)}:{finding.line}:{finding.column}: {finding.message}")
    lines.append(f"Fix: {proposal.description}")
    assert file_result.source is not None  # a file with proposals keeps its bytes
    new_source = apply_edits(file_result.source, proposal.edits)
    lines.append(paint.diff(diff_bytes(file_result.path, file_result.source, new_source)))
    return "\n".join(lines)


def _answered(file_result: FileResult, proposal: Proposal) -> List[Finding]:
    keys = set(proposal.answers)
    return [finding for finding in file_result.findings if finding.key in keys]


class _Interrupted(Exception):
    """A stop request at a question: answered as `q`, so that what was accepted is kept and written."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


def _ask(ask: Callable[[str], str], say: Callable[[str], None]) -> str:
    while True:
        try:
            answer = ask(PROMPT)
        except EOFError:  # input ended: nobody is left to answer
            say("")
            return QUIT
        except KeyboardInterrupt as interrupt:
            say("")
            raise _Interrupted(stop_signal(interrupt)) from None
        choice = ANSWERS.get(answer.strip().lower())
        if choice is not None:
            return choice
        if answer.strip() not in ("?", "h", "help"):
            say(f"Unknown answer {answer.strip()!r}.")
        say(HELP)


def review(
    result: RunResult,
    settings: Union[Settings, Configurations],
    *,
    ask: Callable[[str], str],
    say: Callable[[str], None],
    color: bool = False,
    write: Callable[[Path, bytes, bytes], None] = write_one,
) -> ReviewResult:
    """Offer every fix the settings allow in ``result`` (a check run with ``proposals=True``), one by one,
    and write what is accepted."""
    paint = _Painter(color)
    accepted_count = declined_count = not_reviewed = 0
    written: List[str] = []
    remaining: List[Finding] = []
    errors: List[FileError] = list(result.all_errors)
    quitting = False
    unreached: Set[Tuple[str, FindingKey]] = set()  # the findings of the files after a quit: counted, not listed
    stopped_by: Optional[int] = None
    for file_result in result.files:
        if not file_result.findings:
            continue
        file_settings = settings_for_file(settings, file_result.path)
        proposals = file_result.proposals or ()
        offered = [proposal for proposal in proposals if proposal.edits]
        if file_result.proposals is None and any(f.fix is not None for f in file_result.findings):
            errors.append(FileError(file_result.path, "fixes not computed: the run was made without proposals"))
        problems = sorted({proposal.problem for proposal in proposals if proposal.problem
                           and proposal.problem != "the fix changes nothing on its own"})
        errors.extend(FileError(file_result.path, problem) for problem in problems)
        if quitting or not offered:
            not_reviewed += len(offered)
            remaining.extend(file_result.findings)
            if quitting:
                unreached.update((f.path, f.key) for f in file_result.findings)
            continue
        accepted: List[Proposal] = []
        deciding = None  # ACCEPT_FILE / DECLINE_FILE once the rest of the file is decided
        for proposal in offered:
            if quitting:
                not_reviewed += 1
                continue
            if deciding is None:
                say(_describe(proposal, file_result, paint))
                try:
                    choice = _ask(ask, say)
                except _Interrupted as interrupted:
                    stopped_by = interrupted.signum
                    choice = QUIT
                say("")
                if choice in (ACCEPT_FILE, DECLINE_FILE):
                    deciding = choice
            else:
                choice = ACCEPT if deciding == ACCEPT_FILE else DECLINE
            if choice == QUIT:
                quitting = True
                not_reviewed += 1
            elif choice in (ACCEPT, ACCEPT_FILE):
                accepted.append(proposal)
                accepted_count += 1
            else:
                declined_count += 1
        file_remaining, file_errors, was_written = _finish_file(file_result, accepted, file_settings, write, say)
        remaining.extend(file_remaining)
        errors.extend(file_errors)
        if was_written:
            written.append(file_result.path)
            say(paint(f"Wrote {printable(file_result.path)}.", "bold"))
    outcome = ReviewResult(accepted_count, declined_count, not_reviewed, tuple(written), tuple(remaining),
                           tuple(errors), stopped_by)
    for finding in outcome.remaining:
        if (finding.path, finding.key) in unreached:
            continue
        say(finding_line(finding))
        if finding.no_fix_reason:
            say(f"    {finding.no_fix_reason}")
    if unreached:
        count = len(unreached)
        say(f"{count} finding{'s' if count != 1 else ''} in the files after the quit, not listed; "
            "`fixmp review` offers them again.")
    for error in outcome.errors:
        say(f"{printable(error.path)}: error: {error.message}")
    say(outcome.summary())
    return outcome


def _finish_file(
    file_result: FileResult,
    accepted: Sequence[Proposal],
    settings: Settings,
    write: Callable[[Path, bytes, bytes], None],
    say: Callable[[str], None],
) -> Tuple[Tuple[Finding, ...], Tuple[FileError, ...], bool]:
    """Apply the accepted fixes of one file together and write it; the findings left and any error."""
    if not accepted:
        return file_result.findings, (), False
    path = file_result.path
    source = file_result.source
    assert source is not None  # a file with proposals keeps its bytes
    new_source, _, left_out = combine(source, accepted)
    if left_out:
        # Two accepted fixes rewrite the same lines: the first is applied; the findings
        # of the other are checked again below and remain if still there.
        say(f"{printable(str(path))}: {len(left_out)} accepted fix{'es' if len(left_out) != 1 else ''} overlapped an earlier one "
            "and could not be applied together with it; run `fixmp review` again")
    if new_source == source:
        return file_result.findings, (), False
    problem = rewrite_problem(source, new_source, path)
    if problem is not None:
        return file_result.findings, (FileError(path, f"{problem}; file left unchanged"),), False
    try:
        write(Path(path), new_source, source)
    except WriteError as exc:
        return file_result.findings, (FileError(path, str(exc)),), False
    after = process_source(new_source, path, settings)
    return after.findings, after.errors, True
