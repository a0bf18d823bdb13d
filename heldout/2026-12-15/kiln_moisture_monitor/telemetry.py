"""Shared telemetry set-up: imported by every kiln tool."""
import logging
import multiprocessing

logging.basicConfig(level=logging.INFO, format="%(processName)s %(message)s")
log = logging.getLogger("kiln")

# log handlers hold locks; keep workers away from a forked copy of them
multiprocessing.set_start_method("forkserver")
