"""The command line: argument parsing and rendering over the engine, nothing more.

Exit codes (as ruff and Fixit): 0 nothing found, 1 findings remain and nothing else,
2 a file could not be processed, the call or the configuration is wrong, or fixmp
itself failed (one line naming the reason; the traceback with FIXMP_DEBUG=1); 128 +
the signal when stopped: 130 Ctrl-C, 143 SIGTERM, 129 SIGHUP.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import signal
import sys
import threading
import time
import traceback
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from types import FrameType
from typing import Any, Callable, Dict, Iterable, Iterator, List, NoReturn, Optional, Sequence, Tuple, Union

from fixmp import __version__
from fixmp.discover.config import ConfigError, Configurations, Settings, load_settings, parse_version, settings_for_file
from fixmp.fixing.writer import STOP_SIGNALS, Change, Stopped, stop_signal, write_changes
from fixmp.model import FileResult, RunResult, Shard, printable
from fixmp.parse.guards import NoRoom, limit_malloc_arenas
from fixmp.rules import all_rules, rule_by_code, unknown_codes

EXIT_CLEAN = 0
EXIT_FINDINGS = 1
EXIT_ERROR = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report a Ctrl-C
# text for people; json (fixmp's own), github (workflow commands), sarif (code scanning), diff (git apply).
OUTPUT_FORMATS = ("text", "json", "github", "sarif", "diff")


class UsageError(Exception):
    pass


# SIGTERM (a CI runner cancelling a job, `kill`) and SIGHUP (a closed terminal) stop fixmp
# as Ctrl-C does: through every ``finally`` (workers stopped, temporary files removed,
# the files written so far listed); Python's default would end it at once.
def _raise_stopped(signum: int, frame: Optional[FrameType]) -> None:
    raise Stopped(signum)


def _stop_exit_code(interrupt: BaseException) -> int:
    """128 + the signal, as shells report a process a signal ended: 130 for Ctrl-C."""
    return 128 + stop_signal(interrupt)


def _stop_reason(signum: int) -> str:
    """How a stop is said: Ctrl-C "interrupted", another signal by its name."""
    return "interrupted" if signum == signal.SIGINT else f"stopped by {signal.Signals(signum).name}"


@contextmanager
def _stop_signals_interrupt() -> Iterator[None]:
    """SIGTERM and SIGHUP raise ``Stopped`` while the command runs (main thread only; restored after)."""
    previous: Dict[signal.Signals, Union[Callable[[int, Optional[FrameType]], object], int, None]] = {}
    if threading.current_thread() is threading.main_thread():
        for signum in STOP_SIGNALS:
            if signum != signal.SIGINT:
                previous[signum] = signal.signal(signum, _raise_stopped)
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def _tolerant_output() -> None:
    """A path or a line that the output's encoding cannot show is escaped, never a crash (LANG=C, a pipe)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # a stream that cannot change now
                pass


def _write_diff(text: str) -> None:
    """A diff is the files' own bytes: an undecodable byte (a latin-1 file) goes out as it is in the file,
    so that ``git apply`` gets what it must change, whatever the terminal's encoding."""
    _write_bytes(text.encode("utf-8", errors="surrogateescape"))


def _write_bytes(data: bytes) -> None:
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(data.decode("utf-8", errors="surrogateescape"))
        return
    sys.stdout.flush()
    buffer.write(data)
    buffer.flush()


def _codes(value: str) -> List[str]:
    return [code.strip().upper() for code in value.split(",") if code.strip()]


def _add_selection(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", type=Path, default=[Path(".")], help="files or folders (default: .)")
    parser.add_argument("--select", type=_codes, help="only these rule codes or prefixes, comma-separated")
    parser.add_argument("--extend-select", type=_codes, help="these rules on top of the selection")
    parser.add_argument("--ignore", type=_codes, help="leave out these rule codes or prefixes")
    parser.add_argument("--target-version", help="oldest Python the code must run on, e.g. 3.9")
    parser.add_argument("--config", type=Path, help="pyproject.toml to read [tool.fixmp] from")
    parser.add_argument("--isolated", action="store_true", help="ignore every configuration file")
    parser.add_argument("--force-exclude", action="store_true", default=None,
                        help="apply `exclude` to files named on the command line too (for pre-commit)")
    parser.add_argument("--preview", action="store_true", default=None,
                        help="also report findings that rest on an assumption: a forked child fixmp cannot see "
                             "into, which may use CUDA or parallel work")
    parser.add_argument("--jobs", "-j", type=_positive_jobs,
                        help="processes that parse, this one included, at least 1 (default: one per core; "
                             "fewer when there is too little to parse to pay for starting them)")
    parser.add_argument("--quiet", "-q", action="store_true", help="print findings and errors only")
    parser.add_argument("--no-cache", action="store_true",
                        help="neither read nor write the cache of unchanged files' results (.fixmp_cache/)")
    parser.add_argument("--cache-dir", type=Path, metavar="FOLDER",
                        help="keep the cache in FOLDER, anywhere (default: .fixmp_cache/ in the project; "
                             "also $FIXMP_CACHE_DIR)")
    parser.add_argument("--output-file", "-o", type=Path, metavar="FILE",
                        help="write the output to FILE instead of standard output")
    parser.add_argument("--exit-zero", action="store_true",
                        help="exit 0 even when findings remain (errors still exit 2)")
    parser.add_argument("--show-files", action="store_true",
                        help="list the files that would be checked, and exit")
    parser.add_argument("--show-settings", action="store_true",
                        help="show the settings the first path gets, and where they come from, and exit")
    parser.add_argument("--shard", type=_shard, metavar="K/N",
                        help="only part K of N of the files (by a digest of each path), for a CI job matrix")
    parser.add_argument("--stdin-filename", type=Path, metavar="PATH",
                        help="with `-` as the path: the name the source read from standard input goes by "
                             "(for its configuration and in the output)")
    parser.add_argument("--version", action="version", version=f"fixmp {__version__}")


def _shard(text: str) -> Shard:
    number, slash, count = text.partition("/")
    if not slash or not number.isdigit() or not count.isdigit() or not 1 <= int(number) <= int(count):
        raise argparse.ArgumentTypeError(f"{text!r} is not K/N with 1 <= K <= N, e.g. 2/4")
    return Shard(int(number), int(count))


def _positive_jobs(text: str) -> int:
    try:
        jobs = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if jobs < 1:
        raise argparse.ArgumentTypeError(f"{jobs} is not at least 1 (this process is one)")
    return jobs


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fixmp",
        description="Find and fix multiprocessing patterns that hang or crash PyTorch programs.",
    )
    parser.add_argument("--version", action="version", version=f"fixmp {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    check = commands.add_parser("check", help="report findings")
    _add_selection(check)
    check.add_argument("--format", choices=OUTPUT_FORMATS, default="text",
                       help="text, json, github (annotations), sarif, or diff (every available fix)")
    check.add_argument("--unsafe-fixes", action="store_true", default=None,
                       help="count unsafe fixes as available")
    check.add_argument("--statistics", action="store_true",
                       help="count the findings of each rule instead of listing them (text or json)")

    fix = commands.add_parser("fix", help="apply fixes")
    _add_selection(fix)
    fix.add_argument("--format", choices=OUTPUT_FORMATS, default="text",
                     help="text, json, github, sarif (findings left, or with --diff all and their fixes), or diff")
    fix.add_argument("--diff", action="store_true", help="print a unified diff and write nothing")
    fix.add_argument("--unsafe-fixes", action="store_true", default=None, help="also apply unsafe fixes")
    fix.add_argument("--exit-non-zero-on-fix", action="store_true",
                     help="exit 1 when a file was fixed, even if no finding remains")
    fix.add_argument("--show-fixes", action="store_true",
                     help="list what was fixed, by file and rule, after the summary")
    fix.add_argument("--verify", metavar="COMMAND",
                     help="run the shell command COMMAND on copies of the project without and with the fixes, "
                          "and write the fixes only when they cure it: a hang or crash before and ok after, or ok "
                          "before and after with the same exit status and output; when they do not, try the "
                          "other fixes the rules offer (FMP002: defer, spawn, single-thread-child)")
    fix.add_argument("--verify-accept", choices=("cure", "no-worse"),
                     help="with --verify: what is written: a fix that cures (default), or, when none does, the "
                          "first that is no worse (ok > crash > hang), which is not a proof of a cure")
    fix.add_argument("--verify-ignore-lines", action="append", metavar="REGEX",
                     help="with --verify: leave out of the output comparison the lines that match REGEX "
                          "(timings, dates); repeatable")
    fix.add_argument("--timeout", type=float, metavar="SECONDS",
                     help="with --verify: seconds each run of COMMAND may take before it counts as a hang (default 60; "
                          "time it waits for a CPU on a busy machine is not counted)")
    fix.add_argument("--idle-seconds", type=float, metavar="SECONDS",
                     help="with --verify: a run counts as hung sooner, once its processes all sleep this long "
                          "(default 3; 0: only --timeout decides)")

    review = commands.add_parser("review", help="show each fix as a diff and apply the ones you accept")
    _add_selection(review)
    review.add_argument("--unsafe-fixes", action="store_true", default=None, help="also offer unsafe fixes")

    verify = commands.add_parser(
        "verify", help="prove the fixes: rewrite each fixture's before, compare with its after, and run both")
    verify.add_argument("paths", nargs="*", type=Path,
                        help="fixture folders or <case>.before.py files (default: fixtures/)")
    verify.add_argument("--format", choices=("text", "json", "markdown"), default="text",
                        help="the report: text for a terminal, json for tools (--from-json reads it back), "
                             "markdown for a pull request or VERIFIED.md (default: text)")
    verify.add_argument("--timeout", type=float, metavar="SECONDS",
                        help="seconds each run may take before it counts as a hang (default 30; a fixture's timeout= "
                             "wins; time a run waits for a CPU on a busy machine is not counted)")
    verify.add_argument("--hang-timeout", type=float, metavar="SECONDS", default=10.0,
                        help="limit of the runs declared to hang (default 10; most are decided sooner, "
                             "when every process sleeps)")
    verify.add_argument("--idle-seconds", type=float, metavar="SECONDS",
                        help="a run counts as hung once its processes all sleep this long (default 3; "
                             "0: only the time limits decide)")
    verify.add_argument("--jobs", "-j", type=_positive_jobs,
                        help="fixtures run at once, at least 1 (default: one more than the cores)")
    verify.add_argument("--shard", type=_shard, metavar="K/N",
                        help="only part K of N of the fixtures (by a digest of each name), for a CI job matrix")
    verify.add_argument("--require-all", action="store_true",
                        help="exit 1 when a fixture was skipped (one that needs CUDA, on a machine without it) as "
                             "when one was not verified; with --from-json, skipped on every machine")
    verify.add_argument("--from-json", type=Path, metavar="REPORT", action="append",
                        help="render REPORT (an earlier --format json output) as markdown instead of running; "
                             "repeat it to put the reports of several machines in one document")

    merge = commands.add_parser("merge-sarif", help="put the SARIF logs of a run's shards (--shard K/N) together")
    merge.add_argument("logs", nargs="+", type=Path, metavar="LOG", help="the shards' SARIF files")
    merge.add_argument("--output-file", "-o", type=Path, metavar="FILE",
                       help="write the merged log to FILE instead of standard output")

    run = commands.add_parser(
        "run", help="run a command (-- COMMAND...) and report each fork made while torch's OpenMP pool or CUDA "
                    "was alive in the forking process (a runtime fork sanitizer; it runs the command)")
    run.add_argument("--format", choices=("text", "json", "github", "sarif"), default="text",
                     help="the report's format, printed after the command ended (its own output passes through)")
    run.add_argument("--timeout", type=float, metavar="SECONDS",
                     help="kill every process of the command after SECONDS of work (time waiting for a CPU on a busy "
                          "machine does not count; exit 124); the report is still made. "
                          "With --fix: each proof run's limit (default 60), counted as verify counts it")
    run.add_argument("--fail-on-hazard", action="store_true",
                     help="exit 1 when a hazard was seen (2 when the probe failed), whatever the command's status")
    run.add_argument("--output-file", "-o", type=Path, metavar="FILE",
                     help="write the report to FILE instead of standard output")
    run.add_argument("--fix", action="store_true",
                     help="fix each start site the run saw fork with a hazard, and write only what is proven to "
                          "cure: the command runs on copies of the project, unfixed and then with the fixes, and a "
                          "cure is ok, shows no hazard and has the exit status and output of the unfixed program "
                          "run with each forked child single-threaded (text or json)")
    run.add_argument("--unsafe-fixes", action="store_true", help="with --fix: try the unsafe fixes too")
    run.add_argument("--diff", action="store_true", help="with --fix: prove, print the diff, write nothing")
    run.add_argument("--idle-seconds", type=float, metavar="SECONDS",
                     help="how long every process must sleep before their native stacks are read for a deadlock; "
                          "one found stops the run with that verdict (exit 124, as at --timeout) (default: 3; "
                          "0: never, only --timeout or Ctrl-C ends a hung run)")
    run.add_argument("command_line", nargs=argparse.REMAINDER, metavar="-- COMMAND...",
                     help="the command and its arguments, run as given (no shell: use `sh -c '...'` for one)")

    rules = commands.add_parser("rules", help="list the rules, or show one rule's documentation")
    rules.add_argument("code", nargs="?", help="a rule code, e.g. FMP001")
    rules.add_argument("--format", choices=("text", "json", "markdown"), default="text",
                       help="text: a line per rule, or a rule's whole documentation when CODE is given; json: "
                            "every field, for tools; markdown: the README's rule table (default: text)")
    return parser


def _with_command_line(args: argparse.Namespace, settings: Settings, origin: str) -> Settings:
    """``settings`` (a configuration's) with the command line's choices on top."""
    changes: Dict[str, object] = {}
    if args.select is not None:
        changes["select"] = tuple(args.select)
    if args.extend_select is not None:
        changes["extend_select"] = settings.extend_select + tuple(args.extend_select)
    if args.ignore is not None:
        changes["ignore"] = settings.ignore + tuple(args.ignore)
    if args.target_version:
        changes["target_version"] = parse_version(args.target_version, "--target-version")
    if getattr(args, "unsafe_fixes", None):
        changes["unsafe_fixes"] = True
    if getattr(args, "force_exclude", None):
        changes["force_exclude"] = True
    if getattr(args, "preview", None):
        changes["preview"] = True
    changes["cache"] = not getattr(args, "no_cache", False)
    if getattr(args, "cache_dir", None) is not None:
        changes["cache_dir_from_command_line"] = args.cache_dir.absolute()
    settings = settings.replace(**changes)
    unknown = unknown_codes(settings.select + settings.extend_select + settings.ignore)
    if unknown:
        raise ConfigError(f"{origin}: unknown rule code or prefix: {', '.join(unknown)} (see `fixmp rules`)")
    return settings


def settings_for(args: argparse.Namespace) -> Union[Settings, Configurations]:
    """What the run uses: one set of settings (``--isolated``, ``--config``), or each file's configuration's."""
    unknown = unknown_codes((args.select or []) + (args.extend_select or []) + (args.ignore or []))
    if unknown:
        raise UsageError(f"unknown rule code or prefix: {', '.join(unknown)} (see `fixmp rules`)")
    if getattr(args, "isolated", False):
        return _with_command_line(args, Settings(), "the command line")
    if args.config:
        return _with_command_line(args, load_settings(args.config), str(args.config))
    configurations = Configurations(
        lambda loaded: _with_command_line(args, loaded, str(loaded.root / "pyproject.toml") if loaded.root else "")
    )
    # A configuration that cannot be used fails the run where it applies to the first path, as before;
    # elsewhere it is an error for the files it covers.
    configurations.for_path(Path(args.paths[0]) if args.paths else Path("."))
    return configurations


def _display_settings(args: argparse.Namespace, settings: Union[Settings, Configurations]) -> Settings:
    """The settings a summary speaks of (whether unsafe fixes count): the first path's."""
    return settings_for_file(settings, args.paths[0] if args.paths else Path("."))


DEBUG_ENV = "FIXMP_DEBUG"


def console() -> NoReturn:
    """The ``fixmp`` command: ``main`` as a process, its status the exit status.

    What the run built is not handed back object by object as Python exits: ``gc.freeze`` spares
    the collector's last pass over every result and tree still held (about 0.1 s on torch's own
    sources, a twentieth of the run). ``main`` called in a process that goes on (a test, a tool
    that imports fixmp) leaves the collector as it was. Its analyses nest threads: glibc's malloc is
    asked for few arenas first (``limit_malloc_arenas``)."""
    limit_malloc_arenas()
    status = main()
    gc.freeze()
    sys.exit(status)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run one command; its exit status. Exit 1 means findings and nothing else: any failure is 2."""
    _tolerant_output()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return EXIT_ERROR
    args.writing = False
    try:
        with _stop_signals_interrupt():
            return _command(args)
    except (UsageError, ConfigError) as exc:
        print(f"fixmp: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except NoRoom as exc:  # outside a file's analysis, where it is an error for the file (``engine.process_source``)
        print(f"fixmp: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt as interrupt:
        # `fix` says whether it had begun to write: before (loading, importing, analysing), nothing was.
        before = " before writing; no file was changed" if args.command == "fix" and not args.writing else ""
        print(f"fixmp: {_stop_reason(stop_signal(interrupt))}{before}", file=sys.stderr)
        return _stop_exit_code(interrupt)
    except BrokenPipeError:
        # The reader of the output went away (`fixmp rules | head`): not fixmp's failure. Quiet, as a
        # shell tool killed by SIGPIPE is, and no second error when Python flushes stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return 128 + signal.SIGPIPE
    except Exception as exc:  # noqa: BLE001 - a bug must exit 2 with its reason, never 1 ("findings") or a trace
        where = ""
        trace = exc.__traceback__
        while trace is not None and trace.tb_next is not None:
            trace = trace.tb_next
        if trace is not None:
            where = f" (at {Path(trace.tb_frame.f_code.co_filename).name}:{trace.tb_lineno})"
        print(f"fixmp: internal error: {type(exc).__name__}: {exc}{where}", file=sys.stderr)
        if os.environ.get(DEBUG_ENV):
            traceback.print_exc()
        else:
            print(f"fixmp: set {DEBUG_ENV}=1 for the traceback, and please report it", file=sys.stderr)
        return EXIT_ERROR


def _command(args: argparse.Namespace) -> int:
    output_file = getattr(args, "output_file", None)
    if output_file is None:
        return _exit_as_asked(args, _dispatch(args))
    if args.command == "review":
        # Its questions and the diffs they ask about are a conversation on the terminal: written to a file,
        # the user would answer questions they cannot see.
        raise UsageError("review asks about each fix on the terminal; --output-file is for the reports of "
                         "check, fix, run and merge-sarif")
    try:
        stream = open(output_file, "w", encoding="utf-8", errors="backslashreplace", newline="")
    except OSError as exc:
        raise UsageError(f"cannot write the output file {output_file}: {exc.strerror or exc}") from None
    saved = sys.stdout
    sys.stdout = stream
    try:
        return _exit_as_asked(args, _dispatch(args))
    finally:
        sys.stdout = saved
        stream.close()


def _exit_as_asked(args: argparse.Namespace, code: int) -> int:
    """``--exit-zero``: findings alone exit 0 (an error still exits 2)."""
    if code == EXIT_FINDINGS and getattr(args, "exit_zero", False):
        return EXIT_CLEAN
    return code


def _dispatch(args: argparse.Namespace) -> int:
    if args.command == "rules":
        return _rules(args)
    if args.command == "merge-sarif":
        return _merge_sarif(args)
    if args.command == "verify":
        return _verify(args)
    if args.command == "run":
        return _run_sanitized(args)
    reading_stdin = [str(path) for path in args.paths] == ["-"]
    if args.stdin_filename is not None and not reading_stdin:
        raise UsageError("--stdin-filename names the source read from standard input: give `-` as the path")
    if reading_stdin:
        args.paths = [args.stdin_filename or Path(".")]  # whose configuration applies
    settings = settings_for(args)
    if reading_stdin:
        return _from_stdin(args, settings)
    if args.show_settings:
        return _show_settings(args, settings)
    if args.show_files:
        return _show_files(args, settings)
    if args.command == "check":
        return _check(args, settings)
    if args.command == "fix" and (args.verify, args.timeout, args.idle_seconds, args.verify_accept,
                                  args.verify_ignore_lines) != (None,) * 5:
        return _fix_verified(args, settings)
    if args.command == "fix":
        return _fix(args, settings)
    if args.command == "review":
        return _review(args, settings)
    raise UsageError(f"unknown command {args.command}")


def _from_stdin(args: argparse.Namespace, settings: Union[Settings, Configurations]) -> int:
    """``fixmp check -`` / ``fixmp fix -``: the source comes from standard input, as editors and formatters
    hand it over. ``fix`` prints the fixed source (or the source as it was) on standard output and what
    remains on standard error; ``check`` reports as for a file. Nothing is read from or written to disk
    but the configuration."""
    from fixmp import engine
    from fixmp.outputs import report

    if args.command not in ("check", "fix") or getattr(args, "verify", None) or getattr(args, "diff", False):
        raise UsageError("standard input (`-`) is for `check` and plain `fix`")
    shown = str(args.stdin_filename) if args.stdin_filename is not None else "-"
    file_settings = settings_for_file(settings, args.stdin_filename or Path("-"))
    source = sys.stdin.buffer.read()
    fixing = args.command == "fix"
    file_result = engine.process_source(source, shown, file_settings, fix=fixing)
    if file_result.errors:  # nothing is fixed in a file with an error: its findings all remain
        file_result = replace(file_result, fixed_source=None,
                              findings=tuple(replace(f, fixed=False) for f in file_result.findings))
    result = RunResult((file_result,))
    unsafe_fixes = file_settings.unsafe_fixes
    if not fixing:
        if args.format == "diff":
            raise UsageError("--format diff is for files; `fixmp fix -` prints the fixed source")
        if args.statistics:
            if args.format not in ("text", "json"):
                raise UsageError("--statistics reports as text or json")
            sys.stdout.write(report.render_statistics(result, unsafe_fixes=unsafe_fixes, as_json=args.format == "json"))
        elif args.format == "json":
            sys.stdout.write(report.render_json(result))
        elif args.format == "text":
            sys.stdout.write(report.render_text(result, unsafe_fixes=unsafe_fixes, summary=not args.quiet))
        else:
            _render_machine(args, settings, result, with_fixes=True, diff_files=())
        return EXIT_ERROR if result.all_errors else (EXIT_FINDINGS if result.findings else EXIT_CLEAN)
    _write_bytes(file_result.fixed_source or source)
    remaining = _remaining(result)
    if args.format == "json":
        sys.stderr.write(report.render_json(remaining))
    else:
        sys.stderr.write(report.render_text(remaining, fixing=True, unsafe_fixes=unsafe_fixes, summary=False))
    return _exit_code(result)


def _read_json(path: Path, what: str) -> Any:
    """A JSON file the command line names; a ``UsageError`` naming it and the reason where it cannot be read."""
    import json

    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot read {what} {path}: {exc}") from None


def _merge_sarif(args: argparse.Namespace) -> int:
    import json

    from fixmp.outputs.sarif import MergeError, merge_sarif

    documents = [_read_json(log, "the SARIF log") for log in args.logs]
    try:
        merged = merge_sarif(documents)
    except (MergeError, AttributeError, TypeError) as exc:
        raise UsageError(f"cannot merge {', '.join(map(str, args.logs))}: {exc}") from None
    sys.stdout.write(json.dumps(merged, indent=2) + "\n")
    return EXIT_CLEAN


def _show_files(args: argparse.Namespace, settings: Union[Settings, Configurations]) -> int:
    from fixmp.discover.discovery import discover, display_path

    files, errors = discover(args.paths, lambda path: settings_for_file(settings, path))
    for path in files:
        print(display_path(path))
    for error in errors:
        print(f"{printable(error.path)}: error: {error.message}", file=sys.stderr)
    return EXIT_ERROR if errors else EXIT_CLEAN


def _show_settings(args: argparse.Namespace, settings: Union[Settings, Configurations]) -> int:
    first = args.paths[0] if args.paths else Path(".")
    shown = settings_for_file(settings, first)
    origin = (shown.root / "pyproject.toml") if shown.root else "defaults (no pyproject.toml)"
    if getattr(args, "isolated", False):
        origin = "defaults (--isolated)"
    elif args.config:
        origin = args.config
    print(f"Settings for {first}, from {origin}, with the command line's options on top:")
    print("[tool.fixmp]")
    for key, value in settings_as_toml(shown):
        print(f"{key} = {value}")
    return EXIT_CLEAN


def settings_as_toml(shown: Settings) -> List[Tuple[str, str]]:
    """The settings as ``[tool.fixmp]`` keys with TOML values: what a configuration would say to get
    them (each rule option by its own name, the cache as the folder it is in)."""
    from fixmp.cache import cache_folder
    from fixmp.rules import declared_options

    def toml(value: object) -> str:
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, (tuple, list)):
            return "[" + ", ".join(toml(item) for item in value) + "]"
        if isinstance(value, int):
            return str(value)
        return json.dumps(str(value))

    options = dict(shown.rule_options)
    pairs = [
        ("select", toml(shown.select)), ("extend-select", toml(shown.extend_select)), ("ignore", toml(shown.ignore)),
        ("exclude", toml(shown.exclude)), ("extend-exclude", toml(shown.extend_exclude)),
        ("per-file-ignores", "{" + ", ".join(f"{json.dumps(pattern)} = {toml(codes)}"
                                              for pattern, codes in shown.per_file_ignores) + "}"),
        ("force-exclude", toml(shown.force_exclude)), ("unsafe-fixes", toml(shown.unsafe_fixes)),
        ("preview", toml(shown.preview)),
        ("target-version", toml(f"{shown.target_version[0]}.{shown.target_version[1]}")),
        ("cache-dir", toml(str(cache_folder(shown)) if shown.cache else "")),
        ("max-steps-per-file", toml(shown.max_steps_per_file)),
    ]
    pairs += [(name, toml(options.get(name, option.default))) for name, option in sorted(declared_options().items())]
    return pairs


def _exit_code(result: RunResult) -> int:
    if result.all_errors:
        return EXIT_ERROR
    remaining = [f for f in result.findings if not f.fixed]
    return EXIT_FINDINGS if remaining else EXIT_CLEAN


def _run(
    args: argparse.Namespace, settings: Union[Settings, Configurations], *, fix: bool, proposals: bool = False
) -> Tuple[RunResult, float]:
    """The engine's run, with a progress bar on a terminal; the result and the seconds it took."""
    from fixmp import engine
    from fixmp.progress import progress_for

    bar = progress_for(sys.stderr, quiet=args.quiet)
    started = time.monotonic()
    try:
        result = engine.run(args.paths, settings, fix=fix, proposals=proposals, jobs=args.jobs, progress=bar,
                            shard=args.shard)
    finally:
        if bar is not None:
            bar.close()
    if result.stats.cache_error is not None:
        # Not an error of the run (every file was still checked), but the user asked for a cache.
        print(f"fixmp: warning: {result.stats.cache_error}", file=sys.stderr)
    return result, time.monotonic() - started


def _render_machine(
    args: argparse.Namespace,
    settings: Union[Settings, Configurations],
    result: RunResult,
    *,
    with_fixes: bool,
    diff_files: Iterable[FileResult],
) -> None:
    """github / sarif / diff output on stdout; the summary goes to stderr, so stdout stays parseable."""
    from fixmp.outputs import report

    if args.format == "github":
        sys.stdout.write(report.render_github(result))
    elif args.format == "sarif":
        from fixmp.outputs.sarif import render_sarif

        sys.stdout.write(render_sarif(result, with_fixes=with_fixes))
    elif args.format == "diff":
        _write_diff(report.render_diff(diff_files))


def _summary_to_stderr(args: argparse.Namespace, line: str) -> None:
    if not args.quiet:
        print(line, file=sys.stderr)


def _remaining(result: RunResult) -> RunResult:
    """The run without the findings whose fixes were written."""
    files = tuple(replace(r, findings=tuple(f for f in r.findings if not f.fixed)) for r in result.files)
    return RunResult(files, result.errors)


def _check(args: argparse.Namespace, settings: Union[Settings, Configurations]) -> int:
    from fixmp.outputs import report

    # The diff format needs every file's fixed text; nothing is written.
    # SARIF carries each fix alone, computed in the same run.
    result, elapsed = _run(args, settings, fix=args.format == "diff", proposals=args.format == "sarif")
    unsafe_fixes = _display_settings(args, settings).unsafe_fixes
    if args.statistics:
        if args.format not in ("text", "json"):
            raise UsageError("--statistics reports as text or json")
        sys.stdout.write(report.render_statistics(result, unsafe_fixes=unsafe_fixes, as_json=args.format == "json"))
        for error in result.all_errors:
            print(f"{printable(error.path)}: error: {error.message}", file=sys.stderr)
    elif args.format == "json":
        sys.stdout.write(report.render_json(result))
    elif args.format == "text":
        sys.stdout.write(report.render_text(
            result, unsafe_fixes=_display_settings(args, settings).unsafe_fixes, summary=not args.quiet, elapsed=elapsed
        ))
    else:
        _render_machine(args, settings, result, with_fixes=True, diff_files=result.files)
    if args.format != "text" or args.statistics:
        _summary_to_stderr(args, report.summary_line(result, unsafe_fixes=unsafe_fixes, elapsed=elapsed))
    return EXIT_ERROR if result.all_errors else (EXIT_FINDINGS if result.findings else EXIT_CLEAN)


def _fix(args: argparse.Namespace, settings: Union[Settings, Configurations]) -> int:
    from fixmp.outputs import report

    # SARIF carries each fix as its own patch: computed with the run (``proposals``), as `check` does.
    result, elapsed = _run(args, settings, fix=True, proposals=args.diff and args.format == "sarif")
    if args.diff:
        # Nothing is written: no finding is fixed (JSON's "fixed" says what happened, the diff what would).
        result = replace(result, files=tuple(
            replace(r, findings=tuple(replace(f, fixed=False) for f in r.findings)) for r in result.files))
        if args.format in ("text", "diff"):
            _write_diff(report.render_diff(result.files))
            # stdout holds only the diff (for `git apply`); why a file was left out goes to stderr.
            for error in result.all_errors:
                print(f"{printable(error.path)}: error: {error.message}", file=sys.stderr)
        if args.format == "json":
            # JSON alone, so that stdout parses; `--format diff` gives the diff.
            sys.stdout.write(report.render_json(result))
        _render_machine(args, settings, result, with_fixes=True, diff_files=())
        _summary_to_stderr(args, report.summary_line(result, unsafe_fixes=_display_settings(args, settings).unsafe_fixes, elapsed=elapsed))
        return EXIT_ERROR if result.all_errors else (EXIT_FINDINGS if result.findings else EXIT_CLEAN)
    changes = [Change(r.path, r.source, r.fixed_source) for r in result.files
               if r.changed and r.source is not None and r.fixed_source is not None]
    outcome = write_changes(changes)  # a stop while it writes is its own to report
    args.writing = True  # from here, a stop comes after the writes
    written = set(outcome.written)
    written_files = [r for r in result.files if r.path in written]
    unwritten = set(outcome.unwritten(changes))
    if unwritten:
        # An unwritten file's fixes did not happen: report its findings as remaining.
        files = tuple(
            replace(r, findings=tuple(replace(f, fixed=False) for f in r.findings), fixed_source=None)
            if r.path in unwritten else r
            for r in result.files
        )
        result = replace(result, files=files, errors=result.errors + outcome.errors)
    if args.format == "json":
        sys.stdout.write(report.render_json(result))
    elif args.format == "text":
        sys.stdout.write(report.render_text(
            result, fixing=True, unsafe_fixes=_display_settings(args, settings).unsafe_fixes, summary=not args.quiet, elapsed=elapsed
        ))
    else:
        # What was written is done: annotate what is left; the diff is what was written.
        _render_machine(args, settings, _remaining(result), with_fixes=False, diff_files=written_files)
        _summary_to_stderr(args, report.summary_line(
            result, fixing=True, unsafe_fixes=_display_settings(args, settings).unsafe_fixes, elapsed=elapsed
        ))
    if outcome.stopped_by is not None:
        reason = _stop_reason(outcome.stopped_by)
        print(f"fixmp: {reason}: {len(written_files)} file{'s' if len(written_files) != 1 else ''} written, "
              f"{len(unwritten)} left unchanged", file=sys.stderr)
        for file_result in written_files:
            print(f"  written: {printable(file_result.path)}", file=sys.stderr)
        return 128 + outcome.stopped_by
    if args.show_fixes:
        sys.stderr.write(report.render_fixed(result))
    code = _exit_code(result)
    if code == EXIT_CLEAN and args.exit_non_zero_on_fix and written_files:
        return EXIT_FINDINGS
    return code


def _idle_seconds(args: argparse.Namespace) -> float:
    """How long every process may sleep before a run counts as hung; 0 turns the early decision off."""
    from fixmp.prove import verify

    if args.idle_seconds is None:
        return verify.DEFAULT_IDLE_SECONDS
    if args.idle_seconds < 0:
        raise UsageError("--idle-seconds must be 0 (off) or a positive number of seconds")
    return args.idle_seconds or float("inf")


def _fix_verified(args: argparse.Namespace, settings: Union[Settings, Configurations]) -> int:
    import json

    from fixmp.outputs import report
    from fixmp.prove import proof, verify
    from fixmp.runner.sanitize_report import SanitizerCheck

    if args.verify is None:
        flag = next(flag for flag, value in (("--timeout", args.timeout), ("--idle-seconds", args.idle_seconds),
                                             ("--verify-accept", args.verify_accept),
                                             ("--verify-ignore-lines", args.verify_ignore_lines))
                    if value is not None)
        raise UsageError(f"{flag} applies to --verify's runs; give --verify COMMAND")
    if args.format not in ("text", "json"):
        raise UsageError("fix --verify reports as text or json")
    if args.timeout is not None and args.timeout <= 0:
        raise UsageError("--timeout must be a positive number of seconds")
    idle_seconds = _idle_seconds(args)
    try:
        output_rule = proof.OutputRule.ignoring(args.verify_ignore_lines or ())
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    result, elapsed = _run(args, settings, fix=True)
    try:
        with verify.programs_end_with_fixmp():
            outcome = proof.prove_and_write(
                proof.fix_candidates(result, args.paths, settings, jobs=args.jobs, shard=args.shard),
                args.verify, project=proof.project_folder(args.paths), dry_run=args.diff,
                timeout=args.timeout or proof.DEFAULT_COMMAND_TIMEOUT, idle_seconds=idle_seconds,
                accept=args.verify_accept or proof.ACCEPT_CURE, output_rule=output_rule,
                # Every after-run also runs under the runtime sanitizer: a hazard that did not hang
                # this time still counts as not cured.
                after_check=SanitizerCheck(),
            )
    except proof.ProofError as exc:
        print(f"fixmp: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    if args.format == "json":
        sys.stdout.write(json.dumps(proof.proof_to_json(outcome), indent=2) + "\n")
    else:
        if args.diff:
            _write_diff(outcome.diff)
        sys.stdout.write(report.render_text(outcome.result, fixing=True, unsafe_fixes=_display_settings(args, settings).unsafe_fixes,
                                            summary=False))
        sys.stdout.write(proof.render_proof(outcome))
        if not args.quiet:
            print(report.summary_line(outcome.result, fixing=True, unsafe_fixes=_display_settings(args, settings).unsafe_fixes,
                                      elapsed=elapsed))
    return proof.exit_code(outcome)


def _run_and_fix(args: argparse.Namespace, command: List[str]) -> int:
    """``fixmp run --fix -- COMMAND...``: see, fix and prove on copies; write the cure."""
    import json

    from fixmp.prove import proof, runtime_fix, verify

    if args.format not in ("text", "json"):
        raise UsageError("run --fix reports as text or json")
    if args.output_file is not None:
        raise UsageError("run --fix prints its report: --output-file is for `fixmp run` without --fix")
    settings = settings_for_file(Configurations(lambda loaded: loaded), Path.cwd())
    try:
        with verify.programs_end_with_fixmp():
            outcome = runtime_fix.run_fix(
                command, settings, project=proof.project_folder([Path.cwd()]),
                timeout=args.timeout or proof.DEFAULT_COMMAND_TIMEOUT, idle_seconds=_idle_seconds(args),
                unsafe_fixes=args.unsafe_fixes, dry_run=args.diff)
    except proof.ProofError as exc:
        print(f"fixmp: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    if args.format == "json":
        sys.stdout.write(json.dumps(runtime_fix.outcome_to_json(outcome), indent=2) + "\n")
    else:
        if args.diff and outcome.proof is not None:
            _write_diff(outcome.proof.diff)
        sys.stdout.write(runtime_fix.render_text(outcome))
    return runtime_fix.exit_code(outcome)


def _verify(args: argparse.Namespace) -> int:
    import json

    from fixmp.prove import verify
    from fixmp.prove.fixtures import FixtureError

    if args.from_json:
        if args.paths or args.format != "markdown":
            raise UsageError("--from-json renders earlier reports: give --format markdown and no paths")
        reports = [_read_json(path, "the report") for path in args.from_json]
        print(verify.render_markdown(*reports))
        return verify.json_exit_code(*reports, require_all=args.require_all)
    if args.timeout is not None and args.timeout <= 0:
        raise UsageError("--timeout must be a positive number of seconds")
    if args.jobs is not None and args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if not args.paths and not Path("fixtures").is_dir():
        raise UsageError("no fixtures/ folder in the current folder: give the fixture folders to verify")
    try:
        with verify.programs_end_with_fixmp():
            report = verify.verify_paths(args.paths or [Path("fixtures")], timeout=args.timeout,
                                         hang_timeout=args.hang_timeout, jobs=args.jobs,
                                         idle_seconds=_idle_seconds(args), shard=args.shard)
    except FixtureError as exc:
        raise UsageError(str(exc)) from None
    if args.format == "json":
        print(json.dumps(verify.report_to_json(report), indent=2))
    elif args.format == "markdown":
        print(verify.render_markdown(verify.report_to_json(report)))
    else:
        print(verify.render_table(report))
    return verify.exit_code(report, require_all=args.require_all)


def _review(args: argparse.Namespace, settings: Union[Settings, Configurations]) -> int:
    from fixmp.outputs.review import review

    result, _ = _run(args, settings, fix=False, proposals=True)
    color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    outcome = review(result, settings, ask=input, say=lambda text: print(text, flush=True), color=color)
    if outcome.stopped_by is not None:  # what was accepted is written, as with `q`; then the stop is said
        print(f"fixmp: {_stop_reason(outcome.stopped_by)}", file=sys.stderr)
        return 128 + outcome.stopped_by
    if outcome.errors:
        return EXIT_ERROR
    return EXIT_FINDINGS if outcome.remaining else EXIT_CLEAN


def _rules(args: argparse.Namespace) -> int:
    import json

    if args.code:
        rule = rule_by_code(args.code)
        if rule is None:
            print(f"fixmp: error: no rule {args.code} (see `fixmp rules`)", file=sys.stderr)
            return EXIT_ERROR
        print(f"# {rule.CODE} {rule.NAME}\n")
        print(f"{rule.SUMMARY}. Fix: {rule.fix_summary()}. {'On' if rule.ENABLED_BY_DEFAULT else 'Off'} by default.\n")
        print(rule.docs())
        return EXIT_CLEAN
    rules = all_rules()
    if args.format == "json":
        print(json.dumps([
            {"code": r.CODE, "name": r.NAME, "summary": r.SUMMARY,
             # "fix": the rule's best fix safety, as before availability was declared (None: never fixes).
             "fix": r.FIX_SAFETY[0] if r.FIX_SAFETY else None, "fix_availability": r.FIX,
             "fix_safety": list(r.FIX_SAFETY), "options": [option.name for option in r.OPTIONS],
             "default": r.ENABLED_BY_DEFAULT}
            for r in rules
        ], indent=2))
    elif args.format == "markdown":
        from fixmp.outputs.docs import rules_table

        print(rules_table())
    else:
        for r in rules:
            default = "" if r.ENABLED_BY_DEFAULT else " (off by default)"
            print(f"{r.CODE}  {r.NAME:<26} {r.fix_summary():<26} {r.SUMMARY}{default}")
    return EXIT_CLEAN


def _run_sanitized(args: argparse.Namespace) -> int:
    """``fixmp run -- COMMAND...``: the command's output passes through; the report comes after it."""
    from fixmp.processes.leftovers import marked_environment
    from fixmp.runner import sanitize, sanitize_report
    from fixmp.runner.session import marked_run

    command = list(args.command_line)
    if command[:1] == ["--"]:
        command = command[1:]
    if not command:
        raise UsageError("give the command to run after `--`, e.g. `fixmp run -- python train.py`")
    if args.timeout is not None and args.timeout <= 0:
        raise UsageError("--timeout must be a positive number of seconds")
    if args.fix:
        return _run_and_fix(args, command)
    flag = next((flag for flag, value in (("--unsafe-fixes", args.unsafe_fixes), ("--diff", args.diff)) if value),
                None)
    if flag is not None:
        raise UsageError(f"{flag} applies to `fixmp run --fix`")
    try:
        # The run's session is killed when it ends; its mark finds the processes that left the session.
        with marked_run() as mark:
            run = sanitize.run_sanitized(command, timeout=args.timeout, env=marked_environment(os.environ, mark),
                                         say=lambda line: print(line, file=sys.stderr, flush=True),
                                         idle_seconds=_idle_seconds(args))
    except sanitize.CommandError as exc:
        raise UsageError(str(exc)) from None
    sys.stdout.write(sanitize_report.render(run, args.format))
    if args.format != "text":
        print(sanitize_report.summary_line(run), file=sys.stderr)
    return sanitize_report.exit_code(run, fail_on_hazard=args.fail_on_hazard)
