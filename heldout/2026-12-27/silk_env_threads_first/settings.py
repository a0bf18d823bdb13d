"""Settings for the dye house. Imported first: it also pins the OpenMP thread count."""
import json
import os
from pathlib import Path

CFG = json.loads(Path(__file__).with_name("silk.json").read_text())
os.environ.setdefault("OMP_NUM_THREADS", str(CFG["omp_threads"]))
