import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run_batches(batches, size):
    procs = [subprocess.Popen([sys.executable, os.path.join(HERE, "detector.py"), str(b), str(size)],
                              stdout=subprocess.PIPE, text=True) for b in batches]
    return [p.communicate()[0].strip() for p in procs]
