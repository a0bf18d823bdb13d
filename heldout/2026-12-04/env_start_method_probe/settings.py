import os

START_METHOD = os.environ.get("PROBE_START_METHOD", "fork")
N_PROBES = int(os.environ.get("PROBE_WORKERS", "2"))
HIDDEN = int(os.environ.get("PROBE_HIDDEN", "1000"))
