"""``pathlib``: paths: ``Path(...)``, joined and read (a settings file's path and text), read over the run's path and file values
(``settings_call``)."""

from __future__ import annotations

from typing import Dict

from fixmp.analysis.models.evaluation import NamedModel
from fixmp.analysis.models.stdlib_os import read_as_settings

LIBRARY = "pathlib"

BY_MODULE: Dict[str, NamedModel] = {"pathlib.": read_as_settings}
