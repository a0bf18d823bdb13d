"""Starting Python helper processes that can run nothing from the scanned tree.

A plain ``python -c ...`` puts the current folder first on its import path, and
``multiprocessing``'s spawn workers and resource tracker import ``pickle``,
``socket``, ``selectors``... before they take the parent's path: a repository
holding a ``pickle.py`` had it run by ``fixmp check .`` itself. Every interpreter
fixmp starts for its own work (the parsing workers, the device probe of
``verify``) is therefore started with:

* ``-I`` (isolated mode): neither the current folder nor the script's folder is
  on the path, and ``PYTHON*`` variables (``PYTHONPATH``, ``PYTHONSTARTUP``) and
  the user's site folder are ignored;
* the folder ``/`` as its working folder, so that no relative path can name a
  file of the project;
* the folders fixmp's own imports came from (where fixmp, libcst and their
  dependencies are installed, or a source checkout given on ``PYTHONPATH``) put
  back at the *end* of its path, after the standard library and site-packages, so
  that no file in them can stand in for a module those provide.

Programs that ``verify``, ``fix --verify`` and ``run`` execute are the user's own,
on purpose; they are not started from here.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Dict, List, Sequence

NEUTRAL_FOLDER = os.path.abspath(os.sep)


def _folder_of(module_file: str, entries: Sequence[str]) -> str:
    """The longest import-path entry that holds ``module_file``; '' if none does."""
    best = ""
    for entry in entries:
        if (module_file.startswith(entry + os.sep) or module_file == entry) and len(entry) > len(best):
            best = entry
    return best


def import_folders_in_use() -> List[str]:
    """The entries of this interpreter's import path that the modules it has loaded came from, in path order.

    The current folder (``''``, or its absolute path under ``python -m``) is kept
    only where it provided such a module (fixmp run from a checkout): it goes to
    the end of the helper's path, where it can add modules but not replace one.
    """
    entries = [os.path.abspath(entry or os.curdir) for entry in sys.path]
    used: Dict[str, None] = {}
    for module in list(sys.modules.values()):
        module_file = getattr(module, "__file__", None)
        if not isinstance(module_file, str):
            continue
        folder = _folder_of(os.path.abspath(module_file), entries)
        if folder:
            used[folder] = None
    return [entry for entry in dict.fromkeys(entries) if entry in used]


# Runs first in every helper: put fixmp's own import folders back (after the
# interpreter's own), then run the helper's code. Only the standard library
# (json, sys) is imported before that.
_BOOTSTRAP = (
    "import json, sys; "
    "sys.path.extend(p for p in json.loads(sys.argv[1]) if p not in sys.path); "
    "del sys.argv[1]; "
)


def python_command(code: str, *arguments: str) -> List[str]:
    """The command line that runs ``code`` in an isolated interpreter with fixmp importable.

    Start it with ``cwd=NEUTRAL_FOLDER``. ``sys.argv[1:]`` in ``code`` are ``arguments``.
    """
    folders = json.dumps(import_folders_in_use())
    return [sys.executable, "-I", "-c", _BOOTSTRAP + code, folders, *arguments]
