import json
import subprocess
import sys


def check_batches(batch_ids, limit, units=300_000):
    results = []
    for b in batch_ids:
        done = subprocess.run([sys.executable, "worker.py", str(b), "--units", str(units), "--limit", str(limit)],
                              capture_output=True, text=True, check=True)
        results.append(json.loads(done.stdout))
    return results
