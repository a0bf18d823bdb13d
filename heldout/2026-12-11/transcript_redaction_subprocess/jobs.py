import subprocess
import sys
from pathlib import Path

WORKER = Path(__file__).with_name("redact_worker.py")


def run_redaction(shard, n_tokens):
    done = subprocess.run([sys.executable, str(WORKER), str(shard), str(n_tokens)],
                          capture_output=True, text=True, check=True)
    return done.stdout.strip()
