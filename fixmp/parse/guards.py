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

Address space is what a limit (``ulimit -v``, a container's) runs out of first: each
imported module's summary runs on a thread of its own, nested as deep as the imports
are. So each reserves what it needs (``SUMMARY_STACK_BYTES``), and a thread that cannot
start is an error for the file (``NoRoom``), never the analysis run on a smaller stack.
"""

from __future__ import annotations

import atexit
import ctypes
import os
import re
import sys
import threading
from functools import lru_cache
from itertools import accumulate
from typing import Callable, Iterator, List, Optional, Set, TypeVar, cast

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
# libcst's native parse takes 1-2.3 KiB of stack per level of the nesting the checks let through (unary
# operators, lambdas, attribute chains): measured, 27 MiB for a chain of 20,000 attributes, 9 MiB for an
# 8,000-term ``and`` chain, 1.3 MiB for 200 nested brackets. One parse runs at a time in a process.
PARSER_STACK_BYTES = 256 * 1024 * 1024
# A file's analysis runs on a thread of its own with this stack: the same room (C stack and Python's recursion
# limit) wherever it is called from, in this process or a worker. One runs at a time in a process. Its program
# run parses the modules the program imports on this stack (``Effects._module_index``): 7 MiB at most for what
# CPython compiles (2,900 nested lambdas). Less than a quarter of PARSER_STACK_BYTES: glibc runs a thread on
# a freed stack of up to 4 times the size asked, and at 64 MiB the analysis took the parser's 256 MiB one,
# and the next parse mapped another.
ANALYSIS_STACK_BYTES = 48 * 1024 * 1024
# Each imported module's summary runs on a thread of its own with this stack, the same room however deep in
# other modules' summaries it is asked for. These nest, one per module of an import chain (a 100-module chain:
# 100 at once), so each reserves what it needs, not more: a summary runs no program and parses nothing on
# it. Measured: a summary touches 0.02 MiB of it at most (heldout/, fixtures/, torch's sources, 100-module
# import chains, a 1,000-module star-import cycle), Python code recursing through C to the recursion limit
# 1.6 MiB; 8 MiB is Linux's default thread stack, the room the recursion limit is set for. At 64 MiB a
# 100-module chain reserved 6.4 GiB of address space, and 21 GiB where summaries ran on freed parser stacks;
# the other two sizes are more than 4 times this one, so that none does.
SUMMARY_STACK_BYTES = 8 * 1024 * 1024

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
# analysis); CPython itself gives up near 3,000. A simple chain this long is refused. So are
# the other chains it nests one level deeper per link, as slow (measured with libcst 1.9, in
# seconds for 1,000 / 3,000 links: subscripts 0.64 / 21, attributes 0.14 / 7.7, and 20,000 of
# them over 120, calls 0.23 / 5.3, conditional expressions 0.24 / 3.4 and 1.5 GB, lambdas
# 0.19 / 1.9 and 1.7 GB, unary operators 0.07 / 2.6): the native parse holds the GIL all that
# time, so that not even a stop is handled before it ends.
MAX_OPERATOR_CHAIN = 1000
_OPERATOR = rb"(?:\*\*|//|<<|>>|[-+*/%&|^@]|\band\b|\bor\b)"
_TRAILER = rb"(?:\.[ \t]*\w+|\([^()\n]*\)|\[[^\[\]\n]*\])"
# Each chain is searched for as maximal runs of its links, one pass per line, and the links of a run counted:
# a run begins only where its first link can (a search begun inside a long name was quadratic in the line's
# length: a 40 KB line of one name took 32 s).
_UNARY = rb"(?:\bnot\b|\bawait\b|[-+~])"
_CHAINS = (
    # (what is chained, a run of links, the links in a run)
    ("operators", re.compile(rb"(?<![\w.\])])(?:[\w.\])]+[ \t]*" + _OPERATOR + rb"[ \t]*)+"), re.compile(_OPERATOR)),
    ("unary operators", re.compile(rb"(?:" + _UNARY + rb"[ \t]*)+"), re.compile(_UNARY)),
    ("attribute accesses, calls and subscripts", re.compile(rb"(?:" + _TRAILER + rb"[ \t]*)+"), re.compile(_TRAILER)),
    ("lambdas", re.compile(rb"(?:\blambda\b[^:\n]*:[ \t]*)+"), re.compile(rb"\blambda\b")),
    ("conditional expressions", re.compile(rb".+"), re.compile(rb"\belse\b")),
)


# Chains shorter than this cost their parse next to nothing; longer ones, the square of their length each, and
# their sum is capped, so that many chains just short of the limit are not as slow as one over it (20 lines of
# 999 subscripts: 13 s). Two chains of 1,000 subscripts, the slowest kind: 1.3 s.
CHEAP_CHAIN = 100
MAX_CHAIN_COST = 2 * MAX_OPERATOR_CHAIN**2


def _chain_problem(code: bytes) -> Optional[str]:
    """Why the chains of ``code`` would take the parser too long: a line chains MAX_OPERATOR_CHAIN links or more
    (lines joined where they end with a backslash), or its long chains cost too much together; or None."""
    if b"\\\n" in code or b"\\\r\n" in code:
        code = code.replace(b"\\\r\n", b" ").replace(b"\\\n", b" ")
    long_lines = [line for line in code.split(b"\n") if len(line) >= CHEAP_CHAIN]
    cost = 0
    for what, runs, links in _CHAINS:
        for line in long_lines:
            for run in runs.finditer(line):
                if len(run.group()) < CHEAP_CHAIN:
                    continue
                length = len(links.findall(run.group()))
                if length >= MAX_OPERATOR_CHAIN:
                    return (f"an expression chains more than {MAX_OPERATOR_CHAIN:,} {what}, too long for fixmp's "
                            "parser to analyse in reasonable time; not parsed (exclude it if it is generated)")
                cost += length**2 if length >= CHEAP_CHAIN else 0
    if cost > MAX_CHAIN_COST:
        return (f"too many long chains of operators, attribute accesses, calls or subscripts for fixmp's parser to "
                f"analyse in reasonable time (their cost {cost:,}, limit {MAX_CHAIN_COST:,}); not parsed (exclude "
                "it if it is generated)")
    return None


def bracket_depths(code: bytes) -> List[int]:
    """The nesting depth after each bracket of ``code`` (strings and comments already left out)."""
    brackets = code.translate(None, _NOT_BRACKETS)
    return list(accumulate(map(_STEP.__getitem__, brackets)))


# (Asked of one module's bytes by each of its summaries, its program index and its import lines, in turn:
# lhotse 4 % of its run, answered again. The latest answers are kept, by the bytes themselves.)
@lru_cache(maxsize=64)
def parse_cost_problem(source: bytes, count_tokens: bool = True) -> Optional[str]:
    """Why parsing ``source`` would crash fixmp's parser or cost too much, or None. ``count_tokens``: False
    asks of its shape only (nesting and chains), not of its size."""
    code = _STRINGS_AND_COMMENTS.sub(b"", source)
    chained = _chain_problem(code)
    if chained is not None:
        return chained
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
    if count_tokens and len(source) > MAX_TOKENS:  # fewer bytes than that cannot hold more tokens
        tokens = len(_DENSE_TOKENS.findall(source))
        if tokens > MAX_TOKENS:
            return (f"too large to analyse within fixmp's memory budget (about {tokens:,} tokens, limit "
                    f"{MAX_TOKENS:,}); not parsed (exclude it if it is generated)")
    return None


Result = TypeVar("Result")


def on_large_stack(function: Callable[[], Result], stack_bytes: int = PARSER_STACK_BYTES) -> Result:
    """``function()`` on a thread of its own with a large stack; its result, or its exception raised here.

    The thread also starts with Python's whole recursion limit to itself (CPython counts the depth per
    thread): how deep the caller already was changes nothing in what ``function`` can do. Where no such
    thread can start, ``NoRoom``: run on the caller's thread instead, ``function`` would have less room, and
    could answer differently."""
    results: List[Result] = []
    failures: List[BaseException] = []
    finished = threading.Event()

    def run() -> None:
        with _WORKING_LOCK:
            # Python is about to finalise: start no parse it could finalise under. A stop is under way: start
            # nothing (a summary asks for the next module's before any step of its own: down a chain of imports,
            # a stop went on for seconds).
            if _EXITING or STOP.is_set():
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

    if STOP.is_set():
        raise Stopping()
    left = _address_space_left()
    if left is not None and left < stack_bytes + HEADROOM_BYTES:
        raise NoRoom(no_room_message(
            f"{left // 2**20:,} MiB of address space left under the process's limit (ulimit -v), where fixmp keeps "
            f"{HEADROOM_BYTES // 2**20} MiB beyond a thread's stack for its work", stack_bytes))
    thread = threading.Thread(target=run, name="fixmp-parser", daemon=True)
    previous = threading.stack_size()
    try:
        try:
            threading.stack_size(stack_bytes)
            thread.start()
        finally:
            threading.stack_size(previous)
        if threading.current_thread() is threading.main_thread():
            # A stop is handled on the main thread, between two of its bytecodes; the kernel may hand the
            # signal to any thread (among a chain of summaries' threads: 2 stops of 10 waited for the whole
            # chain, 4 s), which wakes no wait of the main thread's. So it looks again every tenth of a second.
            while not finished.wait(0.1):
                pass
        else:
            finished.wait()
    except BaseException as exc:
        if thread.ident is None:  # it was never started
            if isinstance(exc, (RuntimeError, ValueError, MemoryError)):  # no room for such a stack here
                why = f"{type(exc).__name__}: {exc}; the process is short of address space or threads (ulimit -v, -u)"
                raise NoRoom(no_room_message(why, stack_bytes)) from exc
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


class NoRoom(BaseException):
    """A thread with the stack an analysis needs could not start: the process is short of address space
    (``ulimit -v``, a container's limit) or of threads. A BaseException, as ``OverBudget`` is, so that no
    handler takes it for the file's own failure (a syntax error, a rule's bug, an imported module that says
    nothing): the file being checked is an error that says why, never a different answer."""


# How the error of a file begins that could not be analysed for want of a thread (``NoRoom``).
NO_ROOM = "no room to analyse it"


def no_room_message(why: str, stack_bytes: int) -> str:
    return (f"{NO_ROOM}: no thread with a stack of {stack_bytes // 2**20} MiB could start ({why}) while "
            f"{threads_at_work()} analyses of fixmp were under way (each imported module's summary runs on a thread "
            "of its own); file not checked")


# Address space a new thread must leave free beyond its stack, where the process has a limit (``ulimit -v``):
# for what its work allocates (a parse, about 3.3 MiB per thousand tokens) and for Python to start it at
# all. At the limit, libcst's native code aborts the whole process when an allocation fails (SIGABRT: no
# output), and a thread whose start fails inside Python's bootstrap leaves ``Thread.start()`` waiting for
# ever ("Exception ignored in thread started by: MemoryError"; both measured under ``ulimit -v 1000000``).
HEADROOM_BYTES = 64 * 1024 * 1024


def _address_space_left() -> Optional[int]:
    """Bytes this process may still map under its address-space limit; None without a limit, or off Linux."""
    if not sys.platform.startswith("linux"):
        return None
    import resource

    limit = resource.getrlimit(resource.RLIMIT_AS)[0]
    if limit == resource.RLIM_INFINITY:
        return None
    try:
        statm = os.open("/proc/self/statm", os.O_RDONLY)
        try:
            pages = int(os.read(statm, 64).split()[0])
        finally:
            os.close(statm)
    except (OSError, ValueError, IndexError):
        return None
    return limit - pages * resource.getpagesize()


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


def threads_at_work() -> int:
    """The threads of ``on_large_stack`` at work in this process."""
    with _WORKING_LOCK:
        return len(_WORKING)


# glibc's malloc gives each thread that allocates an arena of its own (up to 8 per core), each reserving
# 64 MiB of address space; nested analysis threads each take one. Measured: 933 MiB of a 100-module chain's
# 2.2 GiB on 2 cores. fixmp's threads take turns (one computes while those that started it wait), so two
# arenas cost it nothing.
MALLOC_ARENAS = 2
_M_ARENA_MAX = -8  # mallopt's option (malloc.h)


def limit_malloc_arenas() -> None:
    """Ask glibc's malloc for at most ``MALLOC_ARENAS`` arenas: for a process of its own (the fixmp command, a
    worker) before it starts threads. Elsewhere (another C library) nothing changes."""
    if not sys.platform.startswith("linux"):
        return
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return
    mallopt(_M_ARENA_MAX, MALLOC_ARENAS)


def _malloc_trim() -> Optional[Callable[[int], int]]:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return cast(Callable[[int], int], ctypes.CDLL(None).malloc_trim)
    except (OSError, AttributeError):  # another C library (musl has no malloc_trim)
        return None


_MALLOC_TRIM = _malloc_trim()


def return_free_memory() -> bool:
    """Hand back to the system the memory glibc's malloc holds free (``malloc_trim``); whether it could be
    asked. Called between two pieces of work (a file's analysis, a verdict that made summaries): freed pages
    otherwise stay resident in the arena that held them, the analysis threads' or the main thread's, and the next
    piece's peak comes on top of them. Measured on torch's copy at ``-j 2``: peak 406-411 MiB, 349-371 MiB so."""
    if _MALLOC_TRIM is None:
        return False
    _MALLOC_TRIM(0)
    return True


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
