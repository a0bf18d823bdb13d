"""Process-wide runtime settings; imported first by every entry point of the compounding tool."""
import os

os.environ.setdefault("OMP_NUM_THREADS", "1")
