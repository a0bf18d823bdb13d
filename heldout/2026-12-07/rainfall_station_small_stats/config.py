STATIONS = {
    "alpine": {"gauges": 12, "days": 90},
    "coastal": {"gauges": 8, "days": 90},
}
WORKER_GRID = (256, 1024)
