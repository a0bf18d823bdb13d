"""``csv``: a settings file's rows (``csv.reader``, ``csv.DictReader``), read over the run's path and file values
(``settings_call``)."""

from __future__ import annotations

from typing import Dict

from fixmp.analysis.models.evaluation import NamedModel
from fixmp.analysis.models.stdlib_os import read_as_settings

LIBRARY = "csv"

BY_MODULE: Dict[str, NamedModel] = {"csv.": read_as_settings}
