# Linen par-level report, converted from housekeeping_linen.ipynb
import multiprocessing as mp
import sys

from cupboard import fill_cupboard

FLOORS = {1: 40, 2: 44, 3: 44, 4: 30}
ctx = mp.get_context("forkserver")
results = ctx.Queue()

# %% one process per floor cupboard
procs = [ctx.Process(target=fill_cupboard, args=(f, r, results)) for f, r in FLOORS.items()]
for p in procs:
    p.start()
for p in procs:
    p.join()

# %%
failed = [p.name for p in procs if p.exitcode != 0]
if failed:
    sys.exit(f"par-level workers failed: {failed}")
levels = dict(results.get() for _ in procs)
for floor in sorted(levels):
    print(f"floor {floor}: {levels[floor]} sheet sets")
