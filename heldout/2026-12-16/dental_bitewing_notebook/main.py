# %% [markdown]
# Bitewing radiograph contrast audit (exported from the clinic's Jupyter notebook).

# %%
import json

import torch.multiprocessing as tmp

from radiograph import load_series, local_contrast
from caries import flag_lesions

# %%
with open("clinic.json") as f:
    CFG = json.load(f)

series = load_series(CFG["patients"], CFG["height"], CFG["width"])
contrast = local_contrast(series, CFG["pool"])
print("mean local contrast", round(float(contrast.mean()), 4))

# %%
procs = []
for quadrant, chunk in enumerate(series.chunk(CFG["quadrants"])):
    p = tmp.Process(target=flag_lesions, args=(quadrant, chunk, CFG["threshold"]))
    p.start()
    procs.append(p)

for p in procs:
    p.join()
print("exit codes", [p.exitcode for p in procs])
