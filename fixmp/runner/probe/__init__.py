"""The probe: the ``sitecustomize`` module every Python process of a run imports.

``sitecustomize.py`` beside this file is the probe itself, a module of the
standard library only; ``install`` copies it into a run's probe folder, the
folder the runner puts first on the program's ``PYTHONPATH``. The probe writes
its records into the folder named by ``RECORDS_ENV`` (read back by
``fixmp.runner.records``).
"""

from __future__ import annotations

import shutil
from pathlib import Path

# The environment variable that names the records folder (the probe reads it by this name).
RECORDS_ENV = "FIXMP_PROBE_RECORDS"

SOURCE = Path(__file__).with_name("sitecustomize.py")


def install(folder: Path) -> Path:
    """Copy the probe into ``folder`` as ``sitecustomize.py``; return the copy's path."""
    target = Path(folder) / "sitecustomize.py"
    shutil.copyfile(SOURCE, target)
    return target
