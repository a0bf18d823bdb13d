# Library catalogue de-duplication -- exported from catalog_dedup.ipynb
# %%
import json
import multiprocessing as mp

from records import load_records, unit_vectors
from dedup import remember, near_duplicates

# %%
with open("catalog.json") as fh:
    cfg = json.load(fh)
counts, branch = load_records(cfg["records"], cfg["dim"])
print("records loaded:", tuple(counts.shape))

# %%
unit = unit_vectors(counts)
remember(unit, branch, cfg["threshold"])

# %%
results = {}
pool = mp.Pool(cfg["workers"])
for branch_id, n_dupes in pool.imap_unordered(near_duplicates, range(cfg["branches"])):
    results[branch_id] = n_dupes
pool.close()
pool.join()

# %%
for branch_id in sorted(results):
    print(f"branch {branch_id}: {results[branch_id]} suspected duplicates")
