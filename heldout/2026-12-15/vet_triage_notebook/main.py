# %% [markdown]
# Overnight triage check for the veterinary hospital wards.

# %%
import json

import torch.multiprocessing as tmp

import alerts
import vitals

with open("clinic.json") as f:
    clinic = json.load(f)

# %%
readings = vitals.load_vitals(clinic["patients_per_ward"], clinic["vital_signs"], clinic["seed"])
weights = vitals.triage_weights(readings)
print("max weight", float(weights.max()))

# %%
results = tmp.Queue()
workers = [tmp.Process(target=alerts.ward_alerts, args=(ward, weights, results)) for ward in clinic["wards"]]
for w in workers:
    w.start()
flags = dict(results.get() for _ in workers)
for w in workers:
    w.join()

# %%
for ward in sorted(flags):
    print(ward, flags[ward])
