"""fixmp verify probe: imported by every Python process of a run (via PYTHONPATH).

It only records; it never changes what the program does, apart from arming
faulthandler and importing multiprocessing.process early.

The runner copies this file, as ``sitecustomize.py``, into a folder of its own
that it puts first on the programs' PYTHONPATH (``fixmp.runner.probe.install``);
it runs in their interpreters, where fixmp may not be importable, so it imports
only the standard library. What it writes is read by ``fixmp.runner.records``.
"""
import _thread
import faulthandler
import os
import signal
import sys
import time

_RECORDS = os.environ.get("FIXMP_PROBE_RECORDS")
_open_dumps = []  # type: list


def _write_record(name, text):
    # Written whole and renamed, so the runner never reads half a record.
    assert _RECORDS is not None  # the probe arms only with a records folder
    path = os.path.join(_RECORDS, name)
    partial = "%s.%d.partial" % (path, os.getpid())
    with open(partial, "w") as handle:
        handle.write(text)
    os.replace(partial, path)


def _arm():
    pid = os.getpid()
    assert _RECORDS is not None  # the probe arms only with a records folder
    # The files a forked child inherits belong to its parent: drop our references
    # (the parent keeps its own) and open this process's own.
    del _open_dumps[:]
    stack_file = open(os.path.join(_RECORDS, "stack-%d.txt" % pid), "w")
    fatal_file = open(os.path.join(_RECORDS, "fatal-%d.txt" % pid), "w")
    _open_dumps.extend((stack_file, fatal_file))
    faulthandler.register(signal.SIGUSR1, file=stack_file, all_threads=True, chain=False)
    faulthandler.enable(file=fatal_file, all_threads=True)
    # The runner signals only processes with this record: SIGUSR1 kills any other.
    _write_record("probe-%d" % pid, "%d\n" % _thread.get_ident())


def _watch_children():
    from multiprocessing import process

    # Patched with getattr/setattr: _bootstrap is private (typeshed lacks it), and type
    # checkers refuse assignments to methods, which is what this does.
    original_bootstrap = getattr(process.BaseProcess, "_bootstrap")
    original_join = process.BaseProcess.join
    original_terminate = process.BaseProcess.terminate
    original_kill = process.BaseProcess.kill

    def _bootstrap(self, *args, **kwargs):
        # Runs in the child; its return value is the child's exit code.
        started = repr(time.time())
        _write_record("child-%d" % os.getpid(), "%s\n\n%s" % (started, self.name))
        exitcode = original_bootstrap(self, *args, **kwargs)
        _write_record("child-%d" % os.getpid(), "%s\n%s\n%s" % (started, exitcode, self.name))
        return exitcode

    def join(self, timeout=None):
        # Runs in the parent: sees deaths the child cannot report (os._exit, signals).
        original_join(self, timeout)
        popen = getattr(self, "_popen", None)
        exitcode = popen.poll() if popen is not None else None
        if popen is not None and exitcode is not None:
            stopped = 1 if getattr(self, "_fixmp_stopped", False) else 0
            _write_record("joined-%d" % popen.pid, "%d\n%d\n" % (exitcode, stopped))

    def terminate(self):
        self._fixmp_stopped = True
        original_terminate(self)

    def kill(self):
        self._fixmp_stopped = True
        original_kill(self)

    setattr(process.BaseProcess, "_bootstrap", _bootstrap)
    setattr(process.BaseProcess, "join", join)
    setattr(process.BaseProcess, "terminate", terminate)
    setattr(process.BaseProcess, "kill", kill)
    original_interrupt = getattr(process.BaseProcess, "interrupt", None)  # Python 3.14+
    if original_interrupt is not None:
        def interrupt(self):
            self._fixmp_stopped = True
            original_interrupt(self)

        setattr(process.BaseProcess, "interrupt", interrupt)


def _run_next_sitecustomize():
    # This module shadows any sitecustomize later on the path (the user's, or the fork sanitizer's when
    # it comes after): run the next one as Python would have run it without the probe, as the module
    # sys.modules["sitecustomize"] holds while it runs and after (the import of this probe returns and
    # keeps what sys.modules holds once the probe ran). Only entries after this folder are searched: one
    # before it would have been imported instead, and two probes that chain never run each other twice.
    # An error of the next one is the import's own: site reports it as it reports any sitecustomize's
    # ("Error in sitecustomize") and goes on, with the probe armed.
    if __name__ != "sitecustomize":
        return  # loaded under another name: the interpreter ran its own sitecustomize already
    import importlib.machinery

    here = os.path.dirname(os.path.abspath(__file__))
    entries = [os.path.abspath(entry or os.curdir) for entry in sys.path]
    later = entries[entries.index(here) + 1:] if here in entries else entries
    # Folders the runner put on the path for the program's imports (a copy of the project): plain Python
    # runs no sitecustomize of theirs (the script's folder joins sys.path only after site ran).
    not_site = os.environ.get("FIXMP_NOT_SITE_FOLDERS", "").split(os.pathsep)
    later = [entry for entry in later if entry not in {os.path.abspath(folder) for folder in not_site if folder}]
    spec = importlib.machinery.PathFinder.find_spec("sitecustomize", later)
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
# probe again) must not arm twice: the first arms, and says so on sys.
if _RECORDS and os.path.isdir(_RECORDS) and not getattr(sys, "_fixmp_verify_probe_armed", False):
    setattr(sys, "_fixmp_verify_probe_armed", True)
    _arm()
    os.register_at_fork(after_in_child=_arm)
    _watch_children()
_run_next_sitecustomize()
