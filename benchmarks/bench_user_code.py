"""How long ``fixmp check`` takes on the user's own code, pair by pair with ruff.

bench_repository.py checks torch's installed sources: every path lies under site-packages, so no
module counts as the user's own and fixmp's project phase (following a program into the modules of
its project) never runs. Here every module is the user's:

1. torch's sources copied out of site-packages into a temporary folder (the .py files; the shared
   libraries, headers and other binaries left behind);
2. real public repositories that use multiprocessing with PyTorch, pinned by commit in
   ``user_code_repositories.json`` beside this script, checked out in a folder of their own.

Run it with the Python of the environment fixmp is installed in::

    python benchmarks/bench_user_code.py --prepare /tmp/user-code-checkouts   # checkouts from git mirrors
    python benchmarks/bench_user_code.py --checkouts /tmp/user-code-checkouts  # torch's copy, then each repository
    python benchmarks/bench_user_code.py --checkouts /tmp/user-code-checkouts --only repos --repos DiffDock --runs 1
    python benchmarks/bench_user_code.py --checkouts /tmp/user-code-checkouts --list  # the corpora; nothing timed

``--prepare DIR`` makes ``DIR/<name>`` for each pinned repository from a bare mirror holding its
commit (``/work/.mirror/<owner>+<name>/repo``, or under ``--mirrors``; ``git clone --mirror`` makes
one) with ``git archive <commit> | tar -x``: the files of the commit, no ``.git``.

For each corpus it times, interleaved over ``--runs`` rounds (the order rotates every round, so that
a slow spell of the machine does not fall on one tool), as separate processes:

* ``fixmp check --jobs J --no-cache`` and ``ruff check --isolated --no-cache`` (cold). fixmp runs as a user runs
  it in the repository, with each file's configuration: where a ``pyproject.toml`` makes a folder the project's
  root, a program is followed into every module of the project it imports from there (``--isolated`` has no
  root: sentence-transformers' examples then find no ``sentence_transformers`` to import, and cost a tenth).
  ruff's defaults are its fixed rule set, whatever the repository configures;
* the same with a cache in a temporary folder (warm): primed once before its first timed run, and
  primed again only where fixmp's code changed since (which rightly invalidates its cache);

* with ``--after-edit most-imported``, ``leaf`` or ``imported-inert``, fixmp after one edit: a copy of the
  corpus is checked once to prime a cache; before each timed run (untimed) that cache is put back and a comment
  line is added to one module of the copy: the module the corpus's files import most (by their import lines),
  a leaf (the largest module no file imports that imports one of the corpus), or the largest module a
  package's ``__init__`` imports whose top level is inert (a program importing the package imports it, and
  may never read it: its results hold, ``fixmp.analysis.facts.INERT``). What the summaries kept in the cache
  spare (``fixmp.cache.SummaryStore``) shows there;

each printing its ordinary report to a file. For each: the median wall time and its spread (min-max),
the median CPU time (user + system, of the process and the workers it waited for, from ``wait4``),
the peak memory (max RSS of the process and its workers), the exit status, and the count line it
printed (fixmp's ``N files scanned, M findings``, ruff's ``Found N errors.``). Then fixmp / ruff for
wall and CPU time, cold and warm. It prints figures; it is not a test and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Callable, Dict, List, Optional, Sequence, Tuple

# Run as a script, this folder is on the path: the sibling benchmark's helpers serve both.
from bench_repository import (
    MIB,
    Sample,
    Tool,
    _child_environment,
    corpus_figures,
    default_corpus,
    find_ruff,
    fmt_seconds,
    interleaved,
    ruff_version,
    run_measured,
)

PINNED_FILE = Path(__file__).resolve().with_name("user_code_repositories.json")
DEFAULT_MIRRORS = Path("/work/.mirror")
# What the copy of torch leaves behind: shared libraries, static libraries, headers, the CMake files
# and executables, and bytecode. (The patterns match a file or folder of that name at any depth.)
TORCH_LEFT_BEHIND = ("*.so", "*.so.*", "__pycache__", "*.a", "lib", "include", "bin", "share")
INSTALLED_FOLDERS = ("site-packages", "dist-packages")
# The last line of each tool's report that counts what it found: fixmp's summary, ruff's total.
COUNT_LINE = re.compile(r"^(?:\d+ files? scanned\b.*|Found \d+ errors?\..*|All checks passed!)$")
FIXMP_ELAPSED = re.compile(r" \(\d+(?:\.\d+)? s\)(?=\.$)")
REPORT_TAIL_BYTES = 64 * 1024
# Primings of a warm run's cache before one timed run, at most: fixmp's code edited while it primes
# (a checkout under development) leaves a cache for code that is no longer there.
MAX_PRIMINGS = 3


# -- the pinned repositories and their checkouts ---------------------------------------------------
@dataclass(frozen=True)
class Pinned:
    name: str  # the checkout's folder name
    repo: str  # owner/name on GitHub
    commit: str  # 40 hex digits


def pinned_repositories() -> List[Pinned]:
    data = json.loads(PINNED_FILE.read_text(encoding="utf-8"))
    return [Pinned(entry["name"], entry["repo"], entry["commit"]) for entry in data["repositories"]]


def _git(git_dir: Path, *arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run(["git", f"--git-dir={git_dir}", *arguments], capture_output=True, text=True)


def find_mirror(mirrors: Path, pinned: Pinned) -> Optional[Path]:
    """A bare repository under ``mirrors`` that holds the pinned commit, in one of the usual layouts."""
    owner, name = pinned.repo.split("/")
    for candidate in (mirrors / f"{owner}+{name}" / "repo", mirrors / f"{owner}+{name}",
                      mirrors / owner / f"{name}.git", mirrors / f"{name}.git", mirrors / name):
        if candidate.is_dir() and _git(candidate, "cat-file", "-e", f"{pinned.commit}^{{commit}}").returncode == 0:
            return candidate
    return None


def absent_files(mirror: Path, commit: str) -> List[str]:
    """The files of ``commit`` whose contents the mirror lacks (a partial clone's largest files)."""
    listing = _git(mirror, "ls-tree", "-r", "-z", commit)
    if listing.returncode != 0:
        raise RuntimeError(f"git ls-tree {commit} of {mirror} failed: {listing.stderr.strip()}")
    blobs: Dict[str, List[str]] = {}
    for entry in filter(None, listing.stdout.split("\0")):
        header, path = entry.split("\t", 1)
        _, kind, digest = header.split()
        if kind == "blob":
            blobs.setdefault(digest, []).append(path)
    found = subprocess.run(["git", f"--git-dir={mirror}", "cat-file", "--batch-check"], input="\n".join(blobs),
                           capture_output=True, text=True, check=True)
    return sorted(path for line in found.stdout.splitlines() if line.endswith(" missing")
                  for path in blobs[line.split()[0]])


def extract(mirror: Path, commit: str, target: Path, leave_out: Sequence[str]) -> None:
    """The files of ``commit`` but ``leave_out`` in ``target`` (made here, and only once whole):
    ``git archive | tar -x``."""
    partial = target.with_name(f".{target.name}.partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    try:
        archive = subprocess.Popen(
            ["git", f"--git-dir={mirror}", "archive", "--format=tar", commit,
             *(f":(exclude,literal){path}" for path in leave_out)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        assert archive.stdout is not None
        unpacked = subprocess.run(["tar", "-x", "-C", str(partial)], stdin=archive.stdout, capture_output=True)
        archive.stdout.close()
        if archive.wait() != 0 or unpacked.returncode != 0:
            raise RuntimeError(f"git archive {commit} of {mirror} | tar -x failed (exit {archive.returncode}, "
                               f"{unpacked.returncode}): {unpacked.stderr.decode(errors='replace').strip()}")
        partial.rename(target)
    finally:
        shutil.rmtree(partial, ignore_errors=True)


def prepare(into: Path, mirrors: Path, repositories: Sequence[Pinned], say: Callable[[str], None]) -> int:
    """A checkout of each pinned repository in ``into/<name>``; 1 where one could not be made."""
    into.mkdir(parents=True, exist_ok=True)
    missing = 0
    for pinned in repositories:
        target = into / pinned.name
        if target.exists():
            say(f"{target}: already there, left as it is (remove it to make it again)")
            continue
        mirror = find_mirror(mirrors, pinned)
        if mirror is None:
            say(f"{pinned.repo}: no mirror under {mirrors} holds {pinned.commit} "
                f"(git clone --mirror https://github.com/{pinned.repo} {mirrors / (pinned.repo.replace('/', '+'))})")
            missing += 1
            continue
        absent = absent_files(mirror, pinned.commit)
        extract(mirror, pinned.commit, target, absent)
        say(f"{target}: {pinned.repo} at {pinned.commit}, {count_python(target):,} .py files (from {mirror})"
            + (f"; the mirror lacks {len(absent)} file(s), left out: {', '.join(absent)}" if absent else ""))
    return 1 if missing else 0


# -- the corpora ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Corpus:
    name: str
    path: Path
    origin: str  # where its files came from


def count_python(folder: Path) -> int:
    return sum(1 for _, _, names in os.walk(folder) for name in names if name.endswith(".py"))


def installed_paths(folder: Path) -> List[str]:
    """The files under ``folder`` whose path names an installed-packages folder (fixmp's test of
    "not the user's own")."""
    return [os.path.join(parent, name) for parent, _, names in os.walk(folder) for name in names
            if any(part in INSTALLED_FOLDERS for part in Path(parent, name).parts)]


def torch_copy(work: Path) -> Corpus:
    """torch's installed sources copied to ``work/torch``, out of site-packages (found without importing torch)."""
    installed = default_corpus()
    target = work / "torch"
    if any(part in INSTALLED_FOLDERS for part in target.resolve().parts):
        raise SystemExit(f"the temporary folder {work} lies under an installed-packages folder: set TMPDIR elsewhere")
    shutil.copytree(installed, target, ignore=shutil.ignore_patterns(*TORCH_LEFT_BEHIND))
    return Corpus("torch (a copy)", target, f"{installed} ({count_python(installed):,} .py files there)")


def repository_corpora(checkouts: Path, repositories: Sequence[Pinned],
                       say: Callable[[str], None]) -> List[Corpus]:
    corpora = []
    for pinned in repositories:
        folder = checkouts / pinned.name
        if folder.is_dir():
            corpora.append(Corpus(pinned.name, folder.resolve(), f"{pinned.repo}@{pinned.commit}"))
        else:
            say(f"{folder}: no checkout of {pinned.repo}, left out (make it with --prepare {checkouts})")
    return corpora


def list_corpora(corpora: Sequence[Corpus]) -> List[str]:
    """Each corpus and its file counts; nothing timed."""
    lines = ["| corpus | from | .py files | fixmp checks | prefilter candidates | under site-packages |",
             "| --- | --- | ---: | ---: | ---: | ---: |"]
    for corpus in corpora:
        files, candidates, _, _ = corpus_figures(corpus.path)
        lines.append(f"| {corpus.name} (`{corpus.path}`) | {corpus.origin} | {count_python(corpus.path):,} "
                     f"| {len(files):,} | {len(candidates):,} | {len(installed_paths(corpus.path))} |")
    return lines


# -- timing -----------------------------------------------------------------------------------------
def count_line(report: BinaryIO, stderr: bytes) -> str:
    """The count line at the end of a tool's report (fixmp's elapsed time left out), else its last error line."""
    report.seek(0, os.SEEK_END)
    report.seek(max(0, report.tell() - REPORT_TAIL_BYTES))
    for line in reversed(report.read().decode(errors="replace").splitlines()):
        if COUNT_LINE.match(line.strip()):
            return FIXMP_ELAPSED.sub("", line.strip())
    errors = [line for line in stderr.decode(errors="replace").splitlines() if line.strip()]
    return f"(no count line; stderr: {errors[-1].strip()})" if errors else "(no count line)"


def fixmp_code_state() -> Tuple[Tuple[str, int, int], ...]:
    """What fixmp's cache depends on besides the checked files: its own code (and the rules'), by mtime and size."""
    import importlib

    # By its name: the rules' package may be in sys.modules (loaded by fixmp's rule discovery) without
    # being an attribute of fixmp.
    folders = [*importlib.import_module("fixmp").__path__, *importlib.import_module("fixmp.codemods").__path__]
    return tuple(sorted((str(path), path.stat().st_mtime_ns, path.stat().st_size)
                        for folder in folders for path in Path(folder).rglob("*.py")))


@dataclass
class Reported(Tool):
    """A tool timed with its report kept: its count line, and its exit status as a figure (2 is reported,
    not raised). With ``cache_state``, a warm run: its cache is primed before the first timed run, and
    again before a later one only where the state its cache depends on has changed."""

    cache_state: Optional[Callable[[], object]] = None
    primed_with: object = None
    count_lines: List[str] = field(default_factory=list)
    warnings: List[str] = field(default_factory=list)  # what it warned of on standard error, each once
    primings: int = 0
    # Timed warm runs during which that state changed (fixmp's code edited): each may have run cold.
    unsettled: int = 0

    def run(self) -> None:
        if self.cache_state is not None:
            for _ in range(MAX_PRIMINGS):
                state = self.cache_state()
                if self.primings and state == self.primed_with:
                    break
                self._run_once()
                self.primed_with, self.primings = state, self.primings + 1
        sample, said = self._run_once()
        self.samples.append(sample)
        self.count_lines.append(said)
        if self.cache_state is not None and self.cache_state() != self.primed_with:
            self.unsettled += 1

    def _run_once(self) -> Tuple[Sample, str]:
        with tempfile.TemporaryFile() as report:
            sample, stderr = run_measured(self.command, self.env, stdout=report)
            said = count_line(report, stderr)
        for line in stderr.decode(errors="replace").splitlines():
            # A warm run without its cache ("fixmp: warning: no cache: ...") is a cold run by another name.
            if "warning" in line.lower() and line.strip() not in self.warnings:
                self.warnings.append(line.strip())
        return sample, said

    @property
    def exit_statuses(self) -> str:
        return ",".join(sorted({str(sample.returncode) for sample in self.samples}))


@dataclass
class Edited(Reported):
    """fixmp after one edit of ``edited``: before each timed run, untimed, the cache primed on the copy as it
    was is put back, and a comment line is added to the module (another each run), so that every run finds
    one module changed since its cache was made."""

    cache: Optional[Path] = None
    primed: Optional[Path] = None
    edited: Optional[Path] = None

    def run(self) -> None:
        assert self.cache is not None and self.primed is not None and self.edited is not None
        if not self.primed.exists():
            self._run_once()
            shutil.copytree(self.cache, self.primed)
        shutil.rmtree(self.cache, ignore_errors=True)
        shutil.copytree(self.primed, self.cache)
        with open(self.edited, "a") as stream:
            stream.write(f"# edited before timed run {len(self.samples) + 1}\n")
        sample, said = self._run_once()
        self.samples.append(sample)
        self.count_lines.append(said)


def module_names(root: Path) -> Dict[str, Path]:
    """Each module of a corpus by its dotted name from the corpus's root (a package by its ``__init__.py``)."""
    names = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts and all(part.isidentifier() for part in parts):
            names[".".join(parts)] = path
    return names


def module_to_edit(root: Path, which: str) -> Path:
    """The module of the corpus's copy an edit goes to: the one its files' import lines name most, or the
    largest that none names and that names one of the corpus (``leaf``); ties by path."""
    from fixmp.analysis.module_bytes import imported_modules

    modules = module_names(root)
    named: Dict[Path, int] = {path: 0 for path in modules.values()}
    names_one: Dict[Path, bool] = {}
    for path in modules.values():
        imported = [modules[name] for name in imported_modules(path.read_bytes()) if name in modules]
        names_one[path] = bool(imported)
        for module in set(imported) - {path}:
            named[module] += 1
    if which == "most-imported":
        return min(named, key=lambda path: (-named[path], str(path)))
    if which == "imported-inert":
        return _imported_inert(modules)
    leaves = [path for path in named if named[path] == 0 and names_one[path]]
    if not leaves:
        raise SystemExit(f"{root}: no module that no file imports imports one of the corpus")
    return min(leaves, key=lambda path: (-path.stat().st_size, str(path)))


def _imported_inert(modules: Dict[str, Path]) -> Path:
    """The largest module a package's ``__init__`` imports whose top level is inert (``fixmp.analysis.inert``: it
    binds names and imports, nothing else): what a program importing the package imports and may never read."""
    from fixmp.analysis.inert import inert_top_level_imports
    from fixmp.analysis.module_bytes import imported_modules

    imported = set()
    for name, path in modules.items():
        if path.name == "__init__.py":
            for module in imported_modules(path.read_bytes()):
                dots = len(module) - len(module.lstrip("."))
                base = name.split(".")[:len(name.split(".")) - dots + 1] if dots else []
                full = ".".join([*base, module.lstrip(".")]) if dots else module
                if full in modules and modules[full].name != "__init__.py":
                    imported.add(modules[full])
    inert = [path for path in imported if inert_top_level_imports(
        path.read_bytes(), lambda module: module.startswith(".") or module.split(".")[0] in modules) is not None]
    if not inert:
        raise SystemExit("no module a package imports is inert")
    return min(inert, key=lambda path: (-path.stat().st_size, str(path)))


@dataclass
class Pair:
    """fixmp and ruff on one corpus, cold and warm."""

    corpus: Corpus
    files: int
    fixmp_cold: Reported
    fixmp_warm: Reported
    ruff_cold: Reported
    ruff_warm: Reported
    fixmp_edited: Optional[Edited] = None


def pair_for(corpus: Corpus, jobs: int, ruff: List[str], ruff_state: str, cache: Path,
             env: Dict[str, str], after_edit: Optional[str] = None) -> Pair:
    files, _, _, _ = corpus_figures(corpus.path)
    fixmp = [sys.executable, "-m", "fixmp", "check", "--jobs", str(jobs)]
    ruff_check = [*ruff, "check", "--isolated"]
    where = str(corpus.path)
    edited = None
    if after_edit is not None:
        copy = cache / "edited" / corpus.name
        shutil.copytree(corpus.path, copy, symlinks=True)
        module = module_to_edit(copy, after_edit)
        edited = Edited(f"fixmp after an edit of {module.relative_to(copy)}",
                        [*fixmp, "--cache-dir", str(cache / "edited-cache"), str(copy)], env=env,
                        cache=cache / "edited-cache", primed=cache / "edited-primed", edited=module)
    return Pair(
        corpus, len(files),
        fixmp_cold=Reported("fixmp cold", [*fixmp, "--no-cache", where], env=env),
        fixmp_warm=Reported("fixmp warm", [*fixmp, "--cache-dir", str(cache / "fixmp"), where], env=env,
                            cache_state=fixmp_code_state),
        ruff_cold=Reported("ruff cold", [*ruff_check, "--no-cache", where]),
        ruff_warm=Reported("ruff warm", [*ruff_check, "--cache-dir", str(cache / "ruff"), where],
                           cache_state=lambda: ruff_state),
        fixmp_edited=edited,
    )


def measure_pair(pair: Pair, runs: int, say: Callable[[str], None]) -> None:
    say(f"{pair.corpus.name}: {pair.files:,} files, {runs} round(s)")
    tools: List[Reported] = [pair.fixmp_cold, pair.ruff_cold, pair.fixmp_warm, pair.ruff_warm]
    if pair.fixmp_edited is not None:
        tools.append(pair.fixmp_edited)
    for tool in tools:
        tool.name = f"{pair.corpus.name}: {tool.name}"
    interleaved(tools, runs, say)


# -- reporting --------------------------------------------------------------------------------------
def _wall(tool: Reported) -> str:
    low, high = tool.spread
    return f"{fmt_seconds(tool.wall)} ({low:.2f}-{high:.2f})"


def _ratio(fixmp: Reported, ruff: Reported) -> str:
    return f"{fixmp.wall / ruff.wall:.2f} wall, {fixmp.cpu / ruff.cpu:.2f} CPU"


def table(pairs: Sequence[Pair]) -> List[str]:
    lines = [
        "| corpus | files | tool | cold wall (min-max) | cold CPU | warm wall (min-max) | warm CPU "
        "| peak MiB (cold / warm) | exit (cold / warm) | fixmp/ruff cold | warm |",
        "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for pair in pairs:
        for name, cold, warm in (("fixmp", pair.fixmp_cold, pair.fixmp_warm), ("ruff", pair.ruff_cold, pair.ruff_warm)):
            ratios = ([_ratio(pair.fixmp_cold, pair.ruff_cold), _ratio(pair.fixmp_warm, pair.ruff_warm)]
                      if name == "fixmp" else ["", ""])
            unsettled = " *" if warm.unsettled else ""
            lines.append(
                f"| {pair.corpus.name} | {pair.files:,} | {name} | {_wall(cold)} | {fmt_seconds(cold.cpu)} "
                f"| {_wall(warm)}{unsettled} | {fmt_seconds(warm.cpu)} "
                f"| {cold.max_rss / MIB:.0f} / {warm.max_rss / MIB:.0f} "
                f"| {cold.exit_statuses} / {warm.exit_statuses} | {ratios[0]} | {ratios[1]} |"
            )
    return lines


def edited_table(pairs: Sequence[Pair]) -> List[str]:
    """fixmp after one edit, beside its cold run and ruff's."""
    lines = ["| corpus | module edited | wall (min-max) | CPU | peak MiB | exit | / fixmp cold (wall) | / ruff cold |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for pair in pairs:
        edited = pair.fixmp_edited
        if edited is None or edited.edited is None:
            continue
        lines.append(
            f"| {pair.corpus.name} | {edited.name.split(' of ', 1)[1]} | {_wall(edited)} | {fmt_seconds(edited.cpu)} "
            f"| {edited.max_rss / MIB:.0f} | {edited.exit_statuses} | {edited.wall / pair.fixmp_cold.wall:.2f} "
            f"| {_ratio(edited, pair.ruff_cold)} |")
    return lines


def count_lines(pairs: Sequence[Pair]) -> List[str]:
    """What each tool said it found, from its last cold round; the warm runs' where they said otherwise."""
    lines = []
    for pair in pairs:
        said = []
        for name, cold, warm in (("fixmp", pair.fixmp_cold, pair.fixmp_warm), ("ruff", pair.ruff_cold, pair.ruff_warm)):
            other = sorted(set(cold.count_lines + warm.count_lines) - {cold.count_lines[-1]})
            said.append(f"{name} `{cold.count_lines[-1]}`"
                        + (f" (other runs said: {'; '.join(f'`{line}`' for line in other)})" if other else ""))
        lines.append(f"- {pair.corpus.name} ({pair.corpus.origin}): " + "; ".join(said))
    return lines


def fixmp_commit() -> str:
    """fixmp's git commit, and whether its code differs from it (the figures are of the code as it is)."""
    import fixmp

    folder = Path(list(fixmp.__path__)[0])
    head = subprocess.run(["git", "-C", str(folder), "rev-parse", "HEAD"], capture_output=True, text=True)
    if head.returncode != 0:
        return "fixmp's commit unknown (not a git checkout)"
    changed = subprocess.run(["git", "-C", str(folder.parent), "status", "--porcelain", "--untracked-files=no",
                              "--", "fixmp", "codemods"], capture_output=True, text=True).stdout.strip()
    return f"fixmp at commit {head.stdout.strip()}" + (" with uncommitted changes to its code" if changed else "")


def machine_line(ruff: List[str], jobs: int, runs: int, load: str) -> str:
    from fixmp import __version__ as fixmp_version

    return (f"Machine: {os.cpu_count()} cores, {platform.platform()}, Python {platform.python_version()}; "
            f"fixmp {fixmp_version}, {fixmp_commit()}; {ruff_version(ruff)}; --jobs {jobs}, {runs} interleaved "
            f"round(s); load average at the start {load}.")


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkouts", type=Path, metavar="DIR",
                        help="a folder with one checkout per pinned repository, named by repository")
    parser.add_argument("--prepare", type=Path, metavar="DIR",
                        help="make DIR/<name> for each pinned repository from a bare mirror (git archive), and exit")
    parser.add_argument("--mirrors", type=Path, default=DEFAULT_MIRRORS,
                        help=f"where --prepare looks for bare mirrors (default {DEFAULT_MIRRORS})")
    parser.add_argument("--only", choices=("torch", "repos"), help="only torch's copy, or only the repositories")
    parser.add_argument("--repos", help="only these pinned repositories (names, comma-separated)")
    parser.add_argument("--runs", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--jobs", type=int, default=2, help="fixmp's --jobs (default 2)")
    parser.add_argument("--list", action="store_true", help="print the corpora and their file counts; time nothing")
    parser.add_argument("--after-edit", choices=("most-imported", "leaf", "imported-inert"),
                        help="time fixmp after one edit of a copy too: of the module imported most, of a leaf, or of "
                             "the largest inert module a package imports")
    args = parser.parse_args(argv)

    def say(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    repositories = pinned_repositories()
    if args.repos:
        wanted = {name.strip() for name in args.repos.split(",") if name.strip()}
        unknown = wanted - {pinned.name for pinned in repositories}
        if unknown:
            parser.error(f"not pinned in {PINNED_FILE.name}: {', '.join(sorted(unknown))}")
        repositories = [pinned for pinned in repositories if pinned.name in wanted]
    if args.prepare:
        return prepare(args.prepare, args.mirrors, repositories, say)
    if args.only != "torch" and args.checkouts is None:
        parser.error("--checkouts DIR is needed for the repositories (or --only torch)")
    ruff = find_ruff()
    if ruff is None and not args.list:
        raise SystemExit("ruff is not installed: it is the reference (pip install ruff)")

    work = Path(tempfile.mkdtemp(prefix="fixmp-bench-user-"))
    try:
        corpora: List[Corpus] = []
        if args.only != "repos":
            say("copying torch's sources out of site-packages")
            corpora.append(torch_copy(work / "corpora"))
        if args.only != "torch":
            corpora += repository_corpora(args.checkouts, repositories, say)
        if args.list:
            print("\n".join(list_corpora(corpora)))
            return 0
        assert ruff is not None
        load = "/".join(f"{figure:.2f}" for figure in os.getloadavg()) if hasattr(os, "getloadavg") else "unknown"
        env = _child_environment()
        state = ruff_version(ruff)
        pairs = []
        for index, corpus in enumerate(corpora):
            pair = pair_for(corpus, args.jobs, ruff, state, work / "caches" / str(index), env, args.after_edit)
            measure_pair(pair, args.runs, say)
            pairs.append(pair)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    command = " ".join(["python", "benchmarks/bench_user_code.py", *(argv if argv is not None else sys.argv[1:])])
    code_changed = [f"{pair.corpus.name} ({pair.fixmp_warm.primings} primings, {pair.fixmp_warm.unsettled} of "
                    f"{len(pair.fixmp_warm.samples)} timed runs with the code changing under them)"
                    for pair in pairs if pair.fixmp_warm.primings > 1 or pair.fixmp_warm.unsettled]
    out = [
        machine_line(ruff, args.jobs, args.runs, load),
        f"Command: `{command.strip()}`.",
        "",
        *table(pairs),
        "",
        "Count lines:",
        *count_lines(pairs),
    ]
    if args.after_edit is not None:
        out += ["", f"After one edit ({args.after_edit}): the cache primed on the copy as it was, one comment line added "
                "before each run.", "", *edited_table(pairs)]
    warned = [f"- {tool.name}: {line}" for pair in pairs
              for tool in (pair.fixmp_cold, pair.ruff_cold, pair.fixmp_warm, pair.ruff_warm) for line in tool.warnings]
    if warned:
        out += ["", "Warnings the tools printed:", *warned]
    if code_changed:
        out += ["", "\\* fixmp's code (its .py files' sizes and times, which its cache depends on) changed while "
                "it was measured; a warm run timed while it changed may have run cold: "
                + "; ".join(code_changed) + "."]
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
