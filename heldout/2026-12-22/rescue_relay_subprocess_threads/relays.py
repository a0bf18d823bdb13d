import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def run_station(station, rows, width):
    done = subprocess.run([sys.executable, "relay_worker.py", station, str(rows), str(width)],
                          capture_output=True, text=True, check=True)
    return station, float(done.stdout)


def relay_all(stations, rows, width):
    with ThreadPoolExecutor(max_workers=len(stations)) as ex:
        return list(ex.map(run_station, stations, [rows] * len(stations), [width] * len(stations)))
