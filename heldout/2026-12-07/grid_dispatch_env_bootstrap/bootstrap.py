"""Imported first by main: pins the OpenMP pool size before torch is loaded."""
import os

os.environ.setdefault("OMP_NUM_THREADS", "1")
