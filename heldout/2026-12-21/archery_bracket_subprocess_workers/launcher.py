import subprocess
import sys


def launch(rows):
    procs = [subprocess.Popen([sys.executable, "bracket_worker.py", r["bracket"], r["archers"], r["rows"]])
             for r in rows]
    return [p.wait() for p in procs]
