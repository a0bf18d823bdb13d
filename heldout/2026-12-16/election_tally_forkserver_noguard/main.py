# %% [markdown]
# Precinct canvass check, exported from the county's notebook.  Run as `python main.py`.

# %%
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from canvass import load_precincts, audit_precinct

# %%
precincts = load_precincts(count=6, ballots=2000)
ctx = mp.get_context("forkserver")

# %%
with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
    audits = list(ex.map(audit_precinct, precincts))

# %%
for name, discrepancy in audits:
    print(f"{name}: discrepancy {discrepancy}")
