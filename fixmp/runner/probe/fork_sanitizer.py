"""fixmp run probe: imported by every Python process of a sanitized run (via PYTHONPATH).

It watches each ``os.fork`` of a process that imported torch and records, before
the child can hang, what makes the fork a hazard:

* in the parent, before the fork: torch's OpenMP pool alive (native threads that
  are not Python threads, with more than one intra-op thread): a forked child
  inherits none of the pool's threads but all of its state, and its first parallel
  region waits for them for ever (FMP002); CUDA initialised (FMP001);
* in the child: for a fork with the pool alive, whether the child makes itself
  single-threaded (``torch.set_num_threads(1)``), which keeps it out of the dead
  pool: such a fork is no hazard; and whether a child that torch itself marks as a
  bad fork (its ``pthread_atfork`` handler does, once the parent initialised CUDA
  or poisoned it, e.g. by ``torch.cuda.is_available()``) goes on to use CUDA, which
  raises "Cannot re-initialize CUDA in forked subprocess". A child that never
  touches CUDA is fine, as ``fixmp check`` judges it (FMP001's controls).

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
  be held for ever in the child); nothing but counting threads when torch is
  imported and nothing at all when it is not;
* spawn and forkserver starts exec a fresh interpreter, which inherits no state:
  they are no hazard, and only their own forks are watched.
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
# Where CUDA was first initialised in this process (a list of frames), once seen.
_cuda_origin = None
# In a child that torch marks as a bad fork: the fork (parent pid, fork number or None, its stack)
# until the child first tries to use CUDA.
_bad_fork = None


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


def _pool_alive(torch):
    """torch's OpenMP pool as it is now: {native threads, intra-op threads}, or None when it is not alive."""
    try:
        tasks = len(os.listdir("/proc/self/task"))
    except OSError:
        return None  # not Linux, or /proc hidden: the pool cannot be seen
    # Every Python thread has a frame here; threads without one are native (the pool's workers).
    native = tasks - len(sys._current_frames())
    if native <= 0:
        return None
    get_num_threads = getattr(torch, "get_num_threads", None)
    intra_op_threads = get_num_threads() if get_num_threads is not None else 0
    if intra_op_threads <= 1:
        return None
    return {"native_threads": native, "intra_op_threads": intra_op_threads}


def _before_fork():
    global _fork_in_progress, _forks_recorded
    _fork_in_progress = None
    torch = sys.modules.get("torch")
    if torch is None:
        return
    try:
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
            "cuda_initialized": cuda_initialized,
            "cuda_origin": _cuda_origin if cuda_initialized else None,
            "stack": _stack(sys._getframe(1)),
        })
        _fork_in_progress = (os.getpid(), _forks_recorded, pool is not None)
    except Exception as error:  # noqa: BLE001 - recorded: a probe failure must not change the fork
        _record_failure("before fork", error)


def _make_single_threaded(torch):
    set_num_threads = getattr(torch, "set_num_threads", None)
    try:
        if set_num_threads is not None:
            getattr(set_num_threads, "__wrapped__", set_num_threads)(1)
    except Exception as error:  # noqa: BLE001 - recorded: the reference run goes on as it can
        _record_failure("single-threaded child", error)


def _after_fork_in_child():
    global _fork_in_progress, _waiting_for_single_thread, _bad_fork, _child_of_fork
    parent = _fork_in_progress
    _fork_in_progress = None
    _waiting_for_single_thread = None
    _child_of_fork = None
    torch = sys.modules.get("torch")
    _bad_fork = None
    if torch is None:
        return
    if _SINGLE_THREAD_CHILDREN:
        _make_single_threaded(torch)
    try:
        cuda = sys.modules.get("torch.cuda")
        is_in_bad_fork = getattr(cuda, "_is_in_bad_fork", None)
        if is_in_bad_fork is not None and is_in_bad_fork():
            # Kept, not written: only a child that then uses CUDA fails (the _lazy_init watch writes it).
            _bad_fork = (os.getppid(), parent[1] if parent is not None else None, _stack(sys._getframe(1)))
        if parent is not None and parent[2]:
            _waiting_for_single_thread = (parent[0], parent[1])
            _child_of_fork = (parent[0], parent[1])
            _watch_set_num_threads(torch)
            _watch_exit()
    except Exception as error:  # noqa: BLE001 - recorded: a probe failure must not change the child
        _record_failure("after fork", error)


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
        if _waiting_for_single_thread is not None and torch.get_num_threads() <= 1:
            parent_pid, fork_number = _waiting_for_single_thread
            _waiting_for_single_thread = None
            try:
                _write_event({"event": "single_threaded", "pid": os.getpid(), "parent": parent_pid,
                              "fork": fork_number})
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


class _TorchCudaImportWatch:
    """A finder on ``sys.meta_path`` that finds nothing: it watches for ``torch.cuda`` being
    imported, to wrap its ``_lazy_init`` once it is, and then leaves ``sys.meta_path``."""

    def find_spec(self, name, path=None, target=None):
        if name != "torch.cuda":
            return None
        spec = None
        after_me = sys.meta_path[sys.meta_path.index(self) + 1:] if self in sys.meta_path else []
        for finder in after_me:
            find_spec = getattr(finder, "find_spec", None)
            spec = find_spec(name, path, target) if find_spec is not None else None
            if spec is not None:
                break
        if self in sys.meta_path:
            sys.meta_path.remove(self)
        loader = getattr(spec, "loader", None)
        original_exec_module = getattr(loader, "exec_module", None)
        if original_exec_module is None:
            return spec

        def exec_module(module):
            original_exec_module(module)
            try:
                _watch_lazy_init(module)
            except Exception as error:  # noqa: BLE001 - recorded: the import itself succeeded
                _record_failure("import torch.cuda", error)

        setattr(loader, "exec_module", exec_module)
        return spec


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
    os.register_at_fork(before=_before_fork, after_in_child=_after_fork_in_child)
    if "torch.cuda" in sys.modules:
        _watch_lazy_init(sys.modules["torch.cuda"])
    else:
        sys.meta_path.insert(0, _TorchCudaImportWatch())
_run_next_sitecustomize()
