"""``fixmp fix --verify COMMAND``: prove that the fixes cure the user's own program before writing them.

The project (the folder of the nearest ``pyproject.toml`` above the paths, else the
current folder) is copied into a temporary folder without ``.git``, virtual
environments and caches; in a git work tree, the files git ignores (a ``data/``
folder, checkpoints) are linked to, not copied (``copy_project``). COMMAND runs
once in a copy as it is (the *before* run), then in a fresh copy with a
candidate's fixes applied (its *after* run), each watched by the verification
runner (``fixmp.prove.verify.run_command``: same hang / crash / ok classification,
time limit, idle-hang detection and stack capture as ``fixmp verify``).

A candidate's fixes are written only when they *cure*:

* the command hung or crashed before and finishes ok after (a hung run was killed,
  so its output is partial and not compared; a crash's output is not a result to
  keep), or
* it was ok before and is ok after with the same result: the same exit status and
  the same standard output (exactly, less the lines matching ``--verify-ignore-lines``).

Anything else -- hang before and after, crash before and after, hang then crash,
ok then a changed output, worse -- is not a cure, and nothing is written. "No
worse" is not a cure; ``--verify-accept no-worse`` keeps that older acceptance
(an equal or better outcome is written) and says so.

When a candidate does not cure, the next one is tried: for FMP002 each choice of
``fork-deadlock-fix`` (the configured one first, then ``defer``, ``spawn``,
``single-thread-child``); a choice whose fixes are the same as an earlier one's, or
that changes nothing (an unsafe fix without ``--unsafe-fixes``), is not run. The
before run happens once. The first candidate that cures is written.

A fresh copy per run, so that whatever one run leaves behind (checkpoints, caches,
a half-written file of a killed hang) cannot change the next.
"""

from __future__ import annotations

import difflib
import os
import re
import shutil
import stat
import subprocess
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import (
    TYPE_CHECKING,
    Dict,
    FrozenSet,
    Iterable,
    Iterator,
    List,
    Mapping,
    Optional,
    Protocol,
    Sequence,
    Tuple,
    Union,
)

from fixmp.discover.discovery import NOT_PROGRAM_FOLDERS
from fixmp.fixing.writer import Change, write_changes
from fixmp.model import Applicability, FileError, FileResult, Finding, Outcome, RunResult, Shard
from fixmp.prove.verify import DEFAULT_IDLE_SECONDS, RunOutcome, run_command, run_to_json
from fixmp.runner.output import ComparedLines, LinesDigest, describe_size, digest_lines

if TYPE_CHECKING:
    from fixmp.discover.config import Configurations, Settings

DEFAULT_COMMAND_TIMEOUT = 60.0
# Best first: a fix may turn a hang into a crash (the program now fails loudly
# instead of waiting for ever), and a crash into ok.
OUTCOME_ORDER = (Outcome.OK, Outcome.CRASH, Outcome.HANG)
# What a candidate must show to be written: a cure (the default), or, asked for by
# name, an outcome no worse than before (which is not a proof of a cure).
ACCEPT_CURE = "cure"
ACCEPT_NO_WORSE = "no-worse"
ACCEPTANCES = (ACCEPT_CURE, ACCEPT_NO_WORSE)
# A candidate's verdict. The first two are cures; the others are not.
CURED = "cured"  # hung or crashed before, ok after
SAME_RESULT = "same result"  # ok before and after, with the same exit status and output
OUTPUT_CHANGED = "output changed"  # ok before and after, but the output (or exit status) differs
HAZARDS_SEEN = "hazards seen"  # ok after, but the after-run check saw a fork hazard that did not bite this time
NOT_CURED = "not cured"  # hang or crash after, no worse than before
WORSE = "worse"
CURES = (CURED, SAME_RESULT)
# Folders that are not part of the program: version control, environments, caches.
SKIPPED_FOLDERS = NOT_PROGRAM_FOLDERS | {".ipynb_checkpoints"}
# How much of each run's output the JSON report keeps.
OUTPUT_TAIL_CHARS = 2000
# How many lines of a changed output's unified diff the report shows: enough to see what moved.
OUTPUT_DIFF_LINES = 12


# What POSIX shells exit with when the command itself cannot be run: not found, not executable.
SHELL_CANNOT_RUN = {127: "command not found", 126: "not executable"}


def command_not_run(before: RunOutcome) -> Optional[str]:
    """Why the shell could not start the command at all (exit 127 or 126 with the shell's own message
    on standard error), else None: a proof of such a command would prove nothing about the fixes."""
    reason = SHELL_CANNOT_RUN.get(before.returncode) if before.returncode is not None else None
    if reason is None:
        return None
    said = before.stderr.strip().splitlines()
    if said and ("not found" in said[-1] or "ermission denied" in said[-1] or "cannot execute" in said[-1]):
        return said[-1]
    return None


class ProofError(Exception):
    """The proof could not be made (a file outside the project, a copy that failed); the message says why."""


@dataclass(frozen=True)
class OutputRule(ComparedLines):
    """How the standard outputs of two ok runs are compared: line by line, exactly, after dropping
    the lines that match any of ``ignore_lines`` (timings, dates, pids) from both; in any order (sorted)
    with ``any_order`` (``fixmp run --fix``, whose fixes never reorder what one process prints).

    Outputs held whole are compared line by line; where either was longer than fixmp keeps
    (``fixmp.runner.output``), by the digests of all their lines, made as the runs were read."""

    @classmethod
    def ignoring(cls, patterns: Sequence[str]) -> "OutputRule":
        """The rule that drops lines matching ``patterns`` (regular expressions, searched anywhere in
        the line); ``ValueError`` naming the pattern that does not compile."""
        compiled = []
        for pattern in patterns:
            try:
                compiled.append(re.compile(pattern))
            except re.error as exc:
                raise ValueError(f"--verify-ignore-lines {pattern!r} is not a regular expression: {exc}") from None
        return cls(tuple(compiled))

    @property
    def patterns(self) -> Tuple[str, ...]:
        return tuple(pattern.pattern for pattern in self.ignore_lines)

    def lines_digest(self, run: RunOutcome) -> LinesDigest:
        """The digest of all the lines of ``run``'s standard output that this rule compares."""
        if run.stdout_lines is not None and run.stdout_lines.made_under(self):
            return run.stdout_lines
        if run.stdout_not_kept:
            raise ValueError("a run whose output was not all kept is compared only under the rule it was read with")
        return digest_lines(run.stdout, self)

    def compare(self, before: RunOutcome, after: RunOutcome, varying: FrozenSet[int] = frozenset()
                ) -> "OutputComparison":
        """``varying``: the numbers (0-based, among the kept lines) of lines left out on both sides: those
        two runs of the same program printed differently (``varying_lines``); of outputs held whole only."""
        if before.stdout_not_kept or after.stdout_not_kept:
            return self._compare_digests(before, after)
        before_lines, after_lines = self.kept_lines(before.stdout), self.kept_lines(after.stdout)
        if varying and len(before_lines) == len(after_lines):
            before_lines = [line for number, line in enumerate(before_lines) if number not in varying]
            after_lines = [line for number, line in enumerate(after_lines) if number not in varying]
        if before.returncode == after.returncode and before_lines == after_lines:
            return OutputComparison(equal=True, diff="")
        diff = self._diff(before_lines, after_lines)
        if before.returncode != after.returncode:
            diff.insert(0, _exit_status_change(before, after))
        return OutputComparison(equal=False, diff="\n".join(diff))

    def _compare_digests(self, before: RunOutcome, after: RunOutcome) -> "OutputComparison":
        before_digest, after_digest = self.lines_digest(before), self.lines_digest(after)
        same_lines = (before_digest.count, before_digest.digest) == (after_digest.count, after_digest.digest)
        if before.returncode == after.returncode and same_lines:
            return OutputComparison(equal=True, diff="")
        diff = [] if before.returncode == after.returncode else [_exit_status_change(before, after)]
        if not same_lines:
            diff.append(f"the output differs ({_plural(before_digest.count, 'line')} before the fixes, "
                        f"{after_digest.count} after; {_not_kept(before)} of the one and {_not_kept(after)} of the "
                        "other were not kept, and were compared by a digest of their lines); the kept parts:")
            diff += self._diff(self.kept_lines(before.stdout), self.kept_lines(after.stdout)) or ["(the same)"]
        return OutputComparison(equal=False, diff="\n".join(diff))

    @staticmethod
    def _diff(before_lines: List[str], after_lines: List[str]) -> List[str]:
        diff = list(difflib.unified_diff(before_lines, after_lines, "before the fixes", "after the fixes",
                                         n=1, lineterm=""))
        if len(diff) > OUTPUT_DIFF_LINES:
            diff = diff[:OUTPUT_DIFF_LINES] + [f"... ({len(diff) - OUTPUT_DIFF_LINES} more lines)"]
        return diff


def _exit_status_change(before: RunOutcome, after: RunOutcome) -> str:
    return f"exit status {before.returncode} before the fixes, {after.returncode} after"


def _not_kept(run: RunOutcome) -> str:
    return describe_size(run.stdout_not_kept) if run.stdout_not_kept else "nothing"


def varying_lines(rule: OutputRule, first: RunOutcome, second: RunOutcome) -> Optional[FrozenSet[int]]:
    """The lines two runs of the same program printed differently (an unseeded random draw, a pid), by
    number among the kept lines; None when their outputs cannot be set side by side (another number of
    lines, another exit status; outputs not all kept that differ), so that no output can be called the
    program's own."""
    if first.returncode != second.returncode:
        return None
    if first.stdout_not_kept or second.stdout_not_kept:
        return frozenset() if rule.compare(first, second).equal else None
    one, other = rule.kept_lines(first.stdout), rule.kept_lines(second.stdout)
    if len(one) != len(other):
        return None
    differed = [number for number, (a, b) in enumerate(zip(one, other)) if a != b]
    # A line printed from the same template as one that differed carries the same draw, whether or not
    # these two runs happened to draw alike there ("shard 0: 252 clusters" differed, "shard 1: 255" did not).
    templates = {_template(lines[number]) for number in differed for lines in (one, other)}
    return frozenset(number for number, (a, b) in enumerate(zip(one, other))
                     if a != b or _template(a) in templates or _template(b) in templates)


def _template(line: str) -> str:
    """A line with its numbers left out: what two lines printed by the same statement share."""
    return re.sub(r"[-+]?\d+(?:[.,]\d+)*(?:[eE][-+]?\d+)?", "#", line)


@dataclass(frozen=True)
class OutputComparison:
    equal: bool  # same exit status and the same standard output, as the rule compares them
    diff: str  # what changed, a few lines of unified diff ("" when equal)


class AfterRunCheck(Protocol):
    """A check the after-run must pass beyond finishing ok: the seam for a runtime fork sanitizer.

    A fork hazard does not hang every run (the child may happen to do no parallel work
    this time), so a run that finished is not yet proof that the hazard is gone. The
    check's ``environment`` is set for each after-run (its probe on ``PYTHONPATH`` behind
    the runner's, the folder it records into); ``hazards`` reads what it saw once the run
    is over. Any hazard makes the candidate not cured.
    """

    def environment(self, records: Path) -> Mapping[str, str]:
        """Variables for the after-run, with ``records`` an empty folder of the check's own."""
        ...

    def hazards(self, records: Path) -> Sequence[Finding]:
        """The hazards seen in the after-run whose records are in ``records``; none when it was clean."""
        ...


@dataclass(frozen=True)
class Candidate:
    """One way to fix the findings: the engine's run (with fixes) under one choice of a rule's option
    (``Option.candidates``: FMP002's fork-deadlock-fix), or as configured where no rule offers one."""

    choice: str  # the option's value it was made with (auto, defer, spawn, ...), or "as configured"
    result: RunResult
    option: Optional[str] = None  # the option the choice is of
    label: Optional[str] = None  # what the report calls it, where its option's name and choice would not say

    @property
    def changed(self) -> Tuple[FileResult, ...]:
        return tuple(file_result for file_result in self.result.files if file_result.changed)

    @property
    def fixed_texts(self) -> Tuple[Tuple[str, Optional[bytes]], ...]:
        """What it writes, to tell two candidates that make the same fixes apart from different ones."""
        return tuple((file_result.path, file_result.fixed_source) for file_result in self.changed)

    @property
    def name(self) -> str:
        """How the report names it: by its option's choice where a rule offers alternatives."""
        if self.label is not None:
            return self.label
        if self.option is not None:
            return f"{self.option} {self.choice}"
        return "the fixes as configured"

    @property
    def withheld_unsafe(self) -> bool:
        """Some of its findings have an unsafe fix that was not applied (no ``--unsafe-fixes``)."""
        return any(finding.fix is Applicability.UNSAFE and not finding.fixed for finding in self.result.findings)


@dataclass(frozen=True)
class CandidateProof:
    """What one candidate did: not run (``skipped`` says why), or its after-run and verdict."""

    number: int  # 1-based, in the order the candidates were offered
    candidate: Candidate
    skipped: Optional[str]  # why it was not run; None when it ran
    after: Optional[RunOutcome] = None
    output: Optional[OutputComparison] = None  # None when not compared: the before run was not ok, or this one
    hazards: Tuple[Finding, ...] = ()  # what the after-run check saw
    verdict: str = ""  # CURED, SAME_RESULT, ...; "" when skipped

    @property
    def files(self) -> Tuple[str, ...]:
        return tuple(file_result.path for file_result in self.candidate.changed)

    @property
    def cures(self) -> bool:
        return self.verdict in CURES


def judge(
    before: RunOutcome, after: RunOutcome, output: Optional[OutputComparison], hazards: Sequence[Finding]
) -> str:
    """A candidate's verdict from the two runs, the comparison of their outputs and the after-run check.
    ``output`` compares the after-run with the before run when both finished ok, or, when the before run
    hung or crashed, with the reference run where there is one (``prove``'s ``reference_env``)."""
    before_rank, after_rank = OUTCOME_ORDER.index(before.outcome), OUTCOME_ORDER.index(after.outcome)
    if after_rank > before_rank:
        return WORSE
    if after.outcome is not Outcome.OK:
        return NOT_CURED
    if hazards:
        return HAZARDS_SEEN
    if before.outcome is not Outcome.OK:
        return CURED if output is None or output.equal else OUTPUT_CHANGED
    return SAME_RESULT if output is not None and output.equal else OUTPUT_CHANGED


def outcome_change(before: RunOutcome, after: RunOutcome) -> str:
    """``better``, ``same`` or ``worse``: the outcomes alone (ok > crash > hang), as ``no-worse`` accepts."""
    before_rank, after_rank = OUTCOME_ORDER.index(before.outcome), OUTCOME_ORDER.index(after.outcome)
    return "better" if after_rank < before_rank else ("same" if after_rank == before_rank else "worse")


@dataclass(frozen=True)
class CommandProof:
    command: str
    project: Path  # the real project folder
    folder: str  # where the command ran, relative to the project ("." for its root)
    timeout: float
    accept: str  # ACCEPT_CURE or ACCEPT_NO_WORSE
    output_rule: OutputRule
    before: Optional[RunOutcome]  # None when no candidate changed anything
    candidates: Tuple[CandidateProof, ...]  # every candidate offered, run or not, in order
    seconds: float
    reference: Optional[RunOutcome] = None  # the unfixed program's run with ``reference_env``, where made
    reference_varying: Tuple[int, ...] = ()  # the lines two reference runs printed differently: not compared

    @property
    def tried(self) -> Tuple[CandidateProof, ...]:
        return tuple(candidate for candidate in self.candidates if candidate.after is not None)

    @property
    def accepted(self) -> Optional[CandidateProof]:
        """The candidate to write: the first that cures; with ``no-worse``, else the first no worse than before."""
        cure = next((tried for tried in self.tried if tried.cures), None)
        if cure is not None or self.accept != ACCEPT_NO_WORSE or self.before is None:
            return cure
        before = self.before
        return next((tried for tried in self.tried
                     if tried.after is not None and outcome_change(before, tried.after) != "worse"), None)

    @property
    def decisive(self) -> Optional[CandidateProof]:
        """The candidate the summary fields speak of: the accepted one, else the first that ran."""
        tried = self.tried
        return self.accepted or (tried[0] if tried else None)

    @property
    def after(self) -> Optional[RunOutcome]:
        decisive = self.decisive
        return decisive.after if decisive is not None else None

    @property
    def files(self) -> Tuple[str, ...]:
        decisive = self.decisive
        return decisive.files if decisive is not None else ()

    @property
    def verdict(self) -> str:
        """The decisive candidate's outcomes compared alone: ``better``, ``same``, ``worse``, or ``nothing to fix``."""
        if self.before is None or self.after is None:
            return "nothing to fix"
        return outcome_change(self.before, self.after)

    @property
    def cure_verdict(self) -> str:
        """The decisive candidate's verdict (CURED, SAME_RESULT, NOT_CURED, ...), or ``nothing to fix``."""
        decisive = self.decisive
        return decisive.verdict if decisive is not None else "nothing to fix"

    @property
    def cured(self) -> bool:
        """A candidate was proven to cure (or, already ok, to keep the result): what is written by default."""
        decisive = self.decisive
        return decisive is not None and decisive.cures

    @property
    def no_worse(self) -> bool:
        return self.verdict in ("better", "same")

    @property
    def already_ok(self) -> bool:
        """The command was ok before the fixes: a proof shows they keep its result, not that they cure."""
        return self.before is not None and self.before.outcome is Outcome.OK


@dataclass(frozen=True)
class ProofResult:
    """The engine's run with the proof, and what was written because of it."""

    result: RunResult  # findings marked fixed only where their file was written (or, with --diff, would be)
    proof: CommandProof
    written: Tuple[str, ...]
    write_errors: Tuple[FileError, ...]
    dry_run: bool
    diff: str  # the decisive candidate's fixes, as a unified diff, written or not
    stopped_by: Optional[int] = None  # the signal that stopped the writes (Ctrl-C, SIGTERM, SIGHUP)


def project_folder(paths: Sequence[Path], cwd: Optional[Path] = None) -> Path:
    """The folder of the nearest ``pyproject.toml`` above the first path, else the current folder."""
    from fixmp.discover.config import find_pyproject

    cwd = Path(cwd or os.getcwd()).resolve()
    start = Path(paths[0]) if paths else cwd
    pyproject = find_pyproject(start if start.is_absolute() else cwd / start)
    return pyproject.parent if pyproject is not None else cwd


def _real_path(path: str) -> Path:
    # The folder's links resolved but not the file's: a linked file is still where the user sees it.
    absolute = Path(os.path.abspath(path))
    return absolute.parent.resolve() / absolute.name


def inside(path: Path, project: Path) -> Optional[Path]:
    """``path`` relative to ``project``, or None where it is not under it."""
    try:
        return path.relative_to(project)
    except ValueError:
        return None


def stays_inside(path: Path, project: Path) -> bool:
    """Whether ``path``, its links followed, is a file of ``project`` (its links followed too)."""
    return inside(Path(os.path.realpath(path)), Path(os.path.realpath(project))) is not None


def _skipped(folder: str, names: List[str]) -> List[str]:
    skipped = []
    for name in names:
        path = os.path.join(folder, name)
        try:
            mode = os.lstat(path).st_mode
        except OSError:
            skipped.append(name)
            continue
        if stat.S_ISLNK(mode):
            continue  # copied as a link
        if stat.S_ISDIR(mode):
            if (name in SKIPPED_FOLDERS or os.path.isfile(os.path.join(path, "pyvenv.cfg"))
                    or os.path.isdir(os.path.join(path, "conda-meta"))):
                skipped.append(name)
        elif not stat.S_ISREG(mode):
            skipped.append(name)  # sockets and pipes: reading a pipe would block the copy
    return skipped


# Git is asked which files it ignores without running anything of the project's. No hook runs for
# ls-files, but it reads the index, and the repository's own configuration may name an fsmonitor program
# that git then runs. The user's and the system's configuration are not read (a globally ignored file is
# copied, as without git), nor the GIT_ variables of a hook fixmp may run under (GIT_DIR, GIT_INDEX_FILE:
# those of the repository the hook runs for, not the project's).
GIT_IGNORED = ("git", "-c", "core.fsmonitor=false", "ls-files", "-z", "--others", "--ignored", "--exclude-standard",
               "--directory")
GIT_SECONDS = 60.0


def git_ignored(project: Path) -> FrozenSet[str]:
    """The untracked files and folders of ``project`` that git ignores, relative to it in ``/`` form, a
    folder's with a trailing ``/`` (git names a folder when all it holds is ignored, and does not look
    inside). Empty where git is absent or slow, ``project`` is in no work tree, or git ignores the whole
    project (a scratch folder inside another repository is copied whole, as without git)."""
    environment = {name: value for name, value in os.environ.items() if not name.startswith("GIT_")}
    environment.update(GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull, GIT_OPTIONAL_LOCKS="0",
                       GIT_TERMINAL_PROMPT="0")
    try:
        listed = subprocess.run(GIT_IGNORED, cwd=project, stdin=subprocess.DEVNULL, capture_output=True,
                                env=environment, timeout=GIT_SECONDS, check=False)
    except (OSError, subprocess.SubprocessError):
        return frozenset()
    if listed.returncode != 0:
        return frozenset()
    entries = frozenset(os.fsdecode(entry) for entry in listed.stdout.split(b"\0") if entry)
    return frozenset() if "./" in entries else entries


def _is_ignored(relative: str, ignored: FrozenSet[str]) -> bool:
    parts = relative.split("/")
    return relative in ignored or any("/".join(parts[:end]) + "/" in ignored for end in range(1, len(parts)))


def copy_project(project: Path, destination: Path) -> Path:
    """Copy ``project`` to ``destination`` (which must not exist) without version control,
    virtual environments, caches and special files; links are copied as links.

    In a git work tree, each file git ignores is a link to the original instead of a copy: a 200 MB
    ``data/`` costs a walk, not 200 MB per run, and the program still reads its data, checkpoints and
    any generated package it imports. An ignored folder is made anew, holding links to its files, not
    linked whole: what a run creates there (logs, outputs, a half-written checkpoint of a killed hang)
    stays in its copy and cannot reach the next run or the project; only rewriting an ignored file that
    exists reaches the original. An ignored file at the top is linked as one in a folder is: one rule,
    and such a file may be a large model. Skipped folders stay skipped, ignored or not; links are copied
    as links, never followed (out of the project or anywhere)."""
    ignored = git_ignored(project)

    def copy_or_link(source: str, target: str) -> object:
        if _is_ignored(Path(os.path.relpath(source, project)).as_posix(), ignored):
            os.symlink(os.path.abspath(source), target)
            return target
        return shutil.copy2(source, target)

    try:
        shutil.copytree(project, destination, symlinks=True, ignore=_skipped, copy_function=copy_or_link)
        _aim_links_as_in_place(project, destination)
    except (OSError, shutil.Error) as exc:
        raise ProofError(f"cannot copy the project {project} to {destination}: {exc}") from None
    return destination


def _aim_links_as_in_place(project: Path, copy: Path) -> None:
    """Aim each of the project's own links in ``copy`` where it leads in place: a relative link out of the
    project (``../shared/lib.py``) would dangle in the copy, so it becomes an absolute link to that file
    (read, never written: a fix is not written through a link out of the copy); an absolute link into the
    project is aimed at the copy's file, so the run reads the file a fix was written to. A relative link
    that stays inside is right as copied. The links ``copy_project`` made for ignored files are not the
    project's (their originals are files) and keep pointing at the originals."""
    for folder, folder_names, file_names in os.walk(copy):
        for name in (*folder_names, *file_names):
            link = Path(folder) / name
            relative = link.relative_to(copy)
            original = project / relative
            if not (link.is_symlink() and original.is_symlink()):
                continue
            target = os.readlink(original)
            leads_to = Path(os.path.normpath(os.path.join(original.parent, target)))
            in_project = inside(leads_to, project)
            # Into a folder the copy skips (a virtual environment), it leads to the original, as in place.
            aim = copy / in_project if in_project is not None and os.path.lexists(copy / in_project) else leads_to
            if aim == leads_to and not os.path.isabs(target) or aim != leads_to and os.path.isabs(target):
                link.unlink()
                os.symlink(aim, link)


def _python_path_in_copy(project: Path, copy: Path) -> Optional[str]:
    """The command's own ``PYTHONPATH`` as it resolves in ``copy``: a folder of the project named by its
    absolute path becomes the copy's folder (the run must import the code under test, not the original),
    unless the copy skipped it (a virtual environment); relative entries and folders elsewhere are kept as
    they are (the run's working folder is the copy's). None where the command has none."""
    given = os.environ.get("PYTHONPATH")
    if not given:
        return None
    entries = []
    for entry in given.split(os.pathsep):
        in_project = inside(Path(os.path.normpath(entry)), project) if os.path.isabs(entry) else None
        in_copy = copy / in_project if in_project is not None else None
        entries.append(str(in_copy) if in_copy is not None and os.path.lexists(in_copy) else entry)
    return os.pathsep.join(entries)


def _write_into_copy(copy: Path, relative: Path, text: bytes) -> None:
    target = copy / relative
    # A link in the copy may point back into the real project (the project's own link, or a file git ignores):
    # replace the link, never write through it. Its folder is never a link (links are copied as links, not
    # followed, and a changed file's path is its real one), and a fix is not written through one that is.
    if not stays_inside(target.parent, copy):
        raise ProofError(f"{relative.as_posix()} is reached through a link out of the copy of the project: "
                         "its fix is not written through it")
    if target.is_symlink():
        target.unlink()
    target.write_bytes(text)


def _with_python_path(env: Optional[Mapping[str, str]], python_path: Optional[str]) -> Optional[Mapping[str, str]]:
    # The command's PYTHONPATH goes after what the run puts first (a probe's folder in ``env``), as in place.
    if python_path is None:
        return env
    environment = dict(env or {})
    front = environment.get("PYTHONPATH")
    environment["PYTHONPATH"] = front + os.pathsep + python_path if front else python_path
    return environment


def _import_first(copy: Path) -> List[Path]:
    # An installed (editable) copy of the project must not shadow the code under test.
    return [folder for folder in (copy, copy / "src") if folder.is_dir()]


def fix_candidates(
    first: RunResult,
    paths: Sequence[Path],
    settings: "Union[Settings, Configurations]",
    *,
    jobs: Optional[int] = None,
    shard: Optional[Shard] = None,
) -> Iterator[Candidate]:
    """The fixes as configured (``first``: the engine's run with fixes), then, for each rule that found
    something and declares an option with candidates (FMP002's ``fork-deadlock-fix``), the same run
    under each other candidate choice. A generator: each run is made only when the candidates before
    it did not cure."""
    from fixmp import engine
    from fixmp.discover.config import settings_for_file, with_changes, with_option
    from fixmp.rules import options_for, rule_by_code

    configured_settings = settings_for_file(settings, paths[0] if paths else Path("."))
    codes = sorted({finding.code for finding in first.findings})
    options = [option for code in codes for rule in [rule_by_code(code)] if rule is not None
               for option in rule.OPTIONS if option.candidates]
    if not options:
        yield Candidate("as configured", first)
        return
    option = options[0]  # one option decides the alternatives (FMP002's today); the first found
    configured = options_for(next(rule for code in codes for rule in [rule_by_code(code)]
                                  if rule is not None and option in rule.OPTIONS), configured_settings)[option.name]
    yield Candidate(configured, first, option.name)
    for choice in option.candidates:
        if choice != configured:
            # Not cached: a choice the user did not configure must leave no results behind for later runs.
            alternative = with_changes(with_option(settings, option.name, choice), cache=False)
            yield Candidate(choice, engine.run(paths, alternative, fix=True, jobs=jobs, shard=shard), option.name)


def _places(changed: Sequence[FileResult], project: Path) -> List[Tuple[FileResult, Path]]:
    """Each changed file with its path inside the project; ``ProofError`` for one outside it."""
    places = []
    for file_result in changed:
        relative = inside(_real_path(file_result.path), project)
        if relative is None:
            raise ProofError(f"{file_result.path} is outside the project folder {project}: run fixmp from the "
                             "project, or give the project a pyproject.toml, so the command can run on a copy of it")
        places.append((file_result, relative))
    return places


@dataclass(frozen=True)
class Runs:
    """How each run of the command is made: the same for the before run and every after-run."""

    command: str
    project: Path
    folder: Path  # relative to the project
    cwd: Path
    timeout: float
    idle_seconds: float
    scratch: Path
    compared_lines: Optional[ComparedLines] = None  # how the runs' outputs are compared, where they are

    def run(self, name: str, texts: Sequence[Tuple[Path, bytes]], env: Optional[Mapping[str, str]] = None
            ) -> RunOutcome:
        """Run the command in a fresh copy of the project holding ``texts`` (relative path, content);
        the copy is removed after the run."""
        copy = copy_project(self.project, self.scratch / name / self.project.name)
        try:
            for relative, content in texts:
                _write_into_copy(copy, relative, content)
            run_folder = copy / self.folder
            if not run_folder.is_dir():
                raise ProofError(f"the current folder {self.cwd} is not in the copy of the project (skipped as a "
                                 "cache or environment?); run fixmp from the project folder")
            return run_command(self.command, run_folder, timeout=self.timeout, idle_seconds=self.idle_seconds,
                               env=_with_python_path(env, _python_path_in_copy(self.project, copy)),
                               import_first=_import_first(copy), compared_lines=self.compared_lines)
        finally:
            shutil.rmtree(self.scratch / name, ignore_errors=True)


def prove(
    candidates: Iterable[Candidate],
    command: str,
    *,
    project: Path,
    timeout: float = DEFAULT_COMMAND_TIMEOUT,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    cwd: Optional[Path] = None,
    accept: str = ACCEPT_CURE,
    output_rule: OutputRule = OutputRule(),
    after_check: Optional[AfterRunCheck] = None,
    reference_env: Optional[Mapping[str, str]] = None,
) -> CommandProof:
    """Run ``command`` on copies of ``project``: once without fixes, then with each candidate's fixes
    until one cures (``judge``). Candidates that change nothing, or the same as an earlier one, are
    listed as not run. ``after_check`` (a runtime fork sanitizer) watches every after-run.

    ``reference_env``: where the before run hangs or crashes, the unfixed program runs once more with
    these variables (``fixmp run --fix``: each forked child made single-threaded at once, the program
    as it would run if its children did not hang), and a fix cures only with that run's exit status and
    output: a hung run has no output to keep, the reference does.

    The command runs in the copy of the current folder when that lies inside the
    project, else in the copy of the project folder. Raises ``ProofError``.
    """
    if accept not in ACCEPTANCES:
        raise ValueError(f"accept must be one of {', '.join(ACCEPTANCES)}, not {accept!r}")
    started = time.monotonic()
    project = Path(project).resolve()
    cwd = Path(cwd or os.getcwd()).resolve()
    folder = inside(cwd, project) or Path(".")
    proofs: List[CandidateProof] = []
    first_with: Dict[Tuple[Tuple[str, Optional[bytes]], ...], int] = {}
    before: Optional[RunOutcome] = None
    reference: Optional[RunOutcome] = None
    reference_comparable = True
    reference_varying: FrozenSet[int] = frozenset()
    with tempfile.TemporaryDirectory(prefix="fixmp-verify-") as scratch_name:
        runs = Runs(command, project, folder, cwd, timeout, idle_seconds, Path(scratch_name), output_rule)
        for number, candidate in enumerate(candidates, start=1):
            changed = candidate.changed
            if not changed:
                why = ("its fixes are unsafe; they are tried only with --unsafe-fixes" if candidate.withheld_unsafe
                       else "no fix applies")
                proofs.append(CandidateProof(number, candidate, skipped=why))
                continue
            same_as = first_with.setdefault(candidate.fixed_texts, number)
            if same_as != number:
                proofs.append(CandidateProof(number, candidate, skipped=f"the same fixes as fix {same_as}"))
                continue
            places = _places(changed, project)
            if before is None:
                # Exactly the text the fixes were made from (the first candidate's: the same files as on disk).
                before = runs.run("before", [(relative, file_result.source) for file_result, relative in places
                                             if file_result.source is not None])
                unstartable = command_not_run(before)
                if unstartable is not None:
                    raise ProofError(f"`{command}` could not run ({unstartable}): nothing was proven or written")
                if reference_env is not None and before.outcome is not Outcome.OK:
                    unfixed = [(relative, file_result.source) for file_result, relative in places
                               if file_result.source is not None]
                    reference = runs.run("reference", unfixed, env=reference_env)
                    if reference.outcome is Outcome.OK:
                        # Twice: what two runs of the same program print differently is not its output.
                        again = runs.run("reference-again", unfixed, env=reference_env)
                        varying = varying_lines(output_rule, reference, again) if again.outcome is Outcome.OK \
                            else None
                        if varying is None:
                            cut = again.outcome is Outcome.OK and again.returncode == reference.returncode and (
                                reference.stdout_not_kept or again.stdout_not_kept)
                            printed = ("printed other lines (in an output too long to keep whole: its lines are "
                                       "compared by digest, not one by one)" if cut
                                       else "printed another number of lines or ended otherwise")
                            reference = replace(reference, detail=f"{reference.detail}; a second reference run "
                                                f"{printed}")
                            reference_comparable = False
                        reference_varying = varying or frozenset()
            fixed_texts = [(relative, file_result.fixed_source) for file_result, relative in places
                           if file_result.fixed_source is not None]
            hazards: Tuple[Finding, ...] = ()
            if after_check is None:
                after = runs.run(f"after-{number}", fixed_texts)
            else:
                records = Path(scratch_name) / f"check-{number}"
                records.mkdir()
                after = runs.run(f"after-{number}", fixed_texts, env=after_check.environment(records))
                hazards = tuple(after_check.hazards(records))
            # Only two finished runs have whole outputs: a hung run was killed mid-way, a crash stopped early.
            output = output_rule.compare(before, after) if before.outcome is after.outcome is Outcome.OK else None
            if reference is not None and reference_comparable and reference.outcome is after.outcome is Outcome.OK:
                output = output_rule.compare(reference, after, reference_varying)
            verdict = judge(before, after, output, hazards)
            proofs.append(CandidateProof(number, candidate, None, after, output, hazards, verdict))
            if verdict in CURES:
                break
    return CommandProof(command, project, folder.as_posix(), timeout, accept, output_rule, before, tuple(proofs),
                        time.monotonic() - started, reference, tuple(sorted(reference_varying)))


def _unfixed(result: RunResult, paths: Iterable[str]) -> RunResult:
    """``result`` with the fixes in ``paths`` counted as not applied."""
    paths = set(paths)
    if not paths:
        return result
    files = tuple(
        replace(r, findings=tuple(replace(f, fixed=False) for f in r.findings), fixed_source=None)
        if r.path in paths else r
        for r in result.files
    )
    return RunResult(files, result.errors, result.stats)


def prove_and_write(
    candidates: Iterable[Candidate],
    command: str,
    *,
    project: Path,
    timeout: float = DEFAULT_COMMAND_TIMEOUT,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    dry_run: bool = False,
    cwd: Optional[Path] = None,
    accept: str = ACCEPT_CURE,
    output_rule: OutputRule = OutputRule(),
    after_check: Optional[AfterRunCheck] = None,
    reference_env: Optional[Mapping[str, str]] = None,
) -> ProofResult:
    """Prove the candidates' fixes with ``command`` (``prove``), and write the accepted candidate's (never
    when ``dry_run``). Each file is written atomically, and only if nobody changed it since it was read."""
    from fixmp.outputs.report import render_diff

    proof = prove(candidates, command, project=project, timeout=timeout, idle_seconds=idle_seconds, cwd=cwd,
                  accept=accept, output_rule=output_rule, after_check=after_check, reference_env=reference_env)
    accepted = proof.accepted
    shown_candidate = accepted or proof.decisive or (proof.candidates[0] if proof.candidates else None)
    result = shown_candidate.candidate.result if shown_candidate is not None else RunResult(())
    written: List[str] = []
    write_errors: List[FileError] = []
    stopped_by = None
    if accepted is not None and not dry_run:
        changes = [Change(r.path, r.source, r.fixed_source) for r in result.files
                   if r.changed and r.source is not None and r.fixed_source is not None]
        # Never through a link to a file elsewhere: fixmp writes nothing outside the project.
        outside = [change for change in changes if not stays_inside(Path(change.path), project)]
        write_errors = [FileError(change.path, "a link to a file outside the project; not written")
                        for change in outside]
        outcome = write_changes([change for change in changes if change not in outside])
        written, stopped_by = list(outcome.written), outcome.stopped_by
        write_errors += list(outcome.errors)
    if accepted is not None and dry_run:
        shown = result
    else:
        shown = _unfixed(result, [r.path for r in result.files if r.changed and r.path not in written])
    if write_errors:
        shown = RunResult(shown.files, shown.errors + tuple(write_errors), shown.stats)
    return ProofResult(shown, proof, tuple(written), tuple(write_errors), dry_run, render_diff(result.files),
                       stopped_by)


def exit_code(outcome: ProofResult) -> int:
    """128 + the signal when the writes were stopped (what was written is reported); 2 on errors;
    1 when no candidate was accepted, when the accepted one does not run ok (``no-worse``), or when
    findings remain unfixed; else 0. With nothing to fix, 1 when findings remain (as plain ``fixmp fix``)."""
    if outcome.stopped_by is not None:
        return 128 + outcome.stopped_by
    if outcome.result.all_errors:
        return 2
    accepted = outcome.proof.accepted
    if outcome.proof.before is not None and (accepted is None or accepted.after is None
                                              or accepted.after.outcome is not Outcome.OK):
        return 1
    return 1 if any(not f.fixed for f in outcome.result.findings) else 0


# --------------------------------------------------------------------------- rendering


def _tail(text: str) -> str:
    return text[-OUTPUT_TAIL_CHARS:]


def _run_to_json(run: Optional[RunOutcome]) -> Optional[Dict[str, object]]:
    """verify's run fields, plus what a CI bot shows: the exit code, where it was stuck, the output's end."""
    fields = run_to_json(run)
    if run is None or fields is None:
        return None
    return {
        **fields,
        "returncode": run.returncode,
        "stuck": [stack.summary for stack in run.stacks],
        "stdout_tail": _tail(run.stdout),
        "stderr_tail": _tail(run.stderr),
        # The bytes left out between the kept head and tail of each (``fixmp.runner.output``).
        "stdout_not_kept": run.stdout_not_kept,
        "stderr_not_kept": run.stderr_not_kept,
    }


def _candidate_to_json(proof: CommandProof, tried: CandidateProof) -> Dict[str, object]:
    from fixmp.outputs.report import render_diff

    before = proof.before
    return {
        "number": tried.number,
        "choice": tried.candidate.choice,
        "files": list(tried.files),
        "diff": render_diff(tried.candidate.changed),
        "skipped": tried.skipped,
        "before": before.outcome if before is not None and tried.after is not None else None,
        "after": _run_to_json(tried.after),
        "outcome_change": outcome_change(before, tried.after) if before and tried.after else None,
        "output_compared": tried.output is not None,
        "output_equal": tried.output.equal if tried.output is not None else None,
        "output_diff": tried.output.diff if tried.output is not None else "",
        "hazards": [hazard.to_json() for hazard in tried.hazards],
        "verdict": tried.verdict or None,
        "accepted": proof.accepted is tried,
    }


def proof_to_json(outcome: ProofResult) -> Dict[str, object]:
    """The runs, each candidate and its verdict, what was written, and the findings: what a CI bot attaches
    to its change. ``before`` / ``after`` / ``files`` / ``verdict`` speak of the decisive candidate (the
    accepted one, else the first that ran); ``candidates`` lists every one offered."""
    from fixmp.outputs.report import JSON_VERSION

    proof = outcome.proof
    result = outcome.result
    accepted = proof.accepted
    return {
        "version": JSON_VERSION,
        "command": proof.command,
        "project": str(proof.project),
        "folder": proof.folder,
        "timeout": proof.timeout,
        "before": _run_to_json(proof.before),
        "after": _run_to_json(proof.after),
        "verdict": proof.verdict,
        "already_ok": proof.already_ok,
        "files": list(proof.files),
        "written": list(outcome.written),
        "dry_run": outcome.dry_run,
        "diff": outcome.diff,
        "findings": [dict(finding.to_json(), fixed=finding.fixed) for finding in result.findings],
        "errors": [error.to_json() for error in result.all_errors],
        "seconds": round(proof.seconds, 3),
        "reference": _run_to_json(proof.reference),
        "reference_varying_lines": list(proof.reference_varying),
        # Added with the proof that decides (the contract's version stays 1: nothing above changed meaning).
        "accept": proof.accept,
        "ignore_lines": list(proof.output_rule.patterns),
        "cure_verdict": proof.cure_verdict,
        "cured": proof.cured,
        "accepted_candidate": accepted.number if accepted is not None else None,
        "candidates": [_candidate_to_json(proof, tried) for tried in proof.candidates],
    }


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 'es' if word.endswith(('x', 's')) else 's'}"


def _run_lines(label: str, run: RunOutcome) -> List[str]:
    lines = [f"  {label:<17} {run.outcome:<5} {run.seconds:5.1f} s  {run.detail.split('; ')[0]}"]
    lines.extend(f"      {stack.summary}" for stack in run.stacks
                 if stack.label == "main" or stack.label.startswith("child"))
    if run.stdout_not_kept:
        lines.append(f"      ({describe_size(run.stdout_not_kept)} of its standard output not kept)")
    if run.stderr_not_kept:
        lines.append(f"      ({describe_size(run.stderr_not_kept)} of its standard error not kept)")
    return lines


def _by_digest(one: RunOutcome, other: RunOutcome) -> str:
    """How two outputs were compared, where not line by line."""
    if one.stdout_not_kept or other.stdout_not_kept:
        return " (compared by a digest of all their lines: more output than fixmp keeps)"
    return ""


def _verdict_line(proof: CommandProof, tried: CandidateProof) -> List[str]:
    """What one candidate's runs show, in words; the lines of a changed output or a hazard under it."""
    assert proof.before is not None and tried.after is not None  # a candidate that ran
    before, after = proof.before.outcome, tried.after.outcome
    if tried.verdict == WORSE:
        return [f"  WORSE: {before} before the fixes, {after} after."]
    if tried.verdict == NOT_CURED:
        if before == after:
            return [f"  not cured: {before} before and after the fixes."]
        return [f"  not cured: {before} before the fixes, {after} after (no worse, but not ok)."]
    if tried.verdict == HAZARDS_SEEN:
        return ([f"  hazards seen: {after} after the fixes, but the after-run check saw "
                 f"{_plural(len(tried.hazards), 'fork hazard')} that did not hang this run, so this is not a cure:"]
                + [f"      {h.path}:{h.line}: {h.code} {h.message}" for h in tried.hazards])
    if tried.verdict == OUTPUT_CHANGED:
        assert tried.output is not None
        compared = ("ok before and after the fixes" if before == "ok" else
                    f"{before} before the fixes, ok after, not as the reference run")
        return ([f"  output changed: {compared}, but the result differs, so this is not a cure:"]
                + [f"      {line}" for line in tried.output.diff.splitlines()])
    if tried.verdict == SAME_RESULT:
        ignored = proof.output_rule.patterns
        compared = ("the same exit status and output" if not ignored else
                    f"the same exit status and output, less the lines matching {', '.join(map(repr, ignored))}")
        return [f"  same result: ok before and after, with {compared}{_by_digest(proof.before, tried.after)}. "
                "The command already ran ok without the fixes, so this shows that they keep its result, not that "
                "they cure a hang or crash."]
    if proof.reference is not None and tried.output is not None:
        order = " (its lines in any order)" if proof.output_rule.any_order else ""
        return [f"  cured: {before} before the fixes, ok after, with the same exit status and output{order} as "
                f"the reference run{_by_digest(proof.reference, tried.after)}."]
    why = ("the hung run was killed, so its output is partial and not compared" if before == "hang"
           else "the output of the crashed run is not compared")
    return [f"  cured: {before} before the fixes, ok after ({why})."]


def render_proof(outcome: ProofResult) -> str:
    proof = outcome.proof
    if proof.before is None:
        return f"Nothing to fix, so `{proof.command}` was not run.\n"
    where = "" if proof.folder == "." else f", folder {proof.folder}"
    lines = [f"Ran `{proof.command}` in copies of {proof.project}{where} (time limit {proof.timeout:g} s):"]
    lines.extend(_run_lines("before the fixes:", proof.before))
    if proof.reference is not None:
        lines.extend(_run_lines("reference run:", proof.reference))
        if proof.reference_varying:
            lines.append(f"  ({_plural(len(proof.reference_varying), 'line')} of its output differed between two "
                         "reference runs, and are not compared)")
        if proof.reference.outcome is not Outcome.OK:
            lines.append("  (the reference run did not finish ok either: a fix's output cannot be compared with it)")
    for tried in proof.candidates:
        name = f"Fix {tried.number} ({tried.candidate.name})"
        if tried.after is None:
            lines.append(f"{name}: not run: {tried.skipped}.")
            continue
        lines.append(f"{name}, {_plural(len(tried.files), 'file')}: {', '.join(tried.files)}")
        lines.extend(f"  {finding.path}:{finding.line}: {finding.fix_description}"  # what each edit does
                     for file_result in tried.candidate.changed for finding in file_result.findings
                     if finding.fix_description)
        lines.extend(_run_lines("after the fixes:", tried.after))
        lines.extend(_verdict_line(proof, tried))
    accepted = proof.accepted
    tried_count = len(proof.tried)
    if accepted is not None and accepted.cures:
        lines.append(f"Verdict: {accepted.verdict} with fix {accepted.number} ({accepted.candidate.name}).")
    elif accepted is not None:
        assert accepted.after is not None
        lines.append(f"Verdict: no worse with fix {accepted.number} ({accepted.candidate.name}):"
                     f" {proof.before.outcome} before, {accepted.after.outcome} after. Accepted because of "
                     f"--verify-accept no-worse; this is NOT a proof that the fixes cure anything "
                     f"({accepted.verdict}).")
    else:
        lines.append(f"Verdict: not cured: none of the {_plural(tried_count, 'fix')} tried cured `{proof.command}`.")
    if outcome.written:
        lines.append(f"Fixes written to {_plural(len(outcome.written), 'file')}: {', '.join(outcome.written)}.")
    elif outcome.dry_run:
        lines.append("Nothing written (--diff).")
    elif accepted is None and all(tried.verdict == WORSE for tried in proof.tried):
        lines.append("Nothing written: the command got worse with the fixes.")
    elif accepted is None:
        lines.append("Nothing written: no fix was proven to cure the command "
                     "(--verify-accept no-worse would write one that is no worse).")
    if outcome.write_errors:
        lines.append(f"Not written ({_plural(len(outcome.write_errors), 'error')}): "
                     + "; ".join(f"{error.path}: {error.message}" for error in outcome.write_errors))
    lines.append(f"Proof took {proof.seconds:.1f} s.")
    return "".join(line + "\n" for line in lines)
