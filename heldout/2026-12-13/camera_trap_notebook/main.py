# %% [markdown]
# Camera-trap survey: species probabilities for every image, then per-station blank filtering
# in worker processes (exported from survey_review.ipynb).

# %%
import json
import multiprocessing as mp

import torch

from crops import rerank_station
from detector import load_logits, species_softmax

# %%
with open("survey.json") as f:
    survey = json.load(f)

n_images = survey["images_per_station"] * survey["stations"]
logits = load_logits(n_images, survey["n_species"], seed=survey["seed"])
probs = species_softmax(logits, survey["temperature"])
print("most frequent top species:", int(torch.bincount(probs.argmax(dim=1)).argmax()))

# %%
per_station = probs.split(survey["images_per_station"])
jobs = [(i, chunk, survey["blank_threshold"]) for i, chunk in enumerate(per_station)]
pool = mp.Pool(survey["workers"])
for station, kept in sorted(pool.imap_unordered(rerank_station, jobs)):
    print(f"station {station}: {kept} images kept")
pool.close()
pool.join()
