import os

START_METHOD = os.environ.get("METER_START_METHOD", "forkserver")
WORKERS = 2
READS_PER_METER = 96
