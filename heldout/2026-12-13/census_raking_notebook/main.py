# %% Small-area raking: fit the area x cell table to published margins, then tabulate per region.
import json
import multiprocessing as mp

import torch

from raking import rake
from tabulate import region_table

# %%
spec = json.load(open("margins.json"))
g = torch.Generator().manual_seed(spec["seed"])
seed_table = torch.rand(spec["areas"], spec["cells"], generator=g) + 0.1
row_targets = torch.rand(spec["areas"], generator=g) * 1e4
col_targets = row_targets.sum() * torch.softmax(torch.randn(spec["cells"], generator=g), 0)

# %%
weights = rake(seed_table, row_targets, col_targets, spec["iterations"])
print("max row error:", float((weights.sum(1) - row_targets).abs().max()))

# %%
parts = weights.chunk(len(spec["regions"]))
results = []
for region, part in zip(spec["regions"], parts):
    parent_end, child_end = mp.Pipe()
    proc = mp.Process(target=region_table, args=(child_end, region, part))
    proc.start()
    results.append(parent_end.recv())
    proc.join()
for region, share in results:
    print(f"{region}: mean dominant-cell share {share:.4f}")
