# Exported from ctd_quality_control.ipynb (cells kept in order)
import json
import multiprocessing as mp
from pathlib import Path

from casts import synth_casts, cast_offsets
from qc import despike_casts

# %% config
cfg = json.loads(Path(__file__).with_name("cruise.json").read_text())
n_casts, depth_bins, workers = cfg["n_casts"], cfg["depth_bins"], cfg["workers"]

# %% load the casts of this cruise leg
temps = synth_casts(n_casts, depth_bins, seed=cfg["seed"])

# %% per-cast offset (robust, median over depth)
offsets = cast_offsets(temps)
print("offset of cast 0:", float(offsets[0]))

# %% despike every cast, one worker per slice of the leg
procs = []
for w in range(workers):
    p = mp.Process(target=despike_casts, args=(temps[w::workers], offsets[w::workers], cfg["spike_sigma"]))
    p.start()
    procs.append(p)

for p in procs:
    p.join()
print("exit codes:", [p.exitcode for p in procs])
