"""Why fixmp is built on libcst and not Bowler, measured: what each does with the same corpus.

Run it with the Python of an environment where fixmp and ``bowler`` are installed
(``pip install -e ".[bench]"``)::

    python benchmarks/bench_bowler.py              # the installed torch package's sources
    python benchmarks/bench_bowler.py path/to/repo
    python benchmarks/bench_bowler.py --json figures.json

It prints figures; it is not a test and asserts nothing (tests/test_bowler.py is the
test). As separate, timed processes over the same folder it runs:

* a no-op Bowler query, through Bowler's own command line, as a user types it:
  ``bowler do "Query(FOLDER).select_root()"`` (every file selected, nothing changed,
  no diff). Bowler's parser (fissix, a lib2to3 fork) stops at the first construct it
  does not know; Bowler then logs ``Can't parse FILE: ParseError: ...`` on stderr,
  leaves the file out, and exits 0. The skipped files are counted from those lines,
  and each is classified by the construct at the position fissix gave up
  (``match`` statement, positional-only parameters, ...);
* ``fixmp check --no-cache --isolated --format json FOLDER``, three times (``--fixmp-runs``),
  the median time: the files it scanned,
  the candidates its prefilter passed (the ones it parses), its findings and the
  files it could not process (errors, which make it exit 2, never 0).

Then, so that the comparison does not hide behind fixmp's prefilter, fixmp's own
parser (libcst, with fixmp's guards) parses every file Bowler skipped, in this process.

Bowler runs in one process on Python 3.7 and later (it forces ``in_process``): on torch's
sources expect about three minutes on a laptop core; fixmp takes seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

# Run as a script, this folder is on the path: the sibling benchmark's environment helper serves both.
from bench_repository import _child_environment  # noqa: E402

REPOSITORY = Path(__file__).resolve().parent.parent

# Bowler's tool logs a file it cannot parse as "Can't parse %s: %s: %s" (name, error class, error);
# its command line formats it as "ERR:tool.py:LINE  Can't parse ...". fissix's ParseError reads
# "bad input: type=T, value='V', context=('PREFIX', (LINE, COLUMN))".
CANT_PARSE = re.compile(r"Can't parse (?P<path>.+?): (?P<kind>\w+): (?P<error>.*)$")
BAD_INPUT = re.compile(r"value=(?P<value>'.*?'|\".*?\"), context=\(.*, \((?P<line>\d+), (?P<column>\d+)\)\)$")


def default_corpus() -> Path:
    import importlib.util

    spec = importlib.util.find_spec("torch")  # finds the package without importing torch
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("torch is not installed here: give a folder to measure (python bench_bowler.py PATH)")
    return Path(list(spec.submodule_search_locations)[0])


def bowler_corpus(folder: Path) -> List[Path]:
    """The files Bowler's ``refactor_dir`` queues: ``*.py``, names and folders starting with '.' left out."""
    found: List[Path] = []
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = [name for name in dirnames if not name.startswith(".")]
        found.extend(Path(dirpath, name) for name in filenames if name.endswith(".py") and not name.startswith("."))
    return sorted(found)


# -- what construct stopped fissix ---------------------------------------------------------------
KINDS = [
    # (kind, test on (token value, the source line fissix stopped on))
    ("match statement (3.10)", lambda value, line: re.match(r"\s*(match|case)\b", line) is not None),
    ("positional-only parameters, PEP 570 (3.8)", lambda value, line: value == "/"),
    ("except*, PEP 654 (3.11)", lambda value, line: value == "*" and re.match(r"\s*except\s*\*", line) is not None),
    ("type alias statement, PEP 695 (3.12)", lambda value, line: re.match(r"\s*type\s+\w+", line) is not None),
    ("type parameters, PEP 695 (3.12)",
     lambda value, line: value == "[" and re.match(r"\s*(async\s+def|def|class)\s+\w+\s*\[", line) is not None),
    ("parenthesized context managers (3.10)", lambda value, line: value == "as"),
    ("exec or print as a name (Python 2 keywords to fissix)", lambda value, line: value in ("exec", "print")),
    ("f-string nesting its own quotes, PEP 701 (3.12)",
     lambda value, line: re.search(r"(?<![\w])[rRbB]?[fF][rR]?[\"']", line) is not None),
]


def classify(path: Path, error: str) -> Tuple[str, str]:
    """The kind of construct at the position fissix gave up on, and ``line:column``."""
    found = BAD_INPUT.search(error)
    if not found:
        return f"other: {error[:60]}", "?"
    value = found.group("value")[1:-1]
    number, column = int(found.group("line")), int(found.group("column"))
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        line = lines[number - 1] if 0 < number <= len(lines) else ""
    except OSError:
        line = ""
    for kind, test in KINDS:
        if test(value, line):
            return kind, f"{number}:{column}"
    return f"other (fissix stopped at {value!r})", f"{number}:{column}"


# -- the runs -------------------------------------------------------------------------------------
def timed(command: Sequence[str], env: Dict[str, str]) -> Tuple[subprocess.CompletedProcess, float]:
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    return done, time.perf_counter() - start


def bowler_command(folder: Path) -> List[str]:
    """A no-op query over ``folder``: every file selected (``select_root``), no modifier, so no diff."""
    return ["bowler", "do", f"Query({json.dumps(str(folder))}).select_root()"]


def run_bowler(folder: Path, env: Dict[str, str]) -> dict:
    command = bowler_command(folder)
    done, wall = timed([sys.executable, "-m", *command], env)
    skipped: Dict[str, Tuple[str, str]] = {}
    other_errors: List[str] = []
    for line in done.stderr.splitlines():
        found = CANT_PARSE.search(line)
        if found:
            path = found.group("path")
            skipped[path] = classify(Path(path), found.group("error"))
        elif line.startswith("ERR") or "Traceback" in line:
            other_errors.append(line)
    return {
        "command": command,
        "exit_code": done.returncode,
        "wall": wall,
        "skipped": skipped,
        "other_errors": other_errors,
        "stdout_lines": len(done.stdout.splitlines()),
    }


def run_fixmp(folder: Path, env: Dict[str, str], runs: int) -> dict:
    """``fixmp check`` ``runs`` times (it takes seconds, so a busy spell of the machine is outvoted): the median."""
    command = ["fixmp", "check", "--no-cache", "--isolated", "--format", "json", str(folder)]
    walls = []
    for _ in range(max(1, runs)):
        done, wall = timed([sys.executable, "-m", "fixmp", *command[1:]], env)
        walls.append(wall)
    try:
        document = json.loads(done.stdout)
    except json.JSONDecodeError:
        raise SystemExit(f"fixmp printed no JSON (exit {done.returncode}):\n{done.stdout}\n{done.stderr}")
    return {"command": command, "exit_code": done.returncode, "wall": statistics.median(walls), "walls": walls,
            "document": document}


def fixmp_candidates(folder: Path) -> Tuple[List[Path], set]:
    """The files fixmp checks and the ones its prefilter passes (those it parses)."""
    from fixmp.discover.config import Settings
    from fixmp.discover.discovery import discover
    from fixmp.engine import is_stub, prefilter_for
    from fixmp.rules import selected_rules

    files, _ = discover([folder], Settings())
    passes = prefilter_for(selected_rules(Settings()))
    return files, {path.resolve() for path in files if not is_stub(str(path)) and passes(path.read_bytes())}


def libcst_parses(paths: Sequence[Path]) -> Tuple[int, List[Tuple[Path, str]], float]:
    """How many of ``paths`` fixmp's parser (libcst, with fixmp's guards) parses, and its failures."""
    from fixmp.engine import SourceError, parse

    failures: List[Tuple[Path, str]] = []
    start = time.perf_counter()
    for path in paths:
        try:
            parse(path.read_bytes(), str(path))
        except SourceError as exc:
            failures.append((path, str(exc)))
    return len(paths) - len(failures), failures, time.perf_counter() - start


# -- reporting ------------------------------------------------------------------------------------
def versions() -> str:
    from importlib.metadata import PackageNotFoundError, version

    found = []
    for name in ("bowler", "fissix", "libcst", "fixmp", "torch"):
        try:
            found.append(f"{name} {version(name)}")
        except PackageNotFoundError:
            pass
    return ", ".join(found)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", nargs="?", type=Path, help="folder to run both over (default: the installed torch)")
    parser.add_argument("--json", type=Path, help="also write the raw figures here")
    parser.add_argument("--fixmp-runs", type=int, default=3, help="times to run fixmp check; the median (default 3)")
    args = parser.parse_args(argv)

    try:
        import bowler  # noqa: F401
    except ImportError:
        raise SystemExit('bowler is not installed here: pip install -e ".[bench]" (or pip install bowler)')

    env = _child_environment()
    folder = (args.corpus or default_corpus()).resolve()
    corpus = bowler_corpus(folder)
    print(f"Python {sys.version.split()[0]}; {versions()}; {os.cpu_count()} cores")
    print(f"corpus: {folder}: {len(corpus):,} .py files (what Bowler walks)")
    sys.stdout.flush()

    fixmp = run_fixmp(folder, env, args.fixmp_runs)
    document = fixmp["document"]
    print(f"\n$ {shlex.join(fixmp['command'])}")
    runs = ", ".join(f"{wall:.2f}" for wall in fixmp["walls"])
    print(f"  exit {fixmp['exit_code']}, {fixmp['wall']:.2f} s wall (median of {len(fixmp['walls'])} runs: {runs})")
    fixmp_files, candidates = fixmp_candidates(folder)
    print(f"  files processed: {document['files_scanned']:,} (.py and .pyi); {len(candidates)} passed the "
          f"prefilter and were parsed, the rest were read and filtered out")
    print(f"  files it could not process (errors, exit 2): {len(document['errors'])}")
    for error in document["errors"][:10]:
        print(f"    {error['path']}: {error['message']}")
    print(f"  findings: {len(document['findings'])}")
    sys.stdout.flush()

    print(f"\n$ {shlex.join(bowler_command(folder))}")
    sys.stdout.flush()
    result = run_bowler(folder, env)
    skipped = result["skipped"]
    print(f"  exit {result['exit_code']}, {result['wall']:.2f} s wall, {result['stdout_lines']} lines on stdout")
    print(f"  files Bowler skipped (a 'Can't parse' line on stderr, the file left out): {len(skipped)} of "
          f"{len(corpus):,} ({100 * len(skipped) / max(1, len(corpus)):.1f} %)")
    kinds = Counter(kind for kind, _ in skipped.values())
    for kind, count in kinds.most_common():
        print(f"    {count:4d}  {kind}")
    if skipped:
        print("  examples (up to 10, each kind shown):")
        per_kind = max(1, 10 // len(kinds))
        for kind, _ in kinds.most_common():
            examples = sorted(path for path, (found, _) in skipped.items() if found == kind)[:per_kind]
            for path in examples:
                print(f"    {os.path.relpath(path, folder)}:{skipped[path][1]}  {kind}")
    if result["other_errors"]:
        print(f"  other errors Bowler logged: {len(result['other_errors'])}")
        for line in result["other_errors"][:5]:
            print(f"    {line}")

    skipped_paths = [Path(path) for path in sorted(skipped)]
    parsed, failures, wall = libcst_parses(skipped_paths)
    in_prefilter = [path for path in skipped_paths if path.resolve() in candidates]
    print(f"\nfixmp's parser (libcst) on the {len(skipped_paths)} files Bowler skipped: parses {parsed}, "
          f"fails on {len(failures)} ({wall:.2f} s, one process)")
    for path, reason in failures[:10]:
        print(f"    {os.path.relpath(path, folder)}: {reason}")
    print(f"  of them, {len(in_prefilter)} passed fixmp's prefilter, so `fixmp check` parsed and checked them:")
    for path in in_prefilter[:10]:
        print(f"    {os.path.relpath(path, folder)}  ({skipped[str(path)][0]})")

    print("\n| | Bowler (no-op query) | fixmp check |")
    print("| --- | ---: | ---: |")
    print(f"| files given | {len(corpus):,} .py | {len(fixmp_files):,} .py/.pyi |")
    print(f"| files skipped, exit status still 0 | {len(skipped)} | 0 |")
    print(f"| files that could not be processed (reported, exit 2) | 0 | {len(document['errors'])} |")
    print(f"| wall time | {result['wall']:.1f} s | {fixmp['wall']:.1f} s |")
    print(f"| exit status | {result['exit_code']} | {fixmp['exit_code']} |")

    if args.json:
        args.json.write_text(json.dumps({
            "corpus": str(folder), "py_files": len(corpus), "versions": versions(),
            "bowler": {**{k: v for k, v in result.items() if k != "skipped"},
                       "skipped": {path: {"kind": kind, "at": where} for path, (kind, where) in skipped.items()}},
            "fixmp": {"command": fixmp["command"], "exit_code": fixmp["exit_code"], "wall": fixmp["wall"],
                      "walls": fixmp["walls"],
                      "files_scanned": document["files_scanned"], "candidates": len(candidates),
                      "errors": document["errors"], "findings": len(document["findings"])},
            "libcst_on_skipped": {"parsed": parsed, "failures": [[str(p), r] for p, r in failures], "wall": wall},
        }, indent=2))
    return 0



if __name__ == "__main__":
    sys.exit(main())
