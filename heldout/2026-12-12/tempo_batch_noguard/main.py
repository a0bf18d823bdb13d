# %% Batch tempo estimation for the DJ crate (notebook export)
from jobs import analyse_all

CRATE = [("opener.wav", 96), ("warmup.wav", 118), ("peak.wav", 128), ("closer.wav", 140)]

# %%
results = analyse_all(CRATE)
for name, bpm in sorted(results.items()):
    print(f"{name:12} {bpm} BPM")
