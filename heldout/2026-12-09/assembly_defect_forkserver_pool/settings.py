import os

START_METHOD = os.environ.get("QC_START_METHOD", "forkserver")
STATIONS = 2
PARTS_PER_STATION = 50_000
FEATURES = 32
