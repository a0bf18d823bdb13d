import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def measure_stems(stem_ids, seconds):
    procs = [subprocess.Popen([sys.executable, os.path.join(HERE, "stem_worker.py"), str(s), str(seconds)],
                              stdout=subprocess.PIPE, text=True) for s in stem_ids]
    results = []
    for p in procs:
        out, _ = p.communicate()
        if p.returncode:
            raise RuntimeError(f"stem worker exited {p.returncode}")
        results.append(json.loads(out))
    return results
