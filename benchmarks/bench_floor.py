"""The least any check built as fixmp is (Python, libcst) must spend on a corpus, beside ruff and fixmp.

Three costs below fixmp's own run, each timed as a process of its own, interleaved with ruff and fixmp:

* **started**: Python started, libcst and fixmp imported, nothing read (``python -c "import fixmp.cli"``);
* **floor**: started, then every file discovered, read and put to the prefilter, and each file the prefilter
  passes (it names a process start: a finding about it needs its tree) parsed with libcst, and nothing else:
  no summary, no program run, no rule. A check that reports anything about those files spends at least this;
* ruff (``ruff check --isolated --no-cache``) and fixmp (``fixmp check --no-cache --jobs 1``), cold.

The issue of cost (#39) asked for fixmp's CPU within 3x ruff's on each repository: where the floor is already
above 3x ruff, no check of this build can meet it. Run it with the Python of the environment fixmp is installed
in, on folders (the checkouts ``bench_user_code.py --prepare`` makes, torch's copy)::

    python benchmarks/bench_floor.py /tmp/user-code-checkouts/* --runs 3

It prints figures (medians of CPU time, user + system, of each process and its workers); it asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import List, Optional, Sequence

# Run as a script, this folder is on the path: the sibling benchmark's helpers serve all three.
from bench_repository import Tool, _child_environment, find_ruff, fmt_seconds, interleaved


def least_work(folder: Path) -> str:
    """What the floor process does: discover, read and prefilter every file, parse each candidate."""
    from fixmp.discover.config import Settings
    from fixmp.discover.discovery import discover
    from fixmp.engine import is_stub, prefilter_for
    from fixmp.parse.trees import parse_module
    from fixmp.rules import selected_rules

    started = time.process_time()
    files, _ = discover([folder], Settings())
    passes = prefilter_for(selected_rules(Settings()))
    candidates = []
    for path in files:
        source = path.read_bytes()
        if not is_stub(str(path)) and passes(source):
            candidates.append(source)
    read = time.process_time()
    for source in candidates:
        try:
            parse_module(source)
        except Exception:  # noqa: BLE001 - a file libcst cannot parse costs what it cost
            pass
    parsed = time.process_time()
    return (f"{len(files)} files, {len(candidates)} candidates ({sum(map(len, candidates)) // 1024} KiB): "
            f"read and prefilter {read - started:.2f} s, parse {parsed - read:.2f} s")


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="+", type=Path, help="the corpora, each a folder")
    parser.add_argument("--runs", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--least", action="store_true", help=argparse.SUPPRESS)  # the floor's own process
    options = parser.parse_args(argv)
    if options.least:
        print(least_work(options.folders[0]))
        return 0
    ruff = find_ruff()
    if ruff is None:
        print("ruff is not installed here (pip install ruff)", file=sys.stderr)
        return 2
    env = _child_environment()
    lines = ["| corpus | ruff CPU | 3x ruff | started | floor | fixmp `-j 1` CPU | floor / ruff | fixmp / ruff |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for folder in options.folders:
        folder = folder.resolve()
        tools: List[Tool] = [
            Tool("ruff", [*ruff, "check", "--isolated", "--no-cache", "--quiet", str(folder)]),
            Tool("started", [sys.executable, "-c", "import fixmp.cli"], env),
            Tool("floor", [sys.executable, str(Path(__file__).resolve()), "--least", str(folder)], env),
            Tool("fixmp", [sys.executable, "-m", "fixmp", "check", "--no-cache", "--jobs", "1", "--quiet",
                           str(folder)], env),
        ]
        print(f"{folder}:", file=sys.stderr)
        interleaved(tools, options.runs, lambda line: print(line, file=sys.stderr))
        by_name = {tool.name: tool.cpu for tool in tools}
        lines.append(f"| {folder.name} | {fmt_seconds(by_name['ruff'])} | {fmt_seconds(3 * by_name['ruff'])} "
                     f"| {fmt_seconds(by_name['started'])} | {fmt_seconds(by_name['floor'])} "
                     f"| {fmt_seconds(by_name['fixmp'])} | {by_name['floor'] / by_name['ruff']:.1f}x "
                     f"| {by_name['fixmp'] / by_name['ruff']:.0f}x |")
    print("\n".join(lines))
    print(f"\n(CPU: medians of {options.runs}, user + system, of each process and its workers.)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
