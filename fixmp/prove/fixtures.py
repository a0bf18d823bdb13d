"""Fixture pairs: ``fixtures/<CODE>/<case>.before.py`` and ``<case>.after.py``.

Every ``before`` program starts with one header line that declares what it does
when run and what it needs, for example::

    # fixmp-fixture: before=crash error="Cannot re-initialize CUDA" needs=cuda
    # fixmp-fixture: before=hang needs=cpu output="done 4"
    # fixmp-fixture: before=hang after=hang needs=cpu fixes=FMP003 unsafe-fixes

Keys:
    before       what running ``before`` does: ``hang``, ``crash`` or ``ok``
    after        what running the rewritten program does (default ``ok``); ``hang``
                 or ``crash`` declares a rewrite that is expected *not* to cure it
    needs        ``cpu`` or ``cuda``
    error        text the crashing ``before`` run must print (stdout or stderr)
    unchecked-signal  the signal (``SIGSEGV``) that kills a process of the crashing
                 ``before`` run instead where the running Python lacks the check
                 that prints ``error`` (an error of ``INTERPRETER_CHECKS``; e.g.
                 3.9, 3.10 and 3.11.0-3.11.4 pickle a fork-context SemLock for a
                 spawn child, which then segfaults on it); the report says so
    output       the exact stdout (stripped) of an ``ok`` run
    fixes        rule codes to enable on top of the default selection
    select       rule codes to run instead of the default selection (to show one
                 rewrite alone, e.g. FMP003's wrap without FMP002's cure)
    unsafe-fixes apply unsafe fixes too
    timeout      seconds each run may take before it counts as a hang
    option.NAME  any ``[tool.fixmp]`` setting, e.g. ``option.fork-deadlock-fix=spawn``
    with         modules of the program beside the fixture, comma-separated
                 (``with=fixture_launchers.py``): copied next to it for every run, and
                 found by fixmp's project index when it checks the fixture (a hazard
                 split across modules). They are not rewritten.

The header is a comment, so a rewrite keeps it and the ``after`` file carries it too.
"""

from __future__ import annotations

import shlex
import signal
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Dict, Mapping, Optional, Tuple

if TYPE_CHECKING:
    from fixmp.discover.config import Settings

HEADER_PREFIX = "# fixmp-fixture:"
OUTCOMES = ("hang", "crash", "ok")


class FixtureError(ValueError):
    """A fixture file that cannot be used; the message names the file and the reason."""


@dataclass(frozen=True)
class FixtureHeader:
    before: str
    needs: str
    after: str = "ok"
    error: Optional[str] = None
    unchecked_signal: Optional[str] = None  # "SIGSEGV": see ``unchecked-signal``
    output: Optional[str] = None
    fixes: Tuple[str, ...] = ()
    select: Tuple[str, ...] = ()
    unsafe_fixes: bool = False
    timeout: Optional[float] = None
    options: Mapping[str, str] = field(default_factory=dict)
    support: Tuple[str, ...] = ()  # ``with=``: sibling modules the program imports


@dataclass(frozen=True)
class Fixture:
    code: str
    case: str
    before_path: Path
    after_path: Path
    header: FixtureHeader

    @property
    def name(self) -> str:
        return f"{self.code}/{self.case}"


def parse_header(text: str, path: str) -> FixtureHeader:
    first_line = text.lstrip("\ufeff").split("\n", 1)[0].strip()
    if not first_line.startswith(HEADER_PREFIX):
        raise FixtureError(f"{path}: first line must be a '{HEADER_PREFIX} ...' header")
    try:
        words = shlex.split(first_line[len(HEADER_PREFIX):])
    except ValueError as exc:
        raise FixtureError(f"{path}: cannot read the header: {exc}") from None
    values = {}
    options = {}
    flags = set()
    for word in words:
        key, sep, value = word.partition("=")
        if not sep:
            flags.add(key)
        elif key.startswith("option."):
            options[key[len("option."):]] = value
        else:
            values[key] = value
    unknown = (set(values) | flags) - {
        "before", "after", "needs", "error", "unchecked-signal", "output", "fixes", "select", "timeout",
        "unsafe-fixes", "with",
    }
    if unknown:
        raise FixtureError(f"{path}: unknown header keys: {', '.join(sorted(unknown))}")
    for key in ("before", "after"):
        if values.get(key, "ok") not in OUTCOMES:
            raise FixtureError(f"{path}: {key}= must be one of {', '.join(OUTCOMES)}")
    if "before" not in values:
        raise FixtureError(f"{path}: header needs before=hang|crash|ok")
    if values.get("needs") not in ("cpu", "cuda"):
        raise FixtureError(f"{path}: header needs needs=cpu|cuda")
    try:
        timeout = float(values["timeout"]) if "timeout" in values else None
    except ValueError:
        raise FixtureError(f"{path}: timeout= must be a number of seconds") from None
    unchecked_signal = values.get("unchecked-signal")
    if unchecked_signal is not None:
        if values["before"] != "crash" or check_for_error(values.get("error")) is None:
            raise FixtureError(
                f"{path}: unchecked-signal= needs before=crash and an error= that a check of Python prints: "
                + "; ".join(repr(text) for text in INTERPRETER_CHECKS))
        if unchecked_signal not in signal.Signals.__members__:
            raise FixtureError(f"{path}: unchecked-signal= must name a signal, e.g. SIGSEGV")
    fixes = tuple(code for code in values.get("fixes", "").split(",") if code)
    select = tuple(code for code in values.get("select", "").split(",") if code)
    return FixtureHeader(
        before=values["before"],
        after=values.get("after", "ok"),
        needs=values["needs"],
        error=values.get("error"),
        unchecked_signal=unchecked_signal,
        output=values.get("output"),
        fixes=fixes,
        select=select,
        unsafe_fixes="unsafe-fixes" in flags,
        timeout=timeout,
        options=options,
        support=tuple(module for module in values.get("with", "").split(",") if module),
    )


# ---------------------------------------------------------------------------- checks of Python


@lru_cache(maxsize=None)
def semlock_context_is_checked() -> bool:
    """Whether this Python refuses to pickle a fork-context SemLock for a spawn or forkserver child.

    CPython added the check in 3.11.5 and 3.12 (gh-77377): ``start()`` raises
    "A SemLock created in a fork context is being shared with a process in a spawn
    context" (for forkserver too). Before it (3.9, 3.10, 3.11.0-3.11.4) such a
    SemLock, unlinked when it was made, is pickled as its bare ``sem_t`` address;
    the child adopts that address, meaningless in a fresh process, and dies of
    SIGSEGV when it first uses the semaphore. Decided by trying the check rather
    than by the version number, so a distribution's patched release is judged by
    what it does.
    """
    try:
        import multiprocessing
        from multiprocessing import context

        lock = multiprocessing.get_context("fork").Lock()
    except (ValueError, ImportError, OSError):
        return True  # no fork context (Windows) or no working semaphores: no SemLock to mix up
    # Pickle its state as Popen does for a spawn child: with a spawning Popen set (per thread).
    context.set_spawning_popen(object())  # type: ignore[arg-type]  # any object marks "spawning"
    try:
        # SemLock's own __getstate__ is missing from typeshed before 3.11 (where object has one):
        # an ignore needed when checking for 3.10 only.
        lock.__getstate__()  # type: ignore[attr-defined, unused-ignore]
    except Exception:  # noqa: BLE001 - refused (RuntimeError); anything else unknown never excuses a crash
        return True
    finally:
        context.set_spawning_popen(None)
    return False


# The errors that a check of Python prints, and how to ask the running Python whether it has that check.
INTERPRETER_CHECKS: Mapping[str, Callable[[], bool]] = {
    "A SemLock created in a fork context is being shared with a process in a spawn context":
        semlock_context_is_checked,
}


def check_for_error(error: Optional[str]) -> Optional[Callable[[], bool]]:
    """The check of ``INTERPRETER_CHECKS`` whose error ``error`` names (either holds the other), or None."""
    if not error:
        return None
    return next((check for text, check in INTERPRETER_CHECKS.items() if text in error or error in text), None)


def unchecked_signal_expected(header: FixtureHeader) -> Optional[int]:
    """The signal number ``header`` accepts instead of its ``error`` in this Python, or None.

    None unless the header names an ``unchecked-signal`` and the running Python
    lacks the check that prints its ``error``.
    """
    check = check_for_error(header.error) if header.unchecked_signal else None
    if check is None or check() or header.unchecked_signal is None:
        return None
    return int(signal.Signals[header.unchecked_signal])


def discover_fixtures(root: Path) -> Tuple[Fixture, ...]:
    """Every fixture pair under ``root`` (a fixtures folder, a rule's folder, or one ``before`` file)."""
    root = Path(root)
    if root.is_file():
        before_paths = [root]
    else:
        before_paths = sorted(root.rglob("*.before.py"))
    fixtures = []
    for before_path in before_paths:
        if not before_path.name.endswith(".before.py"):
            raise FixtureError(f"{before_path}: a fixture's program must be named <case>.before.py")
        case = before_path.name[: -len(".before.py")]
        after_path = before_path.with_name(f"{case}.after.py")
        if not after_path.exists():
            raise FixtureError(f"{before_path}: no matching {after_path.name}")
        header = parse_header(before_path.read_text(encoding="utf-8"), str(before_path))
        for module in header.support:
            if "/" in module or not module.endswith(".py") or not (before_path.parent / module).is_file():
                raise FixtureError(f"{before_path}: with= names {module!r}, which is no .py file beside it")
        fixtures.append(Fixture(before_path.parent.name, case, before_path, after_path, header))
    return tuple(fixtures)


def fixture_settings(header: FixtureHeader) -> Settings:
    """The settings a fixture's rewrite runs with: the default rules plus ``fixes``, and its options."""
    # Imported here, not above: the verify runner reads fixture headers under other Pythons,
    # which need not have libcst (the rules' package); only a rewrite needs the settings.
    from fixmp.discover.config import Settings, parse_version
    from fixmp.rules import declared_options, option_problem

    changes: Dict[str, object] = {"select": header.select, "extend_select": header.fixes, "unsafe_fixes": header.unsafe_fixes}
    settings = Settings()
    for key, value in header.options.items():
        if key == "target-version":
            changes["target_version"] = parse_version(value, "fixture header")
        elif key in declared_options():
            problem = option_problem(key, value)
            if problem is not None:
                raise FixtureError(f"option.{problem}")
            settings = settings.with_option(key, value)
        else:
            raise FixtureError(f"unknown fixture option {key!r}")
    return settings.replace(**changes)
