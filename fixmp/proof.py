"""``fixmp fix --verify COMMAND``: prove the fixes on the user's own project before writing them.

The project (the folder of the nearest ``pyproject.toml`` above the paths, else the
current folder) is copied twice into a temporary folder, without ``.git``, virtual
environments and caches. COMMAND runs in the first copy as it is and in the second
with the fixes applied, each watched by the verification runner
(``fixmp.verify.run_command``: same hang / crash / ok classification, time limit,
idle-hang detection and stack capture as ``fixmp verify``). The fixes are written
to the real files only when the command got no worse: ok is better than crash,
crash better than hang, and an equal outcome is no worse.

Two copies rather than one, so that whatever the first run leaves behind
(checkpoints, caches, a half-written file of a killed hang) cannot change the
second.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from fixmp.model import FileError, FileResult, RunResult
from fixmp.verify import DEFAULT_IDLE_SECONDS, RunOutcome, run_command, run_to_json
from fixmp.writer import Change, write_changes

DEFAULT_COMMAND_TIMEOUT = 60.0
# Best first: a fix may turn a hang into a crash (the program now fails loudly
# instead of waiting for ever), and a crash into ok.
OUTCOME_ORDER = ("ok", "crash", "hang")
# Folders that are not part of the program: version control, environments, caches.
SKIPPED_FOLDERS = frozenset({
    ".git", ".hg", ".svn", ".venv", "venv", ".tox", ".nox", "__pycache__", ".mypy_cache",
    ".pytest_cache", ".ruff_cache", ".fixmp_cache", ".ipynb_checkpoints",
})
# How much of each run's output the JSON report keeps.
OUTPUT_TAIL_CHARS = 2000


class ProofError(Exception):
    """The proof could not be made (a file outside the project, a copy that failed); the message says why."""


@dataclass(frozen=True)
class CommandProof:
    command: str
    project: Path  # the real project folder
    folder: str  # where the command ran, relative to the project ("." for its root)
    timeout: float
    files: Tuple[str, ...]  # the files the fixes change, as the engine showed them
    before: Optional[RunOutcome]  # None when there was nothing to fix
    after: Optional[RunOutcome]
    seconds: float

    @property
    def verdict(self) -> str:
        """``better``, ``same``, ``worse``, or ``nothing to fix``."""
        if self.before is None or self.after is None:
            return "nothing to fix"
        before = OUTCOME_ORDER.index(self.before.outcome)
        after = OUTCOME_ORDER.index(self.after.outcome)
        return "better" if after < before else ("same" if after == before else "worse")

    @property
    def no_worse(self) -> bool:
        return self.verdict in ("better", "same")

    @property
    def already_ok(self) -> bool:
        """The command was ok before the fixes: the proof shows they break nothing, not that they cure."""
        return self.before is not None and self.before.outcome == "ok"


@dataclass(frozen=True)
class ProofResult:
    """The engine's run with the proof, and what was written because of it."""

    result: RunResult  # findings marked fixed only where their file was written (or, with --diff, would be)
    proof: CommandProof
    written: Tuple[str, ...]
    write_errors: Tuple[FileError, ...]
    dry_run: bool
    diff: str  # the fixes the command ran with, as a unified diff, written or not
    stopped_by: Optional[int] = None  # the signal that stopped the writes (Ctrl-C, SIGTERM, SIGHUP)


def project_folder(paths: Sequence[Path], cwd: Optional[Path] = None) -> Path:
    """The folder of the nearest ``pyproject.toml`` above the first path, else the current folder."""
    from fixmp.config import find_pyproject

    cwd = Path(cwd or os.getcwd()).resolve()
    start = Path(paths[0]) if paths else cwd
    pyproject = find_pyproject(start if start.is_absolute() else cwd / start)
    return pyproject.parent if pyproject is not None else cwd


def _real_path(path: str) -> Path:
    # The folder's links resolved but not the file's: a linked file is still where the user sees it.
    absolute = Path(os.path.abspath(path))
    return absolute.parent.resolve() / absolute.name


def _inside(path: Path, project: Path) -> Optional[Path]:
    try:
        return path.relative_to(project)
    except ValueError:
        return None


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


def copy_project(project: Path, destination: Path) -> Path:
    """Copy ``project`` to ``destination`` (which must not exist) without version control,
    virtual environments, caches and special files; links are copied as links."""
    try:
        shutil.copytree(project, destination, symlinks=True, ignore=_skipped)
    except (OSError, shutil.Error) as exc:
        raise ProofError(f"cannot copy the project {project} to {destination}: {exc}") from None
    return destination


def _write_into_copy(copy: Path, relative: Path, text: bytes) -> None:
    target = copy / relative
    # A link in the copy may point back into the real project: replace the link, never write through it.
    if target.is_symlink():
        target.unlink()
    target.write_bytes(text)


def _import_first(copy: Path) -> List[Path]:
    # An installed (editable) copy of the project must not shadow the code under test.
    return [folder for folder in (copy, copy / "src") if folder.is_dir()]


def prove(
    result: RunResult,
    command: str,
    *,
    project: Path,
    timeout: float = DEFAULT_COMMAND_TIMEOUT,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    cwd: Optional[Path] = None,
) -> CommandProof:
    """Run ``command`` on copies of ``project`` without and with the fixes in ``result``.

    The command runs in the copy of the current folder when that lies inside the
    project, else in the copy of the project folder. Raises ``ProofError``.
    """
    started = time.monotonic()
    project = Path(project).resolve()
    changed = [file_result for file_result in result.files if file_result.changed]
    where: List[Tuple[FileResult, Path]] = []
    for file_result in changed:
        relative = _inside(_real_path(file_result.path), project)
        if relative is None:
            raise ProofError(f"{file_result.path} is outside the project folder {project}: run fixmp from the "
                             "project, or give the project a pyproject.toml, so the command can run on a copy of it")
        where.append((file_result, relative))
    cwd = Path(cwd or os.getcwd()).resolve()
    folder = _inside(cwd, project) or Path(".")
    files = tuple(file_result.path for file_result in changed)
    if not changed:
        return CommandProof(command, project, folder.as_posix(), timeout, files, None, None,
                            time.monotonic() - started)
    with tempfile.TemporaryDirectory(prefix="fixmp-verify-") as scratch_name:
        scratch = Path(scratch_name)
        runs = []
        for name in ("before", "after"):
            copy = copy_project(project, scratch / name / project.name)
            for file_result, relative in where:
                # Exactly the text the fix was made from, and exactly the fixed text.
                content = file_result.source if name == "before" else file_result.fixed_source
                assert content is not None  # `where` holds the changed files, which keep both
                _write_into_copy(copy, relative, content)
            run_folder = copy / folder
            if not run_folder.is_dir():
                raise ProofError(f"the current folder {cwd} is not in the copy of the project (skipped as a cache "
                                 "or environment?); run fixmp from the project folder")
            runs.append(run_command(command, run_folder, timeout=timeout, idle_seconds=idle_seconds,
                                    import_first=_import_first(copy)))
    return CommandProof(command, project, folder.as_posix(), timeout, files, runs[0], runs[1],
                        time.monotonic() - started)


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
    result: RunResult,
    command: str,
    *,
    project: Path,
    timeout: float = DEFAULT_COMMAND_TIMEOUT,
    idle_seconds: float = DEFAULT_IDLE_SECONDS,
    dry_run: bool = False,
    cwd: Optional[Path] = None,
) -> ProofResult:
    """Prove the fixes in ``result`` with ``command``, and write them when it got no worse (never when
    ``dry_run``). Each file is written atomically, and only if nobody changed it since it was read."""
    from fixmp.report import render_diff

    proof = prove(result, command, project=project, timeout=timeout, idle_seconds=idle_seconds, cwd=cwd)
    written: List[str] = []
    write_errors: List[FileError] = []
    stopped_by = None
    if proof.no_worse and not dry_run:
        outcome = write_changes([
            Change(r.path, r.source, r.fixed_source) for r in result.files
            if r.changed and r.source is not None and r.fixed_source is not None
        ])
        written, write_errors, stopped_by = list(outcome.written), list(outcome.errors), outcome.stopped_by
    if proof.no_worse and dry_run:
        shown = result
    else:
        shown = _unfixed(result, [r.path for r in result.files if r.changed and r.path not in written])
    if write_errors:
        shown = RunResult(shown.files, shown.errors + tuple(write_errors), shown.stats)
    return ProofResult(shown, proof, tuple(written), tuple(write_errors), dry_run, render_diff(result.files),
                       stopped_by)


def exit_code(outcome: ProofResult) -> int:
    """128 + the signal when the writes were stopped (what was written is reported); 2 on errors;
    1 when the command got worse or does not run ok after the fixes; else 0.

    With nothing to fix, 1 when findings remain (as plain ``fixmp fix``), else 0.
    """
    if outcome.stopped_by is not None:
        return 128 + outcome.stopped_by
    if outcome.result.all_errors:
        return 2
    proof = outcome.proof
    if proof.verdict == "nothing to fix":
        return 1 if any(not f.fixed for f in outcome.result.findings) else 0
    if not proof.no_worse or proof.after is None or proof.after.outcome != "ok":
        return 1
    return 0


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
    }


def proof_to_json(outcome: ProofResult) -> Dict[str, object]:
    """Both runs, the verdict, what was written, and the findings: what a CI bot attaches to its change."""
    from fixmp.report import JSON_VERSION

    proof = outcome.proof
    result = outcome.result
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
    }


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def render_proof(outcome: ProofResult) -> str:
    proof = outcome.proof
    if proof.verdict == "nothing to fix":
        return f"Nothing to fix, so `{proof.command}` was not run.\n"
    where = "" if proof.folder == "." else f", folder {proof.folder}"
    lines = [f"Ran `{proof.command}` in copies of {proof.project}{where} (time limit {proof.timeout:g} s):"]
    assert proof.before is not None and proof.after is not None  # both ran: there was something to fix
    for label, run in (("before the fixes:", proof.before), ("after the fixes:", proof.after)):
        lines.append(f"  {label:<17} {run.outcome:<5} {run.seconds:5.1f} s  {run.detail.split('; ')[0]}")
        lines.extend(f"      {stack.summary}" for stack in run.stacks
                     if stack.label == "main" or stack.label.startswith("child"))
    before, after = proof.before.outcome, proof.after.outcome
    if proof.verdict == "better":
        verdict = f"better: {before} before the fixes, {after} after."
    elif proof.verdict == "worse":
        verdict = f"WORSE: {before} before the fixes, {after} after."
    elif proof.already_ok:
        verdict = ("no worse: ok before and after. The command already ran ok without the fixes, so this "
                   "shows that they break nothing, not that they cure a hang or crash.")
    else:
        verdict = f"no worse, but not cured: {before} before and after the fixes."
    lines.append(f"Verdict: {verdict}")
    if outcome.written:
        lines.append(f"Fixes written to {_plural(len(outcome.written), 'file')}: {', '.join(outcome.written)}.")
    elif outcome.dry_run:
        lines.append("Nothing written (--diff).")
    elif not proof.no_worse:
        lines.append("Nothing written: the command got worse with the fixes.")
    if outcome.write_errors:
        lines.append(f"Not written ({_plural(len(outcome.write_errors), 'error')}): "
                     + "; ".join(f"{error.path}: {error.message}" for error in outcome.write_errors))
    lines.append(f"Proof took {proof.seconds:.1f} s.")
    return "".join(line + "\n" for line in lines)
