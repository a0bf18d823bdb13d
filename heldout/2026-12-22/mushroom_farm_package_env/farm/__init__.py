"""Farm package. Thread settings from env.csv are applied before torch is imported."""
import csv
import os

with open(os.path.join(os.path.dirname(__file__), os.pardir, "env.csv"), newline="") as _f:
    for _row in csv.DictReader(_f):
        os.environ.setdefault(_row["name"], _row["value"])

from . import beds, model  # noqa: E402

__all__ = ["beds", "model"]
