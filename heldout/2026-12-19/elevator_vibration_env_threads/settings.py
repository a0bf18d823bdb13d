"""Process-wide settings; imported first by main.py."""
import os

THREADS_PER_PROCESS = "1"
os.environ.setdefault("OMP_NUM_THREADS", THREADS_PER_PROCESS)
