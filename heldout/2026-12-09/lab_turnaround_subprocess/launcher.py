import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run_labs(labs, n_samples):
    procs = [subprocess.Popen([sys.executable, os.path.join(HERE, "worker.py"), lab, str(n_samples)],
                              stdout=subprocess.PIPE, text=True) for lab in labs]
    results = []
    for p in procs:
        out, _ = p.communicate()
        if p.returncode:
            raise RuntimeError(f"lab worker failed with {p.returncode}")
        results.append(json.loads(out))
    return results
