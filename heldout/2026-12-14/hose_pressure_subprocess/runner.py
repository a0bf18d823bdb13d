import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run_pump_model(engine, samples):
    done = subprocess.run([sys.executable, os.path.join(HERE, "pump_model.py"), engine, str(samples)],
                          capture_output=True, text=True, check=True)
    return done.stdout.strip()
