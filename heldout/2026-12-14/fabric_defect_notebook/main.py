# %% [markdown]
# Loom camera defect scan, exported from the QA notebook.

# %%
import os
import sys

import torch

import loom

# %%
frames = loom.capture_frames(loom.FRAMES, loom.HEIGHT, loom.WIDTH)
edges = loom.edge_response(frames)
print("edge energy", round(float(edges.abs().mean()), 4))

# %%
children = []
for panel in range(loom.PANELS):
    pid = os.fork()
    if pid == 0:
        code = loom.score_panel(panel, edges.shape[-1])
        os._exit(code)
    children.append(pid)

# %%
failed = 0
for pid in children:
    _, status = os.waitpid(pid, 0)
    failed += os.waitstatus_to_exitcode(status) != 0
print("panels failed:", failed)
sys.exit(1 if failed else 0)
