import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run_isolated(specs):
    """Each job runs in a fresh interpreter so a crash cannot take the parent down."""
    procs = [subprocess.Popen([sys.executable, os.path.join(HERE, "worker.py"), json.dumps(s)],
                              stdout=subprocess.PIPE, text=True) for s in specs]
    results = []
    for p in procs:
        out, _ = p.communicate()
        if p.returncode != 0:
            raise RuntimeError("worker failed")
        results.append(json.loads(out))
    return results
