"""How long a whole-repository ``fixmp check`` takes, side by side with the tools users know.

Run it with the Python of the environment fixmp is installed in::

    python benchmarks/bench_repository.py                      # the installed torch package's sources
    python benchmarks/bench_repository.py path/to/repo --runs 5
    python benchmarks/bench_repository.py --baseline-sample 300  # time the libcst baseline on 300 files, extrapolate

It prints figures; it is not a test and asserts nothing. In one run, interleaved
(the order rotates every round, so that a slow spell of the machine does not fall
on one tool), it times as separate processes:

* ``fixmp check --isolated --no-cache --jobs 1`` and ``--jobs <cores>``;
* ``fixmp check`` again with a warm cache (primed once before the rounds);
* a libcst baseline: every file parsed and walked by a trivial visitor in 2 processes,
  which is what a codemod that parses everything pays (with ``--baseline-sample K``
  a random sample of K files, the time scaled up by bytes, and the table says so);
* ``ruff check --isolated --no-cache`` (ruff's default rules) where ruff is installed.

For each: the median wall-clock time and its spread (min-max) over ``--runs``
rounds, the CPU time, files per second, and the peak memory (max RSS of the
process and its workers, from ``wait4``'s resource usage). Then the time of
``fixmp check --jobs <cores>`` and ruff on the corpus copied 1x, 2x and 4x into a
temporary folder, and a straight-line fit that predicts a 50,000-file repository.
Uses the standard library and what fixmp's ``test`` extra installs (ruff among it).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Callable, Dict, List, Optional, Sequence, Tuple

MIB = 1024 * 1024
REPOSITORY = Path(__file__).resolve().parent.parent


def _child_environment() -> Dict[str, str]:
    """This environment, where a source checkout's fixmp is importable (``python -m fixmp``) if not installed."""
    env = dict(os.environ)
    try:
        import fixmp  # noqa: F401
    except ImportError:
        sys.path.insert(0, str(REPOSITORY))
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPOSITORY), env.get("PYTHONPATH")]))
    return env


# -- the libcst baseline, run as its own process ------------------------------------------------
def _baseline_parse(path: str) -> int:
    import libcst as cst

    class CountNames(cst.CSTVisitor):
        def __init__(self) -> None:
            super().__init__()
            self.names = 0

        def visit_Name(self, node: cst.Name) -> None:
            self.names += 1

    try:
        module = cst.parse_module(Path(path).read_bytes())
    except Exception:  # noqa: BLE001 - a file libcst cannot parse costs what it cost
        return 0
    visitor = CountNames()
    module.visit(visitor)
    return visitor.names


def baseline_main(file_list: str, jobs: int) -> int:
    """Parse every listed file with libcst and walk it with a trivial visitor, in ``jobs`` processes."""
    import multiprocessing

    paths = Path(file_list).read_text(encoding="utf-8").splitlines()
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        names = sum(pool.imap_unordered(_baseline_parse, paths, chunksize=4))
    print(json.dumps({"files": len(paths), "names": names}))
    return 0


# -- measuring a process ----------------------------------------------------------------------------
@dataclass
class Sample:
    wall: float
    cpu: float
    max_rss: int  # bytes
    returncode: int


def run_measured(command: Sequence[str], env: Optional[Dict[str, str]] = None,
                 stdout: Optional[BinaryIO] = None) -> Tuple[Sample, bytes]:
    """Run ``command``: its wall time, CPU time, peak memory (itself and the workers it waited for) and
    exit status, and what it wrote to standard error. Its standard output goes to ``stdout``, else nowhere."""
    started = time.perf_counter()
    # A file, not a pipe, for standard error: wait4 waits for the process before it is read, and a
    # process that fills a pipe's buffer would wait for a reader that never comes.
    with open(os.devnull, "wb") as sink, tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(command, stdout=stdout or sink, stderr=errors, env=env)
        if hasattr(os, "wait4"):
            # wait4 reports this child's own resource usage (with its reaped workers), unlike
            # getrusage(RUSAGE_CHILDREN), whose max RSS is the largest of every child so far.
            _, status, usage = os.wait4(process.pid, 0)
            wall = time.perf_counter() - started
            process.returncode = os.waitstatus_to_exitcode(status)
            rss = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
            cpu = usage.ru_utime + usage.ru_stime
        else:  # pragma: no cover - Windows: no per-process resource usage
            process.wait()
            wall = time.perf_counter() - started
            rss, cpu = 0, float("nan")
        errors.seek(0)
        stderr = errors.read()
    return Sample(wall, cpu, rss, process.returncode), stderr


def measure(command: Sequence[str], env: Optional[Dict[str, str]] = None) -> Sample:
    """Run ``command`` and return its wall time, CPU time and peak memory; an exit status but 0 or 1 raises."""
    sample, stderr = run_measured(command, env)
    if sample.returncode not in (0, 1):
        message = stderr.decode(errors="replace").strip().splitlines()[-3:]
        raise RuntimeError(f"{' '.join(command)} exited {sample.returncode}: {' / '.join(message)}")
    return sample


@dataclass
class Tool:
    name: str
    command: List[str]
    env: Optional[Dict[str, str]] = None
    scale: float = 1.0  # extrapolation factor (the libcst baseline on a sample)
    note: str = ""
    # Run, untimed, before each timed run: the warm-cache run primes its cache right before,
    # so that an edit of fixmp's code between rounds (which rightly invalidates it) cannot make it cold.
    prepare: bool = False
    samples: List[Sample] = field(default_factory=list)

    def run(self) -> None:
        if self.prepare:
            measure(self.command, self.env)
        self.samples.append(measure(self.command, self.env))

    @property
    def wall(self) -> float:
        return statistics.median(s.wall for s in self.samples) * self.scale

    @property
    def spread(self) -> Tuple[float, float]:
        return (min(s.wall for s in self.samples) * self.scale, max(s.wall for s in self.samples) * self.scale)

    @property
    def cpu(self) -> float:
        return statistics.median(s.cpu for s in self.samples) * self.scale

    @property
    def max_rss(self) -> int:
        return max(s.max_rss for s in self.samples)


def interleaved(tools: Sequence[Tool], runs: int, say: Callable[[str], None]) -> None:
    for round_number in range(runs):
        shift = round_number % len(tools)
        for tool in list(tools[shift:]) + list(tools[:shift]):
            tool.run()
            say(f"  round {round_number + 1}/{runs}: {tool.name}: {tool.samples[-1].wall:.2f} s")


# -- the corpus ----------------------------------------------------------------------------------
def default_corpus() -> Path:
    import importlib.util

    spec = importlib.util.find_spec("torch")  # finds the package without importing torch
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("torch is not installed here: give a folder to measure (python bench_repository.py PATH)")
    return Path(list(spec.submodule_search_locations)[0])


def corpus_figures(corpus: Path) -> Tuple[List[Path], List[Path], int, int]:
    """The files fixmp checks, the candidates its prefilter passes, and the bytes of each."""
    from fixmp.discover.config import Settings
    from fixmp.discover.discovery import discover
    from fixmp.engine import is_stub, prefilter_for
    from fixmp.rules import selected_rules

    files, _ = discover([corpus], Settings())
    passes = prefilter_for(selected_rules(Settings()))
    candidates: List[Path] = []
    total = candidate_bytes = 0
    for path in files:
        source = path.read_bytes()
        total += len(source)
        if not is_stub(str(path)) and passes(source):
            candidates.append(path)
            candidate_bytes += len(source)
    return files, candidates, total, candidate_bytes


def replicate(files: Sequence[Path], corpus: Path, times: int, into: Path) -> Path:
    """The corpus's Python files ``times`` over in ``into`` (hard links where the file system allows)."""
    root = into / f"x{times}"
    for copy in range(times):
        for path in files:
            target = root / f"copy{copy}" / path.relative_to(corpus)
            target.parent.mkdir(parents=True, exist_ok=True)
            try:
                os.link(path, target)
            except OSError:
                shutil.copyfile(path, target)
    return root


def find_ruff() -> Optional[List[str]]:
    beside = Path(sys.executable).with_name("ruff")
    if beside.exists():
        return [str(beside)]
    found = shutil.which("ruff")
    return [found] if found else None


def ruff_version(ruff: List[str]) -> str:
    try:
        return subprocess.run([*ruff, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "ruff (version unknown)"


# -- reporting -----------------------------------------------------------------------------------
def fmt_seconds(seconds: float) -> str:
    return f"{seconds:.2f} s" if seconds < 100 else f"{seconds:.0f} s"


def table(tools: Sequence[Tool], files: int) -> List[str]:
    lines = [
        "| what | wall, median | spread (min-max) | CPU | files/s | peak memory |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for tool in tools:
        low, high = tool.spread
        memory = f"{tool.max_rss / MIB:.0f} MiB" if tool.max_rss else "n/a"
        name = tool.name + (f" ({tool.note})" if tool.note else "")
        lines.append(
            f"| {name} | {fmt_seconds(tool.wall)} | {low:.2f}-{high:.2f} s | {fmt_seconds(tool.cpu)} "
            f"| {files / tool.wall:,.0f} | {memory} |"
        )
    return lines


def fit(points: Sequence[Tuple[int, float]]) -> Tuple[float, float]:
    """Least-squares ``seconds = fixed + per_file * files``."""
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    mean_x, mean_y = statistics.fmean(xs), statistics.fmean(ys)
    spread = sum((x - mean_x) ** 2 for x in xs)
    per_file = sum((x - mean_x) * (y - mean_y) for x, y in points) / spread if spread else 0.0
    return mean_y - per_file * mean_x, per_file


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", nargs="?", type=Path, help="folder to check (default: the installed torch package)")
    parser.add_argument("--runs", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="fixmp's --jobs for the parallel runs")
    parser.add_argument("--baseline-sample", type=int, default=0, metavar="K",
                        help="time the libcst baseline on K random files and scale by bytes (default: every file)")
    parser.add_argument("--no-scaling", action="store_true", help="skip the 1x/2x/4x corpus growth measurement")
    parser.add_argument("--json", type=Path, help="also write the raw figures here")
    parser.add_argument("--baseline-worker", nargs=2, metavar=("FILE_LIST", "JOBS"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.baseline_worker:
        return baseline_main(args.baseline_worker[0], int(args.baseline_worker[1]))

    def say(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    base_env = _child_environment()
    corpus = (args.corpus or default_corpus()).resolve()
    files, candidates, total_bytes, candidate_bytes = corpus_figures(corpus)
    say(f"corpus {corpus}: {len(files)} files, {total_bytes / MIB:.1f} MiB; "
        f"{len(candidates)} candidates, {candidate_bytes / MIB:.2f} MiB")
    python = sys.executable
    fixmp = [python, "-m", "fixmp", "check", "--isolated", "--format", "json"]
    work = Path(tempfile.mkdtemp(prefix="fixmp-bench-"))
    try:
        warm_env = dict(base_env, FIXMP_CACHE_DIR=str(work / "cache"))
        tools = [
            Tool("fixmp check --jobs 1", [*fixmp, "--no-cache", "--jobs", "1", str(corpus)], env=base_env),
            Tool(f"fixmp check --jobs {args.jobs}", [*fixmp, "--no-cache", "--jobs", str(args.jobs), str(corpus)],
                 env=base_env),
            Tool(f"fixmp check --jobs {args.jobs}, warm cache", [*fixmp, "--jobs", str(args.jobs), str(corpus)],
                 env=warm_env, prepare=True),
        ]
        baseline_files = [str(path) for path in files]
        if args.baseline_sample and args.baseline_sample < len(files):
            sample = random.Random(0).sample(baseline_files, args.baseline_sample)
            sample_bytes = sum(os.path.getsize(path) for path in sample)
            baseline = Tool("libcst parse + trivial visitor, 2 processes", [], scale=total_bytes / sample_bytes,
                            note=f"{len(sample)}-file sample, scaled x{total_bytes / sample_bytes:.1f} by bytes")
            baseline_files = sample
        else:
            baseline = Tool("libcst parse + trivial visitor, 2 processes", [])
        file_list = work / "baseline-files.txt"
        file_list.write_text("\n".join(baseline_files), encoding="utf-8")
        baseline.command = [python, str(Path(__file__).resolve()), "--baseline-worker", str(file_list), "2"]
        tools.append(baseline)
        ruff = find_ruff()
        if ruff:
            tools.append(Tool("ruff check --no-cache (default rules)",
                              [*ruff, "check", "--isolated", "--no-cache", "--quiet", "--exit-zero", str(corpus)]))
        else:
            say("ruff is not installed: no native-speed reference (pip install ruff)")
        interleaved(tools, args.runs, say)

        growth: Dict[str, List[Tuple[int, float, float]]] = {}  # tool -> (files, wall, CPU) at 1x, 2x, 4x
        if not args.no_scaling:
            say("corpus growth: copying the corpus 1x, 2x, 4x")
            scaled = []
            for times in (1, 2, 4):
                root = replicate(files, corpus, times, work)
                scaled.append((times, Tool(f"fixmp x{times}", [*fixmp, "--no-cache", "--jobs", str(args.jobs),
                                                               str(root)], env=base_env)))
                if ruff:
                    scaled.append((times, Tool(f"ruff x{times}", [*ruff, "check", "--isolated", "--no-cache",
                                                                  "--quiet", "--exit-zero", str(root)])))
            interleaved([tool for _, tool in scaled], args.runs, say)
            for times, tool in scaled:
                growth.setdefault(tool.name.split()[0], []).append((len(files) * times, tool.wall, tool.cpu))
    finally:
        shutil.rmtree(work, ignore_errors=True)

    import libcst

    from fixmp import __version__ as fixmp_version

    versions = [f"fixmp {fixmp_version}", f"libcst {getattr(libcst, '__version__', None) or _libcst_version()}",
                f"Python {platform.python_version()}"]
    if ruff:
        versions.append(ruff_version(ruff))
    command = " ".join(["python", "benchmarks/bench_repository.py", *(argv if argv is not None else sys.argv[1:])])
    out = [
        f"Corpus: `{corpus}`: {len(files):,} files, {total_bytes / MIB:.1f} MiB; the prefilter passes "
        f"{len(candidates)} candidate files ({candidate_bytes / MIB:.2f} MiB, "
        f"{100 * candidate_bytes / max(total_bytes, 1):.1f} % of the bytes).",
        f"Machine: {os.cpu_count()} cores, {platform.platform()}; {', '.join(versions)}.",
        f"Command: `{command.strip()}` ({args.runs} interleaved rounds).",
        "",
        *table(tools, len(files)),
        "",
    ]
    by_name = {tool.name: tool for tool in tools}
    parallel = by_name[f"fixmp check --jobs {args.jobs}"]
    warm = by_name[f"fixmp check --jobs {args.jobs}, warm cache"]
    ratios = [f"fixmp --jobs {args.jobs} is {baseline.wall / parallel.wall:.1f}x faster than the libcst baseline "
              f"({baseline.cpu / parallel.cpu:.1f}x less CPU)"
              + (" (extrapolated from a sample)" if baseline.scale != 1.0 else "")]
    if ruff:
        reference = by_name["ruff check --no-cache (default rules)"]
        ratios.append(f"fixmp / ruff = {parallel.wall / reference.wall:.2f} wall, {parallel.cpu / reference.cpu:.2f} CPU "
                      f"(cold); {warm.wall / reference.wall:.2f} wall, {warm.cpu / reference.cpu:.2f} CPU (warm cache)")
    ratios.append(f"peak memory of fixmp: {max(t.max_rss for t in tools[:3]) / MIB:.0f} MiB")
    out.append("Ratios (same run): " + "; ".join(ratios) + ".")
    if growth:
        out += ["", "| corpus | files | " + " | ".join(f"{name} wall | {name} CPU" for name in growth) + " |",
                "| --- | ---: | " + " | ".join("---: | ---:" for _ in growth) + " |"]
        for index, times in enumerate((1, 2, 4)):
            row = [f"{times}x", f"{len(files) * times:,}"]
            for points in growth.values():
                row += [fmt_seconds(points[index][1]), fmt_seconds(points[index][2])]
            out.append("| " + " | ".join(row) + " |")
        out.append("")
        for what, column in (("wall", 1), ("CPU", 2)):
            fixed, per_file = fit([(point[0], point[column]) for point in growth["fixmp"]])
            out.append(f"fixmp {what} fit: {fixed:.2f} s + {per_file * 1000:.3f} ms per file; a 50,000-file repository "
                       f"with this corpus's share of candidates: about {fmt_seconds(fixed + per_file * 50_000)} {what}.")
    print("\n".join(out))
    if args.json:
        args.json.write_text(json.dumps({
            "corpus": str(corpus), "files": len(files), "bytes": total_bytes, "candidates": len(candidates),
            "candidate_bytes": candidate_bytes, "runs": args.runs,
            "tools": {t.name: {"wall": [s.wall * t.scale for s in t.samples], "cpu": [s.cpu * t.scale for s in t.samples],
                               "max_rss": [s.max_rss for s in t.samples], "scale": t.scale} for t in tools},
            "growth": {name: [dict(zip(("files", "wall", "cpu"), point)) for point in points]
                       for name, points in growth.items()},
        }, indent=2), encoding="utf-8")
    return 0


def _libcst_version() -> str:
    try:
        from libcst._version import __version__ as version
    except ImportError:
        return "unknown"
    return str(version)


if __name__ == "__main__":
    sys.exit(main())
