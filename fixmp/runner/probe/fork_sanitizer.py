"""fixmp run probe: imported by every Python process of a sanitized run (via PYTHONPATH).

It watches each ``os.fork`` of a process that imported torch and records, before
the child can hang, what makes the fork a hazard:

* in the parent, before the fork: torch's OpenMP pool of the forking thread alive
  (native threads that are not Python threads, with more than one intra-op thread):
  a forked child inherits none of the pool's threads but all of its state, and its
  first parallel region waits for them for ever (FMP002); CUDA initialised (FMP001).
  libgomp keeps one pool per thread (a thread's first parallel region starts its
  own), and the child has only the forking thread: the pools of other threads are
  no hazard, and a child forked from a thread that never ran parallel work starts a
  pool of its own. Whose pool a native thread is, is read from its name: Linux gives
  a new thread its creator's name, and the probe names each thread the program
  starts once torch is imported ``fixmp-<its id>``; a forking thread whose name is
  not what the probe knows (renamed, or started before torch was imported) counts
  every thread's, as a process-wide count would;
* in the child: for a fork with the pool alive, whether the child makes itself
  single-threaded (``torch.set_num_threads(1)``), which keeps it out of the dead
  pool: such a fork is no hazard; and whether a child that torch itself marks as a
  bad fork (its ``pthread_atfork`` handler does, once the parent initialised CUDA
  or poisoned it, e.g. by ``torch.cuda.is_available()``) goes on to use CUDA, which
  raises "Cannot re-initialize CUDA in forked subprocess". A child that never
  touches CUDA is fine, as ``fixmp check`` judges it (FMP001's controls). A
  ``Pool``'s worker with an initializer says when it enters it and when it leaves
  it: one hung there has taken no task, and a pool closed on it must not read it
  as idle.

Each record is one JSON line appended, with one ``write``, to the file named by
``FIXMP_SANITIZER_EVENTS`` the moment it is seen, so the record survives a child
that hangs right after, ``os._exit`` and a run that is killed. It is read back by
``fixmp.runner.sanitize``.

Rules it keeps, so that it never changes what the program does:

* standard library only, and only ``os`` and ``sys`` (loaded by every interpreter):
  no ``json``, no ``threading``; torch is looked at only where the program already
  imported it (``sys.modules``), never imported here;
* nothing on stdout or stderr: a failure of the probe is itself a record;
* no lock in the at-fork handlers (a lock another thread holds at the fork would
  be held for ever in the child); nothing but counting and naming threads when
  torch is imported and nothing at all when it is not. The names are the one trace
  the probe leaves (``top -H`` and ``ps -T`` show them); a child forked from a named
  thread takes the process's name back, as it would have had it without the probe;
* spawn and forkserver starts exec a fresh interpreter, which inherits no state:
  they are no fork hazard, and only their own forks are watched. The fork server
  is such an interpreter, and forks every forkserver child: a module it preloads
  (``set_forkserver_preload``) that starts the pool hangs them all, so its forks
  are watched as any other, and say which modules it preloaded.

It also records the crashes of starting a process (FMP004-FMP007) where
multiprocessing raises them, in the process that runs them. Where the program
imports them, it wraps ``BaseProcess.start`` (an unpicklable process object or
target, a fork-context SemLock handed to a spawn child, a start while a spawned
child imports the main module), ``DefaultContext.set_start_method`` ("context has
already been set"), the results of a ``Pool`` (a task that cannot be pickled) and
``multiprocessing.spawn._main`` (a spawned child that cannot find its target); each
wrapper records the error with its stack and raises the same exception on (its
traceback shows one more frame, the wrapper's). A spawn or forkserver start is
recorded with its stack, so that a child's failure can be traced to its start site.
Modules are wrapped as the program imports them (a finder on ``sys.meta_path``
that finds nothing), never imported here.

For torch's OpenMP pool it remembers where the pool was first seen alive. The pool
starts inside a C++ operation, where no Python code runs; the probe looks for it
(the thread count, one ``stat`` of ``/proc/self/task``) at moments that cost the
program nothing worth measuring: at most once a millisecond at a garbage collection
or an import, and at each fork. What it records is where it was first seen, and
where it was last seen not alive: the operation that started it ran between.
"""
import os
import sys

_EVENTS = os.environ.get("FIXMP_SANITIZER_EVENTS")
# Set only for `fixmp run --fix`'s reference run, the one run where the probe changes the program: every
# forked child goes single-threaded at once, so that it never enters the dead pool, and prints what the
# program would print if its children did not hang (the output a fix must keep).
_SINGLE_THREAD_CHILDREN = os.environ.get("FIXMP_SINGLE_THREAD_CHILDREN") == "1"
_HERE = os.path.dirname(os.path.abspath(__file__))
_STDLIB = os.path.dirname(os.path.abspath(os.__file__)) + os.sep
_SITE_FOLDERS = (os.sep + "site-packages" + os.sep, os.sep + "dist-packages" + os.sep)
_MOST_FRAMES = 40

# The fork this process is making (set before it, read by the child after it, which
# inherits the parent's memory): (parent pid, fork number, pool alive) or None.
_fork_in_progress = None
_forks_recorded = 0
# In a child of a fork with the pool alive: (parent pid, fork number) until the child
# makes itself single-threaded.
_waiting_for_single_thread = None
# In a child of a fork with the pool alive: (parent pid, fork number), for its exit record.
_child_of_fork = None
# The Pool worker process this process is forking (set before the fork, read by the child, cleared in the
# parent after it), where the pool has an initializer: the child watches it (``_watch_initializer``).
_forking_pool_worker = None
# Where CUDA was first initialised in this process (a list of frames), once seen.
_cuda_origin = None
# In a child that torch marks as a bad fork: the fork (parent pid, fork number or None, its stack)
# until the child first tries to use CUDA.
_bad_fork = None

# torch's OpenMP pool, looked for until it is first seen alive (``_look_for_pool``). The threads
# besides Python's when torch was imported (numpy's OpenBLAS starts its own with torch's import), or
# None until torch is imported (nothing is looked for before).
_native_at_torch_import = None
# The ids of the threads alive when torch was imported: none of them is an OpenMP pool's (torch's
# import runs no parallel region), so a fork never counts them.
_threads_at_torch_import = frozenset()  # type: frozenset
# The process's name (its main thread's, /proc/self/comm) when the probe armed: the name the main
# thread's pool threads inherit, and the one a child forked from a named thread takes back.
_process_name = None
# A thread the program starts once torch is imported is named this, then its id.
_THREAD_NAME_PREFIX = "fixmp-"
# st_nlink of /proc/self/task (the thread count, plus 2) at the last look: the cheap test for a change.
_tasks_at_last_look = None
# Where the pool was first seen alive: {"seen_at": what looked, "stack": frames, "not_yet_at": frame}.
_pool_origin = None
# The user's frame [file, line, function] at the last look that saw no pool.
_pool_not_yet_at = None
# A look at a garbage collection or an import waits this long after the one before (time.monotonic).
_LOOK_INTERVAL = 0.001
_next_look = 0.0
_clock = None
# Whether a file is library code, by code.co_filename: looks walk frames often, abspath is slow.
_library_files = {}  # type: dict


def _json(value):
    # json is not imported by every program; this writes the few shapes the records use.
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        out = ['"']
        for char in value:
            if char == '"' or char == "\\":
                out.append("\\" + char)
            elif ord(char) < 0x20 or 0xD800 <= ord(char) <= 0xDFFF:
                out.append("\\u%04x" % ord(char))
            else:
                out.append(char)
        out.append('"')
        return "".join(out)
    if isinstance(value, dict):
        return "{" + ", ".join(_json(str(key)) + ": " + _json(item) for key, item in value.items()) + "}"
    return "[" + ", ".join(_json(item) for item in value) + "]"


def _write_event(fields):
    # One write() of a whole line on an O_APPEND file: lines of concurrent processes never interleave.
    assert _EVENTS is not None  # the probe arms only with an events file
    line = (_json(fields) + "\n").encode("utf-8", "surrogateescape")
    handle = os.open(_EVENTS, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o600)
    try:
        os.write(handle, line)
    finally:
        os.close(handle)


def _record_failure(where, error):
    # The probe must never be why a program fails, nor print into its output: say it in a record.
    try:
        _write_event({"event": "probe_error", "pid": os.getpid(), "where": where,
                      "error": "%s: %s" % (type(error).__name__, error)})
    except OSError:
        pass  # the events file is gone (the run is over): nothing is left to tell


def _is_library(filename, torch_folder):
    if filename == __file__ or filename.startswith(_HERE + os.sep) or filename.startswith("<"):
        return True
    if torch_folder and filename.startswith(torch_folder):
        return True
    return filename.startswith(_STDLIB) and not any(part in filename for part in _SITE_FOLDERS)


def _stack(frame):
    """The frames from ``frame`` outwards: [file, line, function, the function's first line, library]."""
    torch = sys.modules.get("torch")
    torch_file = getattr(torch, "__file__", None)
    torch_folder = os.path.dirname(torch_file) + os.sep if isinstance(torch_file, str) else None
    frames = []  # type: list
    while frame is not None and len(frames) < _MOST_FRAMES:
        code = frame.f_code
        filename = os.path.abspath(code.co_filename) if not code.co_filename.startswith("<") else code.co_filename
        frames.append([filename, frame.f_lineno, code.co_name, code.co_firstlineno,
                       _is_library(filename, torch_folder)])
        frame = frame.f_back
    return frames


def _native_threads():
    """The threads of this process besides Python's, or None where /proc cannot be read."""
    try:
        tasks = len(os.listdir("/proc/self/task"))
    except OSError:
        return None  # not Linux, or /proc hidden: the pool cannot be seen
    # Every Python thread has a frame here; threads without one are native (the pool's workers).
    return tasks - len(sys._current_frames())


def _thread_name(thread_id):
    """The name of thread ``thread_id`` of this process, or None where it has exited (or /proc is hidden)."""
    try:
        handle = os.open("/proc/self/task/%d/comm" % thread_id, os.O_RDONLY)
    except OSError:
        return None
    try:
        return os.read(handle, 64).decode("utf-8", "replace").rstrip("\n")
    except OSError:
        return None
    finally:
        os.close(handle)


def _this_thread_id():
    """The kernel's id of the calling thread (/proc/thread-self is <pid>/task/<tid>), or None."""
    try:
        return int(os.readlink("/proc/thread-self").rsplit("/", 1)[1])
    except (OSError, ValueError, IndexError):
        return None


def _python_thread_ids():
    """The kernel's ids of the Python threads the threading module knows (itself imported by the program)."""
    threading = sys.modules.get("threading")
    active = getattr(threading, "_active", None)
    if not isinstance(active, dict):
        return set()
    # list(): a C-level copy, made under the GIL while other threads start and end.
    return {getattr(thread, "native_id", None) for thread in list(active.values())}


def _write_name(comm, name):
    """Write ``name`` (bytes) into a thread's ``comm`` file, its name; OSError where it cannot."""
    handle = os.open(comm, os.O_WRONLY)
    try:
        os.write(handle, name)
    finally:
        os.close(handle)


def _name_this_thread():
    """Name the calling thread ``fixmp-<its id>``, so that the native threads it starts (its OpenMP pool's)
    carry the name and can be told from other threads' (``_forking_thread_pool``). Only once torch is
    imported: a program without torch is left as it is."""
    if "torch" not in sys.modules:
        return
    thread_id = _this_thread_id()
    if thread_id is None:
        return
    try:
        _write_name("/proc/thread-self/comm", (_THREAD_NAME_PREFIX + str(thread_id)).encode("ascii"))
    except OSError:
        # Not named: at a fork from it, its name is not the one the probe gave, and every thread's count.
        return


def _forking_thread_pool():
    """The native threads of this process that may be the calling (forking) thread's OpenMP pool, and
    whether they were told apart from other threads' by name: (count, by name), or None where /proc
    cannot be read. Python threads and those alive when torch was imported are never counted."""
    try:
        thread_ids = {int(name) for name in os.listdir("/proc/self/task")}
    except (OSError, ValueError):
        return None  # not Linux, or /proc hidden: the pool cannot be seen
    forking = _this_thread_id()
    python_threads = (thread_ids & _python_thread_ids()) | {forking}
    native = thread_ids - python_threads - _threads_at_torch_import
    forking_name = _thread_name(forking) if forking is not None else None
    if forking == os.getpid():
        given_name = _process_name
    else:
        given_name = _THREAD_NAME_PREFIX + str(forking) if forking is not None else None
    if forking_name is None or forking_name != given_name:
        # Renamed (by the program, or by Python itself), or started before torch was imported: its pool's
        # threads cannot be told by name, so every thread's count, as the pool of any thread could be its.
        # Python threads the threading module does not know (started with _thread) are not counted.
        unknown_python = max(0, len(sys._current_frames()) - len(python_threads))
        return max(0, len(native) - unknown_python), False
    count = 0
    for thread_id in native:
        name = _thread_name(thread_id)
        if name is None:
            continue  # exited since the listing
        if name == forking_name:
            count += 1
        elif forking == os.getpid() and not name.startswith(_THREAD_NAME_PREFIX):
            # Started by a thread the probe did not name (before torch was imported, with _thread, or by
            # native code that names its threads): the main thread's, for all the probe can tell.
            count += 1
    return count, True


def _pool_alive(torch):
    """The forking thread's OpenMP pool as it is now: {native threads, intra-op threads, whether the
    threads were the forking thread's by name}, or None when it is not alive. Other threads' pools are
    no hazard: the child has only the forking thread, and starts a pool of its own."""
    pool = _forking_thread_pool()
    if pool is None or pool[0] <= 0:
        return None
    native, by_name = pool
    get_num_threads = getattr(torch, "get_num_threads", None)
    intra_op_threads = get_num_threads() if get_num_threads is not None else 0
    if intra_op_threads <= 1:
        return None
    return {"native_threads": native, "intra_op_threads": intra_op_threads, "forking_thread_only": by_name}


def _before_fork():
    global _fork_in_progress, _forks_recorded, _forking_pool_worker
    _fork_in_progress = None
    _forking_pool_worker = None
    torch = sys.modules.get("torch")
    if torch is None:
        return
    try:
        _look_for_pool("fork", sys._getframe(1))
        pool = _pool_alive(torch)
        cuda = sys.modules.get("torch.cuda")
        cuda_initialized = bool(cuda is not None and cuda.is_initialized())
        if pool is None and not cuda_initialized:
            return
        _forks_recorded += 1
        _write_event({
            "event": "fork",
            "pid": os.getpid(),
            "fork": _forks_recorded,
            "pool": pool,
            "pool_origin": _pool_origin if pool is not None else None,
            "cuda_initialized": cuda_initialized,
            "cuda_origin": _cuda_origin if cuda_initialized else None,
            "stack": _stack(sys._getframe(1)),
            "fork_server_preload": _fork_server_preload(sys._getframe(1)),
        })
        _fork_in_progress = (os.getpid(), _forks_recorded, pool is not None)
        _tag_forking_process(sys._getframe(1), (os.getpid(), _forks_recorded))
        if pool is not None:
            _forking_pool_worker = _pool_worker_with_initializer(sys._getframe(1))
    except Exception as error:  # noqa: BLE001 - recorded: a probe failure must not change the fork
        _record_failure("before fork", error)


def _fork_server_preload(frame):
    """In a fork server (the forkserver start method), forking a child a client asked for: the modules it
    preloaded (``set_forkserver_preload``), a list; None for any other fork. ``frame`` calls ``os.fork``.
    The server imported them before its first fork, so a pool alive at its forks is one they started (or
    the main module's import, which it preloads as '__main__'); the client's start site is in another
    process, linked to this fork by the child's pid (its ``child`` record and the client's ``spawn_start``)."""
    forkserver = sys.modules.get("multiprocessing.forkserver")
    main = getattr(forkserver, "main", None)
    if frame is None or getattr(main, "__code__", None) is not frame.f_code:
        return None
    preload = frame.f_locals.get("preload")
    return [str(name) for name in preload] if isinstance(preload, (list, tuple)) else []


def _tag_forking_process(frame, fork):
    """Keep ``fork`` (parent pid, fork number) on the ``Popen`` of the multiprocessing child it makes, in the
    parent (``frame``: the one that calls ``os.fork``). A pool may stop a worker that never ran (a busy
    machine had not scheduled it yet), so the child never said which fork it is: the parent's record of
    the stop says it (``_watch_stops``)."""
    popen_fork = sys.modules.get("multiprocessing.popen_fork")
    launch = getattr(getattr(popen_fork, "Popen", None), "_launch", None)
    if frame is None or getattr(launch, "__code__", None) is not frame.f_code:
        return  # os.fork called by anything else: its children are not stopped through a Popen
    popen = frame.f_locals.get("self")
    if popen is not None:
        popen._fixmp_fork = fork


def _after_fork_in_parent():
    global _forking_pool_worker
    _forking_pool_worker = None  # the child has its copy; the parent keeps no reference to the process


def _pool_worker_with_initializer(frame):
    """The process ``frame`` (the one that calls ``os.fork``) forks, where it is a ``Pool``'s worker given an
    initializer (``Pool(initializer=...)``: ``multiprocessing.pool.worker(inqueue, outqueue, initializer,
    initargs, ...)`` is its target); None for any other fork."""
    popen_fork = sys.modules.get("multiprocessing.popen_fork")
    launch = getattr(getattr(popen_fork, "Popen", None), "_launch", None)
    if frame is None or getattr(launch, "__code__", None) is not frame.f_code:
        return None
    process = frame.f_locals.get("process_obj")
    worker = getattr(sys.modules.get("multiprocessing.pool"), "worker", None)
    if worker is None or getattr(process, "_target", None) is not worker:
        return None
    args = getattr(process, "_args", None)
    kwargs = getattr(process, "_kwargs", None)
    given = (isinstance(args, tuple) and len(args) > 2 and args[2] is not None) or (
        isinstance(kwargs, dict) and kwargs.get("initializer") is not None)
    return process if given else None


def _watch_initializer(process, fork):
    """In a ``Pool``'s worker forked with the pool alive: record that it enters its initializer and that it
    leaves it. The initializer runs before the worker takes any task, so a worker hung in it (its parallel
    work met the dead pool) has no task when the pool is closed, and a stop with no task outstanding would
    read it as idle; the records say it was not. Only this child's copy of the process object changes
    (``run()`` reads its arguments after the fork): the parent's is the program's, untouched."""
    args = process._args
    in_args = isinstance(args, tuple) and len(args) > 2 and args[2] is not None
    initializer = args[2] if in_args else process._kwargs["initializer"]

    def record(event, **more):
        try:
            fields = {"event": event, "pid": os.getpid(), "parent": fork[0], "fork": fork[1]}
            fields.update(more)
            _write_event(fields)
        except Exception as error:  # noqa: BLE001 - recorded: the initializer runs as the program asked
            _record_failure("initializer", error)

    def initializer_watched(*call_args, **call_kwargs):
        record("initializer_entered")
        try:
            result = initializer(*call_args, **call_kwargs)
        except BaseException:
            record("initializer_left", raised=True)  # the worker ends (its process exits with the error)
            raise
        record("initializer_left", raised=False)
        return result

    watched = _wrapper_of(initializer, initializer_watched)
    if in_args:
        process._args = args[:2] + (watched,) + args[3:]
    else:
        process._kwargs = dict(process._kwargs, initializer=watched)


def _make_single_threaded(torch):
    """The reference run's child: one thread now, and for good (a pool initializer or a DataLoader
    worker_init_fn that raises the count would take it back into the dead pool)."""
    set_num_threads = getattr(torch, "set_num_threads", None)
    if set_num_threads is None:
        return
    original = getattr(set_num_threads, "__wrapped__", set_num_threads)
    try:
        original(1)
    except Exception as error:  # noqa: BLE001 - recorded: the reference run goes on as it can
        _record_failure("single-threaded child", error)
        return

    def one_thread(*args, **kwargs):
        return original(1)

    torch.set_num_threads = _wrapper_of(original, one_thread)


def _after_fork_in_child():
    global _fork_in_progress, _waiting_for_single_thread, _bad_fork, _child_of_fork, _forking_pool_worker
    global _native_at_torch_import, _tasks_at_last_look, _pool_origin, _pool_not_yet_at, _threads_at_torch_import
    parent = _fork_in_progress
    _fork_in_progress = None
    pool_worker = _forking_pool_worker
    _forking_pool_worker = None
    _waiting_for_single_thread = None
    _child_of_fork = None
    torch = sys.modules.get("torch")
    _bad_fork = None
    if torch is None:
        return
    _take_back_process_name()
    if _SINGLE_THREAD_CHILDREN:
        _make_single_threaded(torch)
    if _native_at_torch_import is not None:
        # The child has only the thread that forked: a pool it has is one it starts itself.
        _native_at_torch_import = 0
        _threads_at_torch_import = frozenset()
        _tasks_at_last_look = None
        _pool_origin = None
        _pool_not_yet_at = None
    try:
        cuda = sys.modules.get("torch.cuda")
        is_in_bad_fork = getattr(cuda, "_is_in_bad_fork", None)
        if is_in_bad_fork is not None and is_in_bad_fork():
            # Kept, not written: only a child that then uses CUDA fails (the _lazy_init watch writes it).
            _bad_fork = (os.getppid(), parent[1] if parent is not None else None, _stack(sys._getframe(1)))
        if parent is not None and parent[2]:
            _waiting_for_single_thread = (parent[0], parent[1])
            _child_of_fork = (parent[0], parent[1])
            # Which fork this child is: its parent may stop it (Pool.terminate), by its pid.
            _write_event({"event": "child", "pid": os.getpid(), "parent": parent[0], "fork": parent[1]})
            _watch_set_num_threads(torch)
            _watch_exit()
            if pool_worker is not None:
                _watch_initializer(pool_worker, _child_of_fork)
    except Exception as error:  # noqa: BLE001 - recorded: a probe failure must not change the child
        _record_failure("after fork", error)


def _take_back_process_name():
    """A child forked from a thread the probe named has that name as the process's (its one thread's): it
    takes back the name the process had, as it would have kept it without the probe."""
    if _process_name is None:
        return
    name = _thread_name(os.getpid())
    if name is None or not name.startswith(_THREAD_NAME_PREFIX):
        return  # forked from the main thread, or from a thread the program named itself
    try:
        _write_name("/proc/self/comm", _process_name.encode("utf-8", "surrogateescape"))
    except OSError as error:
        _record_failure("the child's name", error)


def _watch_exit():
    """Record that a child of a fork with the pool alive exits by itself: ``os._exit`` is how forked
    children end (multiprocessing's fork start calls it after the target returns). A child whose first
    parallel region met the dead pool never gets there, so a child that exits ran no parallel work."""
    original = os._exit
    if getattr(original, "_fixmp_watched", False):
        return  # a grandchild inherits the watch of its parent

    def _exit(status):
        fork = _child_of_fork
        if fork is not None:
            try:
                _write_event({"event": "child_exit", "pid": os.getpid(), "parent": fork[0], "fork": fork[1],
                              "status": status})
            except Exception as error:  # noqa: BLE001 - recorded: the child exits as it asked, whatever happens
                _record_failure("os._exit", error)
        original(status)

    setattr(_exit, "_fixmp_watched", True)
    setattr(_exit, "__wrapped__", original)
    _exit.__name__ = getattr(original, "__name__", "_exit")
    _exit.__doc__ = getattr(original, "__doc__", None)
    os._exit = _exit


def _watch_set_num_threads(torch):
    original = getattr(torch, "set_num_threads", None)
    if original is None or getattr(original, "_fixmp_watched", False):
        return  # a grandchild inherits the watch of its parent

    def set_num_threads(*args, **kwargs):
        global _waiting_for_single_thread
        result = original(*args, **kwargs)
        try:
            if _waiting_for_single_thread is not None and torch.get_num_threads() <= 1:
                parent_pid, fork_number = _waiting_for_single_thread
                _waiting_for_single_thread = None
                _write_event({"event": "single_threaded", "pid": os.getpid(), "parent": parent_pid,
                              "fork": fork_number})
            elif _waiting_for_single_thread is None and _child_of_fork is not None and torch.get_num_threads() > 1:
                # Single-threaded, then more threads again (a DataLoader worker_init_fn after the worker
                # loop's set_num_threads(1)): its next parallel region waits on the dead pool again.
                _waiting_for_single_thread = _child_of_fork
                _write_event({"event": "threads_raised", "pid": os.getpid(), "parent": _child_of_fork[0],
                              "fork": _child_of_fork[1]})
        except OSError as error:
            _record_failure("set_num_threads", error)
        return result

    # setattr: type checkers refuse new attributes on functions, which is what marks the wrapper.
    setattr(set_num_threads, "_fixmp_watched", True)
    setattr(set_num_threads, "__wrapped__", original)
    set_num_threads.__name__ = getattr(original, "__name__", "set_num_threads")
    set_num_threads.__doc__ = getattr(original, "__doc__", None)
    torch.set_num_threads = set_num_threads


def _watch_lazy_init(cuda):
    """Remember where CUDA is first initialised: torch calls ``torch.cuda._lazy_init`` (by its
    name, from Python and from C++) before the first CUDA work."""
    original = getattr(cuda, "_lazy_init", None)
    if original is None:
        return

    def _lazy_init(*args, **kwargs):
        global _cuda_origin, _bad_fork
        if _bad_fork is not None:
            # Written before torch raises "Cannot re-initialize CUDA in forked subprocess".
            parent_pid, fork_number, fork_stack = _bad_fork
            _bad_fork = None
            try:
                _write_event({"event": "cuda_in_bad_fork", "pid": os.getpid(), "parent": parent_pid,
                              "fork": fork_number, "stack": fork_stack, "use": _stack(sys._getframe(1))})
            except OSError as error:
                _record_failure("torch.cuda._lazy_init", error)
        result = original(*args, **kwargs)
        if _cuda_origin is None:
            try:
                if cuda.is_initialized():
                    _cuda_origin = _stack(sys._getframe(1))
            except Exception as error:  # noqa: BLE001 - recorded: never the reason CUDA fails
                _record_failure("torch.cuda._lazy_init", error)
        return result

    setattr(_lazy_init, "__wrapped__", original)
    cuda._lazy_init = _lazy_init


def _wrapper_of(original, wrapper):
    """``wrapper``, marked as the probe's (a grandchild inherits its parent's wrappers) and named as ``original``."""
    # setattr: type checkers refuse new attributes on functions, which is what marks the wrapper.
    setattr(wrapper, "_fixmp_watched", True)
    setattr(wrapper, "__wrapped__", original)
    wrapper.__name__ = getattr(original, "__name__", wrapper.__name__)
    wrapper.__qualname__ = getattr(original, "__qualname__", wrapper.__qualname__)
    wrapper.__doc__ = getattr(original, "__doc__", None)
    return wrapper


def _watched(function):
    return getattr(function, "_fixmp_watched", False)


def _record_raised(call, error, frame, **more):
    """Record an error multiprocessing raised in ``call``, with the stack from ``frame`` outwards; the caller
    raises it on, unchanged."""
    try:
        # A process multiprocessing started knows its parent once it runs its target; a spawned child
        # importing the main module before that is "inheriting".
        process_module = sys.modules.get("multiprocessing.process")
        in_child = bool(getattr(process_module, "_parent_process", None) is not None
                        or getattr(getattr(process_module, "_current_process", None), "_inheriting", False))
        fields = {"event": "raised", "pid": os.getpid(), "call": call, "error_type": type(error).__name__,
                  "error": str(error), "in_child": in_child, "stack": _stack(frame)}
        fields.update(more)
        _write_event(fields)
    except Exception as failure:  # noqa: BLE001 - recorded: the program gets its own error, whatever happens here
        _record_failure(call, failure)


def _note_spawn_start(process, frame):
    """Record a spawn or forkserver start with its stack: a child that then fails to unpickle its target
    has no frame of the user's, and is traced back to its start by its pid."""
    try:
        popen = getattr(process, "_popen", None)
        method = getattr(popen, "method", None)
        if method not in ("spawn", "forkserver"):
            return
        _write_event({"event": "spawn_start", "pid": os.getpid(), "child": getattr(popen, "pid", None),
                      "method": method, "stack": _stack(frame)})
    except Exception as error:  # noqa: BLE001 - recorded: the process started
        _record_failure("start", error)


def _watch_process_start(process_module):
    """``BaseProcess.start`` raises what fails before the child runs: pickling the process object for a
    spawn or forkserver child (FMP005, FMP007), and a start while a spawned child imports the main module
    (FMP004)."""
    base = getattr(process_module, "BaseProcess", None)
    original = getattr(base, "start", None)
    if base is None or original is None or _watched(original):
        return

    def start(self, *args, **kwargs):
        try:
            result = original(self, *args, **kwargs)
        except Exception as error:
            _record_raised("start", error, sys._getframe(0))
            raise
        _note_spawn_start(self, sys._getframe(0))
        return result

    base.start = _wrapper_of(original, start)
    _watch_stops(base)


def _caller_named(frame, function_name):
    """The frame of ``function_name`` from ``frame`` outwards, or None where it is not on the stack."""
    while frame is not None:
        if frame.f_code.co_name == function_name:
            return frame
        frame = frame.f_back
    return None


def _outstanding_tasks(terminating):
    """How many tasks of the pool that ``terminating`` (a frame of ``Pool._terminate_pool``) closes have not
    sent their result back: entries of the pool's task cache (its ``cache`` argument, ``Pool._cache``) that
    are not ready. An ``ApplyResult`` or ``MapResult`` whose event is set holds every result of its task
    (the pool removes it from the cache only after it sets the event); an ``IMapIterator`` leaves the cache
    once its last result is in. Raises where the cache cannot be read (another Python's pool)."""
    cache = terminating.f_locals.get("cache")
    if not isinstance(cache, dict):
        raise TypeError("Pool._terminate_pool's cache is %s, not the pool's dict of tasks" % type(cache).__name__)
    outstanding = 0
    for result in list(cache.values()):
        event = getattr(result, "_event", None)
        if event is None or not event.is_set():
            outstanding += 1
    return outstanding


def _watch_stops(base):
    """``terminate`` and ``kill``: a pool's ``with`` block and ``Pool.terminate`` call them on its workers,
    which did not exit by themselves. With no task outstanding they sat idle between tasks and must not be
    taken for ones that hung; the record says how many tasks were (``outstanding``, None when unknown)."""
    for name in ("terminate", "kill"):
        original = getattr(base, name, None)
        if original is None or _watched(original):
            continue

        def stop(self, *args, _original=original, _name=name, **kwargs):
            popen = getattr(self, "_popen", None)
            child = getattr(popen, "pid", None)
            if popen is not None and child is not None and popen.poll() is None:
                try:
                    # A pool ends its workers when it is closed for good (its `with` block, terminate()).
                    terminating = _caller_named(sys._getframe(1), "_terminate_pool")
                    # Workers are idle then only if no task was outstanding: a pool closed before the
                    # program waited for a task (apply_async with no get()) stops the worker running it,
                    # which may be one that hung in the dead OpenMP pool.
                    outstanding = None
                    if terminating is not None:
                        try:
                            outstanding = _outstanding_tasks(terminating)
                        except Exception as error:  # noqa: BLE001 - recorded: unknown, so the stop proves nothing
                            _record_failure(_name + ": the pool's outstanding tasks", error)
                    # The fork that made the child, where it was recorded: a worker stopped before it first
                    # ran wrote no record of its own to link its pid to its fork.
                    fork = getattr(popen, "_fixmp_fork", None)
                    _write_event({"event": "child_stopped", "pid": os.getpid(), "child": child, "how": _name,
                                  "by_pool": terminating is not None, "outstanding": outstanding,
                                  "parent": fork[0] if fork else None, "fork": fork[1] if fork else None})
                except Exception as error:  # noqa: BLE001 - recorded: the stop goes on
                    _record_failure(_name, error)
            return _original(self, *args, **kwargs)

        setattr(base, name, _wrapper_of(original, stop))


def _watch_set_start_method(context_module):
    """``set_start_method`` raises "context has already been set" on a second call without force=True,
    and in a spawned child that runs it again while importing the main module (FMP006)."""
    default = getattr(context_module, "DefaultContext", None)
    original = getattr(default, "set_start_method", None)
    if default is None or original is None or _watched(original):
        return

    def set_start_method(self, *args, **kwargs):
        try:
            return original(self, *args, **kwargs)
        except RuntimeError as error:
            _record_raised("set_start_method", error, sys._getframe(0))
            raise

    default.set_start_method = _wrapper_of(original, set_start_method)
    # multiprocessing binds its default context's methods when it is imported: a package imported before
    # the probe armed (another probe imported it first) holds the unwrapped one.
    package = sys.modules.get("multiprocessing")
    bound = getattr(package, "set_start_method", None)
    if package is not None and getattr(bound, "__func__", None) is original:
        setattr(package, "set_start_method", getattr(context_module, "_default_context").set_start_method)


def _raised_in_this_process(error):
    # A task's function or arguments that the pool's own thread could not pickle. A worker's error comes
    # back with the worker's traceback as its cause, and is the program's own.
    return (type(error).__name__ in ("PicklingError", "AttributeError", "TypeError")
            and type(error.__cause__).__name__ != "RemoteTraceback")


def _watch_pool_results(pool_module):
    """A ``Pool`` pickles each task in a thread of its own and hands the error to the task's result: it is
    raised where the program waits for it (``map``, ``get()``, the ``imap`` loop) (FMP005)."""
    apply_result = getattr(pool_module, "ApplyResult", None)
    original_get = getattr(apply_result, "get", None)
    if apply_result is not None and original_get is not None and not _watched(original_get):
        def get(self, *args, **kwargs):
            try:
                return original_get(self, *args, **kwargs)
            except Exception as error:
                if _raised_in_this_process(error):
                    _record_raised("get", error, sys._getframe(0))
                raise

        apply_result.get = _wrapper_of(original_get, get)
    imap = getattr(pool_module, "IMapIterator", None)
    original_next = getattr(imap, "next", None)
    if imap is not None and original_next is not None and not _watched(original_next):
        def next(self, *args, **kwargs):
            try:
                return original_next(self, *args, **kwargs)
            except Exception as error:
                if _raised_in_this_process(error):
                    _record_raised("next", error, sys._getframe(0))
                raise

        wrapper = _wrapper_of(original_next, next)
        if vars(imap).get("__next__") is original_next:
            imap.__next__ = wrapper
        imap.next = wrapper


def _watch_spawn_main(spawn_module):
    """A spawned or forkserver child unpickles its process object in ``multiprocessing.spawn._main``: a
    target defined where the child's import of the main module does not define it (under ``if __name__ ==
    "__main__":``) is not found there (FMP005)."""
    original = getattr(spawn_module, "_main", None)
    if original is None or _watched(original):
        return

    def _main(*args, **kwargs):
        try:
            return original(*args, **kwargs)
        except AttributeError as error:
            _record_raised("spawn child", error, sys._getframe(0), parent=os.getppid())
            raise

    spawn_module._main = _wrapper_of(original, _main)


def _library_file(filename, torch_folder):
    library = _library_files.get(filename)
    if library is None:
        absolute = os.path.abspath(filename) if not filename.startswith("<") else filename
        library = _library_files[filename] = _is_library(absolute, torch_folder)
    return library


def _user_frame_of(frame, torch_folder):
    """The innermost frame of the user's code from ``frame`` outwards, as [file, line, function], or None."""
    depth = 0
    while frame is not None and depth < _MOST_FRAMES:
        code = frame.f_code
        if not _library_file(code.co_filename, torch_folder):
            filename = code.co_filename
            return [os.path.abspath(filename) if not filename.startswith("<") else filename, frame.f_lineno,
                    code.co_name]
        frame = frame.f_back
        depth += 1
    return None


def _look_for_pool(seen_at, frame):
    """Whether torch's OpenMP pool started since torch was imported; where it is first seen, remember the
    stack from ``frame``. libgomp starts the pool's threads (torch.get_num_threads() - 1 of them) in
    the first parallel region and keeps them."""
    global _tasks_at_last_look, _pool_origin, _pool_not_yet_at
    if _pool_origin is not None or _native_at_torch_import is None:
        return
    try:
        tasks = os.stat("/proc/self/task").st_nlink
    except OSError:
        return
    torch = sys.modules.get("torch")
    torch_file = getattr(torch, "__file__", None)
    torch_folder = os.path.dirname(torch_file) + os.sep if isinstance(torch_file, str) else None
    if tasks != _tasks_at_last_look:
        _tasks_at_last_look = tasks
        native = _native_threads()
        get_num_threads = getattr(torch, "get_num_threads", None)
        intra_op_threads = get_num_threads() if get_num_threads is not None else 0
        if native is not None and intra_op_threads > 1 and native - _native_at_torch_import >= intra_op_threads - 1:
            _pool_origin = {"seen_at": seen_at, "stack": _stack(frame), "not_yet_at": _pool_not_yet_at}
            return
    _pool_not_yet_at = _user_frame_of(frame, torch_folder)


def _look_for_pool_now_and_then(seen_at, frame):
    # A garbage collection or an import: frequent in some programs, so at most one look a millisecond.
    global _next_look
    if _pool_origin is not None or _native_at_torch_import is None or _clock is None:
        return
    now = _clock()
    if now < _next_look:
        return
    _next_look = now + _LOOK_INTERVAL
    try:
        _look_for_pool(seen_at, frame)
    except Exception as error:  # noqa: BLE001 - recorded: looking must never fail the program
        _record_failure("looking for the OpenMP pool", error)


def _look_for_pool_at_collection(phase, info):
    try:
        frame = sys._getframe(0).f_back  # None for a collection at the interpreter's end, when no code runs
        if phase == "start" and _pool_origin is None and frame is not None:
            _look_for_pool_now_and_then("garbage collection", frame)
    except Exception:  # noqa: BLE001 - the interpreter's end tears this module down: nothing can be recorded
        return


def _watch_torch(torch):
    """Start looking for torch's OpenMP pool: the threads besides Python's now are not the pool's."""
    global _native_at_torch_import, _tasks_at_last_look, _clock, _threads_at_torch_import
    native = _native_threads()
    if native is None:
        return
    try:
        _tasks_at_last_look = os.stat("/proc/self/task").st_nlink
    except OSError:
        return
    _native_at_torch_import = native
    try:
        _threads_at_torch_import = frozenset(int(name) for name in os.listdir("/proc/self/task"))
    except (OSError, ValueError):
        return
    # torch imported both; the probe imports neither.
    _clock = getattr(sys.modules.get("time"), "monotonic", None)
    gc = sys.modules.get("gc")
    callbacks = getattr(gc, "callbacks", None)
    if _clock is not None and isinstance(callbacks, list) and _look_for_pool_at_collection not in callbacks:
        callbacks.append(_look_for_pool_at_collection)


def _watch_threading(threading):
    """Each thread the program starts names itself first (``_name_this_thread``), before it can run
    parallel work: the threads of its OpenMP pool are then told from other threads' by their name."""
    thread = getattr(threading, "Thread", None)
    original = getattr(thread, "_bootstrap_inner", None)
    if thread is None or original is None or _watched(original):
        return

    def _bootstrap_inner(self, *args, **kwargs):
        try:
            _name_this_thread()
        except Exception as error:  # noqa: BLE001 - recorded: the thread runs unnamed (its forks count every thread's)
            _record_failure("naming a thread", error)
        return original(self, *args, **kwargs)

    thread._bootstrap_inner = _wrapper_of(original, _bootstrap_inner)


# What the probe wraps in each module, once the program imports it.
_WATCHES = {
    "torch": _watch_torch,
    "threading": _watch_threading,
    "torch.cuda": _watch_lazy_init,
    "multiprocessing.context": _watch_set_start_method,
    "multiprocessing.process": _watch_process_start,
    "multiprocessing.pool": _watch_pool_results,
    "multiprocessing.spawn": _watch_spawn_main,
}


class _ImportWatch:
    """A finder on ``sys.meta_path`` that finds nothing: it watches for the modules of ``_WATCHES`` being
    imported, to wrap what each holds once it is, and leaves ``sys.meta_path`` once all are. Each import
    between is also a moment to look for torch's OpenMP pool."""

    def find_spec(self, name, path=None, target=None):
        watch = _WATCHES.pop(name, None)
        if watch is None:
            frame = sys._getframe(0).f_back
            if frame is not None:
                _look_for_pool_now_and_then("import", frame)
            return None
        spec = None
        after_me = sys.meta_path[sys.meta_path.index(self) + 1:] if self in sys.meta_path else []
        for finder in after_me:
            find_spec = getattr(finder, "find_spec", None)
            spec = find_spec(name, path, target) if find_spec is not None else None
            if spec is not None:
                break
        if not _WATCHES and self in sys.meta_path:
            sys.meta_path.remove(self)
        loader = getattr(spec, "loader", None)
        original_exec_module = getattr(loader, "exec_module", None)
        if original_exec_module is None:
            return spec

        def exec_module(module):
            original_exec_module(module)
            try:
                watch(module)
            except Exception as error:  # noqa: BLE001 - recorded: the import itself succeeded
                _record_failure("import " + name, error)

        setattr(loader, "exec_module", exec_module)
        return spec


def _watch_imported_modules():
    """Wrap what the modules the program (or a probe before this one) already imported hold; watch for the rest."""
    for name in list(_WATCHES):
        module = sys.modules.get(name)
        if module is not None:
            watch = _WATCHES.pop(name)
            try:
                watch(module)
            except Exception as error:  # noqa: BLE001 - recorded: the program runs on, less watched
                _record_failure("watch " + name, error)
    if _WATCHES:
        sys.meta_path.insert(0, _ImportWatch())


def _run_next_sitecustomize():
    # This module shadows any sitecustomize later on the path (the user's, or the verify probe's when
    # it comes after): run the next one as Python would have run it without the probe, as the module
    # sys.modules["sitecustomize"] holds while it runs and after (the import of this probe returns and
    # keeps what sys.modules holds once the probe ran). Only entries after this folder are searched: one
    # before it would have been imported instead, and two probes that chain never run each other twice.
    # An error of the next one is the import's own: site reports it as it reports any sitecustomize's
    # ("Error in sitecustomize") and goes on, with the watches armed. The interpreter's own PathFinder
    # (on sys.meta_path already) searches, so nothing is imported when there is none.
    if __name__ != "sitecustomize":
        return  # loaded under another name: the interpreter ran its own sitecustomize already
    path_finder = next((finder for finder in sys.meta_path if getattr(finder, "__name__", "") == "PathFinder"), None)
    if path_finder is None:
        return
    entries = [os.path.abspath(entry or os.curdir) for entry in sys.path]
    later = entries[entries.index(_HERE) + 1:] if _HERE in entries else entries
    # Folders the runner put on the path for the program's imports (a copy of the project): plain Python
    # runs no sitecustomize of theirs (the script's folder joins sys.path only after site ran).
    not_site = os.environ.get("FIXMP_NOT_SITE_FOLDERS", "").split(os.pathsep)
    later = [entry for entry in later if entry not in {os.path.abspath(folder) for folder in not_site if folder}]
    spec = path_finder.find_spec("sitecustomize", later)
    if spec is None or spec.loader is None:
        # None but the probe: end as Python's import of a missing sitecustomize ends. site takes this
        # error for "there is none" and leaves no sitecustomize in sys.modules, so a later `import
        # sitecustomize` of the program searches its path again, the program's folder first (where
        # Python would find one the path did not hold at start), as it would without the probe.
        raise ModuleNotFoundError("No module named 'sitecustomize'", name="sitecustomize")
    import importlib.util

    module = importlib.util.module_from_spec(spec)
    sys.modules["sitecustomize"] = module
    spec.loader.exec_module(module)


# A second run of this file in the process (the program's own `import sitecustomize` that finds the
# probe again) must not watch each fork twice: the first arms, and says so on sys.
if _EVENTS and not getattr(sys, "_fixmp_fork_sanitizer_armed", False):
    setattr(sys, "_fixmp_fork_sanitizer_armed", True)
    _process_name = _thread_name(os.getpid())
    os.register_at_fork(before=_before_fork, after_in_parent=_after_fork_in_parent,
                        after_in_child=_after_fork_in_child)
    _watch_imported_modules()
    try:
        # That this interpreter is watched: a command none of whose interpreters says so was not (one
        # started with -I or -E ignores PYTHONPATH), and its report must not read as "nothing seen".
        _write_event({"event": "armed", "pid": os.getpid()})
    except Exception as error:  # noqa: BLE001 - recorded: a probe failure must not change the program
        _record_failure("armed", error)
_run_next_sitecustomize()
