import json
import subprocess
import sys


def launch(rows):
    procs = [subprocess.Popen([sys.executable, "probe_worker.py", r["probe"], r["rows"], r["width"]],
                              stdout=subprocess.PIPE, text=True) for r in rows]
    results = []
    for p in procs:
        out, _ = p.communicate()
        if p.returncode:
            raise RuntimeError(f"probe exited {p.returncode}")
        results.append(json.loads(out))
    return results
