"""Imported first by the entry point: pin OpenMP before torch is loaded,
so that the forked data workers can use it safely."""
import os

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")
