"""Hourly rollup of plant sensor readings (run by cron: `python main.py`)."""
from rollup import hourly_rollup
from sites import SITES

for name, mean, peak in hourly_rollup(SITES):
    print(f"{name:12} mean={mean} peak={peak}")
