"""Imported first by every entry point: fixes the process environment before torch loads."""
import os

os.environ["OMP_NUM_THREADS"] = "1"
os.environ.setdefault("MKL_NUM_THREADS", "1")
