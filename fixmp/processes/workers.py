"""fixmp's own worker processes: isolated interpreters that die with fixmp.

Why not ``concurrent.futures.ProcessPoolExecutor``: its spawn workers and the
``multiprocessing`` resource tracker start as ``python -c ...`` in the current
folder and import ``pickle``, ``socket``... from it before anything else (a
scanned repository's ``pickle.py`` ran); after a SIGKILL of fixmp they stay
alive; and a worker that crashes takes the file it was on with it unseen.

Here each worker is ``python -I -c`` started in ``/`` (``fixmp.processes.isolation``), with
pipes for its standard input and output:

* fixmp sends one setup message, ``(function, shared)``, naming a generator
  function ``module:name`` that the worker imports, and then chunks of work, each a
  list of items; the worker sends back what ``function(shared, chunk)`` yields, one
  message per item as it is done, then an end-of-chunk mark. Messages are pickles
  behind an 8-byte length; both ends are fixmp's own code.
* Knowing how many items of a chunk came back tells which item a crashed worker
  was on (a parser that segfaults on one file): that item is reported with the
  signal, and the rest of its chunk is done by the others.
* A worker asks the kernel (Linux's ``PR_SET_PDEATHSIG``) to be killed when fixmp
  dies, whatever kills it, and leaves SIGINT, SIGHUP and SIGTERM (which reach the
  whole process group from a terminal or a CI runner) to fixmp, which stops it.
"""

from __future__ import annotations

import os
import pickle
import queue
import signal
import struct
import subprocess
import sys
import threading
from collections import deque
from types import TracebackType
from typing import IO, Any, Callable, Deque, List, Optional, Sequence, Tuple, Type

from fixmp.parse.guards import limit_malloc_arenas
from fixmp.processes.isolation import NEUTRAL_FOLDER, python_command

_LENGTH = struct.Struct("!Q")
_END_OF_CHUNK = "fixmp:end-of-chunk"
# Linux prctl option: the signal this process gets when its parent dies.
_PR_SET_PDEATHSIG = 1


def _send(stream: IO[bytes], message: Any) -> None:
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_LENGTH.pack(len(data)) + data)
    stream.flush()


def _receive(stream: IO[bytes]) -> Any:
    """The next message; ``EOFError`` when the other end closed (or died) before a whole one came."""
    header = stream.read(_LENGTH.size)
    if len(header) < _LENGTH.size:
        raise EOFError
    (length,) = _LENGTH.unpack(header)
    data = stream.read(length)
    if len(data) < length:
        raise EOFError
    return pickle.loads(data)


# ---------------------------------------------------------------- in the worker


def _die_with_parent(parent_pid: int) -> None:
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):  # no libc to ask: the closed pipe still ends the worker
            pass
    if os.getppid() != parent_pid:  # the parent died before the request took effect
        os._exit(1)


def serve(parent_pid: int) -> None:
    """A worker's main loop (``fixmp.processes.workers.serve``), run by the command ``WorkerPool`` starts."""
    _die_with_parent(parent_pid)
    limit_malloc_arenas()  # before any thread: each analysis nests threads, as in fixmp (fixmp.parse.guards)
    # fixmp decides when its workers stop (it kills them); a signal to the whole process
    # group (Ctrl-C, a closed terminal, a CI runner's SIGTERM) must not kill one first.
    for signum in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM):
        signal.signal(signum, signal.SIG_IGN)
    requests = sys.stdin.buffer
    # Replies get their own descriptor; anything else that prints goes to standard error.
    replies = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    try:
        function_name, shared = _receive(requests)
    except EOFError:
        return
    module_name, _, name = function_name.partition(":")
    function = getattr(__import__(module_name, fromlist=[name]), name)
    while True:
        try:
            chunk = _receive(requests)
        except EOFError:
            chunk = None
        if chunk is None:
            # Ended at once, without freeing the parsed trees one by one at exit (a tenth of a
            # second that fixmp would wait for): every reply was flushed as it was sent, and a
            # worker keeps nothing else.
            sys.stderr.flush()
            os._exit(0)
        for output in function(shared, chunk):
            _send(replies, output)
        _send(replies, _END_OF_CHUNK)


_WORKER_CODE = "import sys; from fixmp.processes.workers import serve; serve(int(sys.argv[1]))"


# ---------------------------------------------------------------- in fixmp


class _Worker:
    def __init__(self, setup: Tuple[str, Any]):
        self.process = subprocess.Popen(
            python_command(_WORKER_CODE, str(os.getpid())),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=NEUTRAL_FOLDER, close_fds=True,
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        self.requests: IO[bytes] = self.process.stdin
        self.replies: IO[bytes] = self.process.stdout
        _send(self.requests, setup)

    def death(self) -> str:
        """Why the worker ended, once its output has closed."""
        try:
            code = self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"killed by {name}"
        return f"exited with status {code}"


# What a worker thread tells the main thread.
_OUTPUT, _DIED, _FINISHED = "output", "died", "finished"


class WorkerPool:
    """``count`` isolated workers that run ``function`` (``"module:name"``) over chunks, beside this process.

    ``function(shared, chunk)`` must be a generator yielding one output per item of
    the chunk, in order. Use as a context manager: leaving it stops every worker,
    at once if an exception (a Ctrl-C) is on its way.
    """

    def __init__(self, count: int, function: str, shared: Any):
        self._setup = (function, shared)
        self._workers: List[_Worker] = []
        self._threads: List[threading.Thread] = []
        try:
            for _ in range(count):
                self._workers.append(_Worker(self._setup))
        except BaseException:
            self.close(abort=True)
            raise

    @property
    def size(self) -> int:
        return len(self._workers)

    def grow(self, count: int) -> None:
        """Start workers until there are ``count`` (before ``map``, which sets each to work)."""
        while len(self._workers) < count:
            self._workers.append(_Worker(self._setup))

    def to_each_worker(self, chunk: List[Any]) -> None:
        """Give every worker ``chunk``, whose items yield nothing (what each needs before its first chunk of
        ``map``), and wait until each has taken it. A worker that died meanwhile is left to ``map`` to find."""
        sent = []
        for worker in self._workers:
            try:
                _send(worker.requests, chunk)
            except (OSError, ValueError):
                continue
            sent.append(worker)
        for worker in sent:
            try:
                while _receive(worker.replies) != _END_OF_CHUNK:
                    pass
            except (EOFError, OSError, ValueError, pickle.UnpicklingError):
                continue

    def __enter__(self) -> "WorkerPool":
        return self

    def __exit__(
        self, exc_type: Optional[Type[BaseException]], exc: Optional[BaseException], traceback: Optional[TracebackType]
    ) -> None:
        self.close(abort=exc_type is not None)

    def map(
        self,
        chunks: Sequence[List[Any]],
        *,
        here: Callable[[List[Any]], None],
        take: Callable[[Any], None],
        crashed: Callable[[Any, str], None],
    ) -> None:
        """Do every chunk, in the workers (from the front) and here (``here(chunk)``, from the back).

        Each worker output goes to ``take`` in this thread; the item a worker died
        on goes to ``crashed(item, why)``, and the rest of its chunk is done by the others.
        """
        waiting: Deque[List[Any]] = deque(chunks)
        lock = threading.Lock()
        events: "queue.Queue[Tuple[str, Any, Any]]" = queue.Queue()

        def next_chunk(from_front: bool) -> Optional[List[Any]]:
            with lock:
                if not waiting:
                    return None
                return waiting.popleft() if from_front else waiting.pop()

        def feed(worker: _Worker) -> None:
            while True:
                chunk = next_chunk(from_front=True)
                if chunk is None:
                    events.put((_FINISHED, worker, None))
                    return
                done = 0
                try:
                    _send(worker.requests, chunk)
                except (OSError, ValueError):  # it died between chunks: no item of this one is to blame
                    with lock:
                        waiting.appendleft(chunk)
                    events.put((_DIED, worker, None))
                    return
                try:
                    while True:
                        output = _receive(worker.replies)
                        if output == _END_OF_CHUNK:
                            break
                        events.put((_OUTPUT, output, None))
                        done += 1
                except (EOFError, OSError, ValueError, pickle.UnpicklingError):
                    events.put((_DIED, worker, (chunk, done)))
                    return

        self._threads = [threading.Thread(target=feed, args=(worker,), daemon=True) for worker in self._workers]
        for thread in self._threads:
            thread.start()
        running = len(self._threads)

        def handle(kind: str, value: Any, detail: Any) -> None:
            nonlocal running
            if kind == _OUTPUT:
                take(value)
                return
            running -= 1
            if kind == _DIED and detail is not None:
                chunk, done = detail
                why = value.death()
                crashed(chunk[done], why)
                if chunk[done + 1:]:
                    with lock:
                        waiting.appendleft(chunk[done + 1:])

        while True:
            try:
                while True:
                    handle(*events.get_nowait())
            except queue.Empty:
                pass
            chunk = next_chunk(from_front=False)
            if chunk is not None:
                here(chunk)
                continue
            if running == 0:
                break
            try:
                handle(*events.get(timeout=0.5))
            except queue.Empty:
                continue

    def close(self, abort: bool = False) -> None:
        """Stop the workers: ask each to end (or kill it, with ``abort``), and wait for every one."""
        for worker in self._workers:
            if abort:
                _kill(worker.process)
            else:
                try:
                    _send(worker.requests, None)
                except OSError:
                    pass
        for worker in self._workers:
            try:
                worker.process.wait(timeout=None if abort else 10)
            except subprocess.TimeoutExpired:
                _kill(worker.process)
                worker.process.wait()
        # A killed worker's reader sees the end of its output and stops; only then are its pipes closed.
        for thread in self._threads:
            thread.join()
        self._threads = []
        for worker in self._workers:
            for stream in (worker.requests, worker.replies):
                try:
                    stream.close()
                except OSError:
                    pass
        self._workers = []


def _kill(process: "subprocess.Popen[bytes]") -> None:
    try:
        process.kill()
    except OSError:
        pass

