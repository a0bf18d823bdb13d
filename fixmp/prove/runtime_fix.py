"""``fixmp run --fix``: fix the start sites the runtime sanitizer saw, and prove each fix by running.

Static detection cannot see every hazard (sizes that travel, work done in other
modules, a third-party loader); the sanitizer sees each fork as it happens. For
each start site it saw fork with torch's OpenMP pool alive or CUDA initialised,
this builds the site's fixes with the same builders as the rules
(``fixmp.fixing.rewrites``): a single-threaded child where the child runs a function of
the project (FMP002 only: it keeps fork and everything the child shares), and a
spawn context routed through the site's module. The fixes become candidates of
``fixmp.prove.proof``: the command runs on copies of the project, unfixed, then with
each candidate, under the sanitizer, and a candidate cures only when the run is
ok, no hazard is seen, and its exit status and output are those of the reference
run: the unfixed program with each forked child made single-threaded the moment it
is forked (a hung run has no output to keep). Only a cure is written.

Like ``verify`` and ``fix --verify``, this executes the command, on purpose: the
files it changes are only read and parsed here, never imported.
"""

from __future__ import annotations

import os
import shlex
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Sequence, Tuple

import libcst as cst

from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.sites import ProcessSite
from fixmp.discover.config import Settings
from fixmp.engine import SourceError, apply_fixes, parse, project_for, rewrite_problem
from fixmp.fixing.fix import SAFE, Fix
from fixmp.fixing.rewrites import FixOutcome, single_thread_child_fix, single_thread_function_fix, spawn_context_fix
from fixmp.model import FileResult, Finding, RunResult, printable
from fixmp.outputs.report import diff_bytes
from fixmp.prove.proof import (
    Candidate,
    OutputRule,
    ProofError,
    ProofResult,
    Runs,
    command_not_run,
    inside,
    proof_to_json,
    prove_and_write,
    render_proof,
    stays_inside,
)
from fixmp.prove.proof import exit_code as proof_exit_code
from fixmp.rules import rule_by_code
from fixmp.runner.classify import RunOutcome
from fixmp.runner.render import run_to_json
from fixmp.runner.sanitize import (
    CUDA_CODE,
    DATALOADER_CUDA_CODE,
    OPENMP_POOL_CODE,
    ForkHazard,
    read_hazards,
    sanitizer_environment,
)
from fixmp.runner.sanitize_report import NOT_WATCHED, SanitizerCheck

# The reference run: the unfixed program under the sanitizer's probe with every forked child made
# single-threaded the moment it is forked. The parent runs as written and no child enters the dead pool,
# so it prints what the program would print if its children did not hang: what a cure must print.
# (OMP_NUM_THREADS=1 is no such reference: it changes the parent's floats and, measured on the held-out
# set, even which random numbers a large randn draws, and a program that calls set_num_threads ignores it.)
SINGLE_THREAD_CHILDREN_ENV = "FIXMP_SINGLE_THREAD_CHILDREN"
# The kinds of fix tried at each site, in the order they are preferred.
SINGLE_THREAD_CHILD = "single-thread-child"
SINGLE_THREAD_TARGET = "single-thread-target"
SPAWN = "spawn"
NO_FIX = "run-time"  # the kind named for a hazard no fix of run --fix is for
# The hazards of a fork that run --fix rewrites; the crashes the sanitizer also sees are shown, not fixed.
FORK_HAZARD_CODES = (OPENMP_POOL_CODE, CUDA_CODE, DATALOADER_CUDA_CODE)


@dataclass(frozen=True)
class SeenSite:
    """A start site the sanitizer saw, in the project, and the fixes it can have."""

    hazard: ForkHazard
    path: Path  # the file in the real project
    fixes: Dict[str, Tuple[Path, FixOutcome]]  # by kind: the file the fix edits, and the fix or why there is none

    @property
    def code(self) -> str:
        return self.hazard.code

    @property
    def line(self) -> int:
        return self.hazard.start.line


@dataclass(frozen=True)
class ParsedFile:
    """One parse of a project file: every fix made for it edits this tree, so they apply together."""

    path: Path
    source: bytes
    module: Optional[cst.Module]
    index: Optional[ModuleIndex]
    error: Optional[str]  # why it could not be read or parsed


class ParsedFiles:
    def __init__(self, settings: Settings):
        self.settings = settings
        self.files: Dict[Path, ParsedFile] = {}

    def get(self, path: Path) -> ParsedFile:
        if path not in self.files:
            try:
                source = path.read_bytes()
                module = parse(source, str(path))
            except (OSError, SourceError) as exc:
                self.files[path] = ParsedFile(path, b"", None, None, f"cannot read {path}: {exc}")
            else:
                index = ModuleIndex(module, str(path), source)
                index.step_budget = self.settings.max_steps_per_file or None
                index.attach_project(project_for(self.settings), str(path))
                self.files[path] = ParsedFile(path, source, module, index, None)
        return self.files[path]


@dataclass(frozen=True)
class RunFixOutcome:
    """What ``run --fix`` saw and did."""

    detected: RunOutcome  # the first run, unfixed, under the sanitizer
    seen: Tuple[ForkHazard, ...]  # every hazard the first run saw
    sites: Tuple[SeenSite, ...]  # the seen sites in the project, with their fixes
    outside: Tuple[ForkHazard, ...]  # sites outside the project (a library's own start): shown, not fixed
    proof: Optional[ProofResult]  # None when no site had a fix to prove
    watched: Optional[int] = None  # the interpreters the first run's probe watched (0: none, nothing seen)
    # For a site reached through one of the project's links to a file outside it: its fix, as a diff of that
    # file, offered and never written or proven (path as the project names it, the diff).
    offered: Tuple[Tuple[str, str], ...] = ()


def _covers(site: ProcessSite, index: ModuleIndex, line: int) -> bool:
    for call in (site.call, *site.start_calls):
        position = index.position(call)
        if position.start.line <= line <= position.end.line:
            return True
    return False


def _sites_at(index: ModuleIndex, line: int, default_start_method: str) -> List[ProcessSite]:
    """The process sites whose call or start is at ``line``; else, where the start could not be tied to
    its ``Process(...)`` (``procs[-1].start()``, a start in another loop), the sites of the function (or
    module body) the line is in, when they are of one function and the start line is in it too."""
    sites = index.process_sites(default_start_method)
    local = {id(site.call) for site in sites}
    sites += [site for site in index.remote_process_sites(default_start_method) if id(site.call) not in local]
    covering = [site for site in sites if _covers(site, index, line)]
    if covering:
        return covering
    functions = _functions_at(index, line)
    innermost = functions[-1] if functions else None
    return [site for site in sites if index.enclosing_function(site.call) is innermost]


def _functions_at(index: ModuleIndex, line: int) -> List[cst.FunctionDef]:
    """The functions whose lines hold ``line``, outermost first."""
    found = []
    for node in _function_defs(index.module):
        position = index.position(node)
        if position.start.line <= line <= position.end.line:
            found.append(node)
    return sorted(found, key=lambda node: index.position(node).start.line)


def _function_defs(module: cst.Module) -> List[cst.FunctionDef]:
    class Collector(cst.CSTVisitor):
        def __init__(self) -> None:
            self.found: List[cst.FunctionDef] = []

        def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
            self.found.append(node)

    collector = Collector()
    module.visit(collector)
    return collector.found


def site_fixes(path: Path, hazard: ForkHazard, targets: Sequence[Tuple[Path, str, int]], files: ParsedFiles
               ) -> Dict[str, Tuple[Path, FixOutcome]]:
    """The fixes for the start at ``path`` that the sanitizer saw, by kind (the reason where none).
    ``targets``: the project functions the run's children were seen running (file, name, a line in it)."""
    if hazard.code not in FORK_HAZARD_CODES:
        # A crash seen at run time (FMP004-FMP007): its cure is no fork-site rewrite.
        return {NO_FIX: (path, FixOutcome(reason="run --fix rewrites the forks made with the pool or CUDA alive "
                                                 "(FMP001, FMP002, FMP008); `fixmp check` offers this rule's fix "
                                                 "where it finds the same hazard"))}
    parsed = files.get(path)
    if parsed.index is None:
        return {SPAWN: (path, FixOutcome(reason=parsed.error))}
    index, line = parsed.index, hazard.start.line
    sites = _sites_at(index, line, files.settings.default_start_method)
    unrecognised = FixOutcome(reason=f"fixmp does not recognise the process start at line {line}")
    fixes: Dict[str, Tuple[Path, FixOutcome]] = {}
    if hazard.code == OPENMP_POOL_CODE:
        fixes[SINGLE_THREAD_CHILD] = (path, single_thread_child_fix(index, sites) if sites else unrecognised)
        if fixes[SINGLE_THREAD_CHILD][1].fix is None and len(targets) == 1:
            # The run showed the function the children ran (in this module or another): single-thread it there.
            fixes[SINGLE_THREAD_TARGET] = _target_fix(*targets[0], files)
    fixes[SPAWN] = (path, spawn_context_fix(index, sites, files.settings.default_start_method) if sites
                    else unrecognised)
    return fixes


def _target_fix(path: Path, name: str, line: int, files: ParsedFiles) -> Tuple[Path, FixOutcome]:
    target = files.get(path)
    if target.index is None:
        return path, FixOutcome(reason=target.error)
    function = next((node for node in reversed(_functions_at(target.index, line)) if node.name.value == name), None)
    if function is None:
        return path, FixOutcome(reason=f"cannot make the child single-threaded: no function {name}() at line {line}")
    return path, single_thread_function_fix(target.index, function)


def _finding(site: SeenSite, shown: str, fix: Optional[Fix], reason: Optional[str]) -> Finding:
    rule = rule_by_code(site.code)
    return Finding(
        path=shown, line=site.line, column=1, end_line=site.line, end_column=1, code=site.code,
        name=rule.NAME if rule is not None else site.code,
        message=(f"seen at run time: this line forked while {site.hazard.alive}"
                 if site.code in FORK_HAZARD_CODES else f"seen at run time: {site.hazard.alive}"),
        fix=fix.safety if fix is not None else None,
        fix_description=fix.description if fix is not None else None,
        no_fix_reason=reason, fixed=fix is not None,
    )


def _chosen_fix(site: SeenSite, order: Sequence[str], unsafe_fixes: bool
                ) -> Tuple[Optional[Tuple[Path, Fix]], str]:
    """The first fix of the kinds in ``order`` that the site has and the settings allow, or why none."""
    reasons = []
    for kind in order:
        if kind not in site.fixes:
            continue
        path, outcome = site.fixes[kind]
        if outcome.fix is None:
            reasons.append(f"{kind}: {outcome.reason}")
        elif outcome.fix.safety is not SAFE and not unsafe_fixes:
            reasons.append(f"{kind}: unsafe ({outcome.fix.description}); tried only with --unsafe-fixes")
        else:
            return (path, outcome.fix), ""
    return None, "; ".join(reasons) or "no fix of this kind"


# What each candidate of ``run --fix`` does, as its report names it ("fix auto" said nothing).
CANDIDATE_LABELS = {
    "auto": "each forked child single-threaded first, else a spawn context",
    SPAWN: "a spawn context",
}


def candidate(choice: str, sites: Sequence[SeenSite], files: ParsedFiles, unsafe_fixes: bool) -> Candidate:
    """Every seen site fixed with the first kind, in ``choice``'s order, that it has and the settings allow
    (``auto``: a single-threaded child, in the start's module or in the target's, else spawn)."""
    order = (SINGLE_THREAD_CHILD, SINGLE_THREAD_TARGET, SPAWN) if choice == "auto" else (choice,)
    planned = [(site, *_chosen_fix(site, order, unsafe_fixes)) for site in sites]
    edits: Dict[Path, List[Fix]] = {}
    for _, chosen, _ in planned:
        if chosen is not None and chosen[1] not in edits.setdefault(chosen[0], []):
            edits[chosen[0]].append(chosen[1])
    fixed: Dict[Path, Optional[bytes]] = {}
    problems: Dict[Path, str] = {}
    for path, fixes in edits.items():
        parsed = files.get(path)
        assert parsed.module is not None  # a fix was made on its tree
        new_module, _ = apply_fixes(parsed.module, fixes)
        problem = rewrite_problem(parsed.source, new_module.bytes, os.path.relpath(path))
        fixed[path] = None if problem is not None else new_module.bytes
        if problem is not None:
            problems[path] = problem
    findings: Dict[Path, List[Finding]] = {}
    for site, chosen, reason in planned:
        problem = problems.get(chosen[0]) if chosen is not None else None
        fix = chosen[1] if chosen is not None and problem is None else None
        findings.setdefault(site.path, []).append(
            _finding(site, os.path.relpath(site.path), fix, problem or reason or None))
    results = []
    for path in sorted(set(findings) | set(edits)):
        parsed = files.get(path)
        results.append(FileResult(os.path.relpath(path), tuple(findings.get(path, ())), source=parsed.source,
                                  fixed_source=fixed.get(path), parsed=True))
    return Candidate(choice, RunResult(tuple(results)), "fix", label=CANDIDATE_LABELS.get(choice))


def _children_targets(run: RunOutcome, copy: Path, folder: Path, project: Path) -> List[Tuple[Path, str, int]]:
    """The project functions the run's children were seen running when it hung: the outermost frame of
    each child's stack in the project's files (its target, under multiprocessing's bootstrap)."""
    targets: List[Tuple[Path, str, int]] = []
    for stack in run.stacks:
        if not stack.label.startswith("child"):
            continue
        # Innermost first: the project's frames down to the first library frame (multiprocessing's
        # worker loop or bootstrap); the last of them is the function the child was started with, or,
        # where that is a lambda (it has no body to put a statement in), the function the lambda called.
        frames: List[Tuple[Path, str, int]] = []
        for frame in stack.frames:
            # A script's frames name it as the command did (relative to the folder it ran in).
            path = _project_file(copy / folder / frame.file, copy, project)
            if path is None:
                if frames:
                    break
                continue
            frames.append((path, frame.function, frame.line or 0))
        named = [found for found in frames if not found[1].startswith("<")]
        target = named[-1] if named else None
        if target is not None and target not in targets:
            targets.append(target)
    return targets


def _project_file(path: Path, copy: Path, project: Path) -> Optional[Path]:
    """The project's file that ``path``, a file of the copy of the project a run used, stands for; None
    where it is no file of the project (a library's, a module the run wrote, a link to a file elsewhere:
    what the run saw there is outside the project, and is never written)."""
    relative = inside(Path(os.path.abspath(path)), Path(os.path.abspath(copy)))
    if relative is None or not (project / relative).is_file() or not stays_inside(project / relative, project):
        return None
    return project / relative


def _named_in_place(hazard: ForkHazard, copy: Path, project: Path) -> ForkHazard:
    """``hazard`` with its start named by the project's path where the run saw it in its copy (a project's
    link to a file elsewhere): the copy is gone when the user reads the report."""
    relative = inside(Path(os.path.abspath(hazard.start.path)), Path(os.path.abspath(copy)))
    if relative is None:
        return hazard
    return replace(hazard, start=replace(hazard.start, path=str(project / relative)))


def run_fix(
    command: Sequence[str],
    settings: Settings,
    *,
    project: Path,
    timeout: float,
    idle_seconds: float,
    unsafe_fixes: bool = False,
    dry_run: bool = False,
) -> RunFixOutcome:
    """Run ``command`` under the sanitizer on a copy of ``project``; fix and prove each start site it saw.
    Raises ``ProofError`` (the project cannot be copied, the command cannot run)."""
    project = project.resolve()
    command_line = shlex.join(command)
    cwd = Path(os.getcwd()).resolve()
    folder = inside(cwd, project) or Path(".")
    with tempfile.TemporaryDirectory(prefix="fixmp-run-fix-") as scratch_name:
        scratch = Path(scratch_name)
        records = scratch / "records"
        records.mkdir()
        runs = Runs(command_line, project, folder, cwd, timeout, idle_seconds, scratch)
        detected = runs.run("detect", [], env=sanitizer_environment(records, base={}))
        unstartable = command_not_run(detected)
        if unstartable is not None:
            raise ProofError(f"`{command_line}` could not run ({unstartable})")
        records_seen = read_hazards(records)
        seen, watched = records_seen.hazards, records_seen.watched
        copy = scratch / "detect" / project.name
        targets = _children_targets(detected, copy, folder, project)
        in_project: List[Tuple[Path, ForkHazard]] = []
        outside: List[ForkHazard] = []
        for hazard in seen:
            path = _project_file(Path(hazard.start.path), copy, project)
            if path is None:
                outside.append(_named_in_place(hazard, copy, project))
            else:
                in_project.append((path, hazard))
    files = ParsedFiles(settings)
    sites = tuple(SeenSite(hazard, path, site_fixes(path, hazard, targets, files))
                  for path, hazard in sorted(in_project, key=lambda item: (str(item[0]), item[1].start.line)))
    offered = tuple(_offered_diffs(outside, project, targets, files, unsafe_fixes))
    fixable = any(outcome.fix is not None for site in sites for _, outcome in site.fixes.values())
    if not fixable:
        return RunFixOutcome(detected, seen, sites, tuple(outside), None, watched, offered)
    candidates = [candidate(choice, sites, files, unsafe_fixes) for choice in ("auto", SPAWN)]
    with tempfile.TemporaryDirectory(prefix="fixmp-run-fix-reference-") as reference_records:
        reference_env = {**sanitizer_environment(Path(reference_records), base={}), SINGLE_THREAD_CHILDREN_ENV: "1"}
        proof = prove_and_write(candidates, command_line, project=project, timeout=timeout,
                                idle_seconds=idle_seconds, dry_run=dry_run, cwd=cwd, after_check=SanitizerCheck(),
                                reference_env=reference_env,
                                output_rule=OutputRule(any_order=True))
    return RunFixOutcome(detected, seen, sites, tuple(outside), proof, watched, offered)


def _offered_diffs(outside: Sequence[ForkHazard], project: Path, targets: Sequence[Tuple[Path, str, int]],
                   files: ParsedFiles, unsafe_fixes: bool) -> Iterator[Tuple[str, str]]:
    """The fix of each site seen in a file the project reaches through a link out of it, as a diff to read:
    the file is not the project's to write (nor to prove a fix in, since its other users are unknown)."""
    for hazard in outside:
        path = Path(hazard.start.path)
        if inside(path, project) is None or not os.path.islink(path):
            continue
        chosen, _ = _chosen_fix(SeenSite(hazard, path, site_fixes(path, hazard, targets, files)),
                                (SINGLE_THREAD_CHILD, SINGLE_THREAD_TARGET, SPAWN), unsafe_fixes)
        if chosen is None or chosen[0] != path:
            continue
        parsed = files.get(path)
        assert parsed.module is not None  # a fix was made on its tree
        fixed, _ = apply_fixes(parsed.module, [chosen[1]])
        shown = os.path.relpath(path)
        if rewrite_problem(parsed.source, fixed.bytes, shown) is None and fixed.bytes != parsed.source:
            yield shown, diff_bytes(shown, parsed.source, fixed.bytes)


# --------------------------------------------------------------------------- reporting


def exit_code(outcome: RunFixOutcome) -> int:
    """0: nothing seen, or every seen site cured and written; 1: a hazard is left (no fix, no cure,
    a site outside the project); 2 or 128 + N as ``fix --verify`` (errors, a stopped write)."""
    if outcome.proof is not None:
        code = proof_exit_code(outcome.proof)
        return code if code != 0 or not outcome.outside else 1
    if not outcome.seen and outcome.watched == 0:
        return 2  # nothing could be looked at: no answer, and never "nothing to fix"
    return 1 if outcome.seen else 0


def _site_lines(site: SeenSite, shown: str) -> List[str]:
    hazard = site.hazard
    if hazard.code in FORK_HAZARD_CODES:
        lines = [f"  {shown}:{site.line}: {site.code} forked {hazard.forks} time{'s' if hazard.forks != 1 else ''} "
                 f"while {hazard.alive}"]
    else:
        lines = [f"  {shown}:{site.line}: {site.code} {hazard.alive}"]
    for kind, (_, outcome) in site.fixes.items():
        if outcome.fix is not None:
            marker = "" if outcome.fix.safety is SAFE else " (unsafe)"
            lines.append(f"      {kind} fix{marker}: {outcome.fix.description}")
        else:
            lines.append(f"      no {kind} fix: {outcome.reason}")
    return lines


def render_text(outcome: RunFixOutcome) -> str:
    lines = [f"The command, unfixed, under the sanitizer: {outcome.detected.outcome} ({outcome.detected.detail})."]
    if not outcome.seen and outcome.watched == 0:
        lines.append(f"{NOT_WATCHED[0].upper()}{NOT_WATCHED[1:]}: nothing was fixed.")
        return "\n".join(lines) + "\n"
    if not outcome.seen:
        lines.append("No fork with torch's OpenMP pool alive or CUDA initialised was seen: nothing to fix.")
        return "\n".join(lines) + "\n"
    lines.append("Seen at run time:")
    for site in outcome.sites:
        lines.extend(_site_lines(site, printable(os.path.relpath(site.path))))
    for hazard in outcome.outside:
        path = hazard.start.path
        where = (f"a link to {os.path.realpath(path)}, outside the project" if os.path.islink(path)
                 else "outside the project")
        shown = os.path.relpath(path) if os.path.islink(path) else path
        lines.append(f"  {printable(shown)}:{hazard.start.line}: {hazard.code} forked while "
                     f"{hazard.alive} ({printable(where)}: not fixed)")
    for shown, diff in outcome.offered:
        lines.append(f"  its fix, offered and not written ({shown} leads out of the project):")
        lines.extend("    " + line for line in diff.splitlines())
    if outcome.proof is None:
        lines.append("No site has a fix to prove: nothing written.")
        return "\n".join(lines) + "\n"
    return "\n".join(lines) + "\n" + render_proof(outcome.proof)


def _hazard_json(hazard: ForkHazard) -> Dict[str, object]:
    return {"code": hazard.code, "path": hazard.start.path, "line": hazard.start.line, "forks": hazard.forks,
            "alive": hazard.alive}


def outcome_to_json(outcome: RunFixOutcome) -> Dict[str, object]:
    sites = []
    for site in outcome.sites:
        sites.append({
            **_hazard_json(site.hazard),
            "path": os.path.relpath(site.path),
            "fixes": {kind: {"file": os.path.relpath(path), "description": fix_outcome.fix.description,
                             "safety": str(fix_outcome.fix.safety)}
                      if fix_outcome.fix is not None else {"file": os.path.relpath(path), "reason": fix_outcome.reason}
                      for kind, (path, fix_outcome) in site.fixes.items()},
        })
    return {
        "detected": run_to_json(outcome.detected),
        "sites": sites,
        "outside": [_hazard_json(hazard) for hazard in outcome.outside],
        "offered": [{"path": shown, "diff": diff} for shown, diff in outcome.offered],
        "proof": proof_to_json(outcome.proof) if outcome.proof is not None else None,
        "watched": outcome.watched,
        "exit_code": exit_code(outcome),
    }
