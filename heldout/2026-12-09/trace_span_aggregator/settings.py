import os

START_METHOD = os.environ.get("AGG_START_METHOD", "fork")
PERCENTILES = (0.5, 0.9, 0.99)
SPANS_PER_SERVICE = 200_000
