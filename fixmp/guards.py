"""Keeping libcst's parser safe on any input: cheap checks first, and a parse on a deep stack.

libcst's native parser recurses on the C stack and builds a tree of about 2-3 MiB per
thousand tokens. Measured with libcst 1.9 (8 MiB main-thread stack):

* it segfaults, killing the whole run, on about 1,250 nested brackets (CPython's own
  parser rejects more than 200: "too many nested parentheses"), and on a chain of
  about 7,000 ``and`` / ``or`` terms, which CPython accepts;
* nesting costs memory with its depth: twenty lines of 200 nested calls (12 KB)
  take 1.8 GiB; a 1.9 MB file of dense code 2.2 GB.

So a candidate is first scanned (regular expressions and ``bytes.translate``, about
15-30 MB/s against libcst's 0.7): more bracket nesting than Python allows, a
depth-weighted bracket cost, or more tokens than fit the memory budget make it an
error for that file, never a crash or minutes of work. The parse itself runs on a
thread with a large stack (address space, not memory), where the ``and`` chains and
any deep nesting the checks let through parse instead of crashing.
"""

from __future__ import annotations

import atexit
import re
import threading
from itertools import accumulate
from typing import Callable, Iterator, List, Optional, Set, TypeVar

# CPython's tokenizer refuses deeper bracket nesting (MAXLEVEL): no valid file has more.
MAX_BRACKET_DEPTH = 200
# Brackets nested past this depth cost memory with their depth (measured: ~4.4 KiB per
# unit of depth beyond it, per bracket); their sum is capped so that the tree stays
# around 200 MiB. The deepest nesting in torch's own sources is 26.
CHEAP_DEPTH = 16
MAX_DEPTH_COST = 40_000
# Tokens as DENSE_TOKENS counts them (0.68-0.93 of tokenize's count): at ~3.3 MiB per
# thousand real tokens at worst, 60,000 keep one file's tree near 300 MiB.
MAX_TOKENS = 60_000
PARSER_STACK_BYTES = 256 * 1024 * 1024
# A file's analysis, and each project module's summary, runs on a thread of its own with this stack: the
# same room (C stack and Python's recursion limit) wherever it is called from, in this process or a worker,
# however deep in other modules' summaries.
ANALYSIS_STACK_BYTES = 64 * 1024 * 1024

_STRING = (
    rb"'''(?:[^'\\]|\\.|'(?!''))*(?:'''|\Z)"
    rb'|"""(?:[^"\\]|\\.|"(?!""))*(?:"""|\Z)'
    rb"|'(?:[^'\\\n]|\\.)*(?:'|$)"
    rb'|"(?:[^"\\\n]|\\.)*(?:"|$)'
)
_STRINGS_AND_COMMENTS = re.compile(rb"#[^\n]*|" + _STRING, re.S | re.M)
# A string or a comment counts as one token, so that docstrings do not count word by word.
_DENSE_TOKENS = re.compile(rb"#[^\n]*|" + _STRING + rb"|[A-Za-z_][A-Za-z0-9_]*|\d[\w.]*|\S", re.S | re.M)
_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"()[]{}")
_STEP = [0] * 256
for _open in b"([{":
    _STEP[_open] = 1
for _close in b")]}":
    _STEP[_close] = -1


# libcst parses a chain of binary operators (`a + a + ... + a`, `x and y and ...`) in time
# quadratic in its length (a 5,000-term sum: 22 s, then Python's recursion limit in the
# analysis); CPython itself gives up near 3,000. A simple chain this long is refused.
MAX_OPERATOR_CHAIN = 1000
_OPERATOR_CHAIN = re.compile(
    rb"(?:[\w.\])]+[ \t]*(?:\*\*|//|<<|>>|[-+*/%&|^@]|\band\b|\bor\b)[ \t]*)" + b"{%d,}" % MAX_OPERATOR_CHAIN
)


def _has_operator_chain(code: bytes) -> bool:
    """A chain of more than MAX_OPERATOR_CHAIN operators on one line (lines joined where they end with a
    backslash). Only lines long enough to hold one are searched: the search is slow, long lines are rare."""
    if b"\\\n" in code or b"\\\r\n" in code:
        code = code.replace(b"\\\r\n", b" ").replace(b"\\\n", b" ")
    shortest = 2 * MAX_OPERATOR_CHAIN
    return any(len(line) > shortest and _OPERATOR_CHAIN.search(line) for line in code.split(b"\n"))


def bracket_depths(code: bytes) -> List[int]:
    """The nesting depth after each bracket of ``code`` (strings and comments already left out)."""
    brackets = code.translate(None, _NOT_BRACKETS)
    return list(accumulate(map(_STEP.__getitem__, brackets)))


def parse_cost_problem(source: bytes) -> Optional[str]:
    """Why parsing ``source`` would crash fixmp's parser or cost too much, or None."""
    code = _STRINGS_AND_COMMENTS.sub(b"", source)
    if _has_operator_chain(code):
        return (f"an expression chains more than {MAX_OPERATOR_CHAIN:,} operators, too long for fixmp's parser "
                "to analyse in reasonable time; not parsed (exclude it if it is generated)")
    if code.count(b"(") + code.count(b"[") + code.count(b"{") > CHEAP_DEPTH:
        depths = bracket_depths(code)
        deepest = max(depths, default=0)
        if deepest > MAX_BRACKET_DEPTH:
            return (f"brackets nested {deepest} deep, more than Python's limit of {MAX_BRACKET_DEPTH} "
                    "(too many nested parentheses); not parsed")
        if deepest > CHEAP_DEPTH:
            cost = sum(depth - CHEAP_DEPTH for depth in depths if depth > CHEAP_DEPTH)
            if cost > MAX_DEPTH_COST:
                return (f"too deeply nested to analyse within fixmp's memory budget (depth-weighted bracket cost "
                        f"{cost:,}, limit {MAX_DEPTH_COST:,}); not parsed (exclude it if it is generated)")
    if len(source) > MAX_TOKENS:  # fewer bytes than that cannot hold more tokens
        tokens = len(_DENSE_TOKENS.findall(source))
        if tokens > MAX_TOKENS:
            return (f"too large to analyse within fixmp's memory budget (about {tokens:,} tokens, limit "
                    f"{MAX_TOKENS:,}); not parsed (exclude it if it is generated)")
    return None


Result = TypeVar("Result")


def on_large_stack(function: Callable[[], Result], stack_bytes: int = PARSER_STACK_BYTES) -> Result:
    """``function()`` on a thread of its own with a large stack; its result, or its exception raised here.

    The thread also starts with Python's whole recursion limit to itself (CPython counts the depth per
    thread): how deep the caller already was changes nothing in what ``function`` can do."""
    results: List[Result] = []
    failures: List[BaseException] = []
    finished = threading.Event()

    def run() -> None:
        with _WORKING_LOCK:
            if _EXITING:  # Python is about to finalise: start no parse it could finalise under
                failures.append(Stopping())
                finished.set()
                return
            _WORKING.add(finished)
        try:
            results.append(function())
        except BaseException as exc:  # noqa: BLE001 - handed to the caller as it was
            failures.append(exc)
        finally:
            with _WORKING_LOCK:
                _WORKING.discard(finished)
            finished.set()

    thread = threading.Thread(target=run, name="fixmp-parser", daemon=True)
    previous = threading.stack_size()
    try:
        try:
            threading.stack_size(stack_bytes)
            thread.start()
        finally:
            threading.stack_size(previous)
        thread.join()
    except BaseException as exc:
        if thread.ident is None:  # it was never started
            if isinstance(exc, (RuntimeError, ValueError, MemoryError)):  # no room for such a stack here
                return function()
            raise
        # A stop (Ctrl-C, SIGTERM, SIGHUP) arrived while the thread works: it ends at the analysis's next
        # step (``STOP``), and this waits for it. Not through ``join()``: interrupted, Python 3.11's marks
        # the thread ended while it still runs.
        STOP.set()
        _wait_through_signals(finished)
        if threading.current_thread() is threading.main_thread():
            STOP.clear()
        raise
    if failures:
        raise failures[0]
    return results[0]


# Set while a stop waits for an analysis thread to end: ``ModuleIndex.spend`` then stops it at its next step.
STOP = threading.Event()


class Stopping(BaseException):
    """Raised in an analysis thread when the process is stopping (``STOP``)."""


# The threads of ``on_large_stack`` at work (each one's ``finished``). A thread still inside libcst's native
# code when Python finalises aborts the process: SIGABRT, not the stop's exit status (measured: 10 of 320
# fix runs stopped by SIGTERM 0.9-1.4 s in; 0 of 360 since). A stop can leave one running, whatever waits: it
# can arrive inside ``Thread.start()``, before the join. So before Python finalises, each is waited for.
_WORKING: Set[threading.Event] = set()
_WORKING_LOCK = threading.Lock()
_EXITING = False


@atexit.register
def _wait_for_the_threads_at_work() -> None:
    global _EXITING
    with _WORKING_LOCK:
        _EXITING = True
        working = list(_WORKING)
    STOP.set()
    for finished in working:
        _wait_through_signals(finished)


def _wait_through_signals(finished: threading.Event) -> None:
    while not finished.is_set():
        try:
            finished.wait()
        except BaseException:  # noqa: BLE001 - a second signal: still wait, the thread ends at its next step
            continue


class OverBudget(BaseException):
    """A file's analysis ran past its budget of steps. A BaseException, as KeyboardInterrupt is, so that the
    handlers that turn a rule's bug into an error for the file do not take it for one."""


OVER_BUDGET = "analysis ran past fixmp's budget of"
# Steps of analysis (``ModuleIndex.spend``) one file may take: a count of work, not a time, so that
# whether a file is over it is the same on any machine under any load. Measured: no file of torch's
# sources takes more than 200; the cost tests' largest generated inputs (a 150-function call graph,
# 4,000 starts in one block) 157,000 and 100,000, in about 1 s and 6 s.
DEFAULT_MAX_STEPS = 2_000_000


def over_budget_message(steps: int) -> str:
    return (f"{OVER_BUDGET} {steps:,} steps per file; file left unchanged "
            "(raise max-steps-per-file, or exclude it if it is generated)")


def reraise_stop(exc: BaseException) -> None:
    """Raise the Ctrl-C (or SIGTERM / SIGHUP ``Stopped``) that ``exc`` replaced, if one did.

    A stop request arrives as ``KeyboardInterrupt`` wherever the main thread is. Inside libcst,
    a context manager's exit can then raise another error while handling it (its position
    recorder looks up a node the interrupted code never stored: ``KeyError``), and the stop
    would reach fixmp as an ordinary exception: a file error, and a run that goes on. Measured:
    one run in twenty stopped at a random moment did so. Every ``except Exception`` around
    the analysis asks this first.
    """
    for behind in exception_chain(exc):
        if isinstance(behind, KeyboardInterrupt):
            raise behind


def exception_chain(exc: BaseException) -> Iterator[BaseException]:
    """``exc``, then the exceptions it was raised while handling or from, each once."""
    seen = set()
    behind: Optional[BaseException] = exc
    while behind is not None and id(behind) not in seen:
        seen.add(id(behind))
        yield behind
        behind = behind.__context__ or behind.__cause__
