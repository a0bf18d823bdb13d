"""Process-wide runtime settings.  Imported first by entry points.

Intra-op parallelism is disabled: this code runs many small models side by
side in separate processes, where per-process thread pools only oversubscribe
the machine.
"""
import os

for _var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_var] = "1"
