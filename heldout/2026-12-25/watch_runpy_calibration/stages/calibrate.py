# Calibration stage, run as a script by the workshop driver.
# SETTINGS is injected by runpy.run_path.
import torch

beats = torch.rand(SETTINGS["beats"], SETTINGS["features"])
references = torch.rand(SETTINGS["references"], SETTINGS["features"])
drift = torch.cdist(beats, references).min(dim=1).values
RATE_ERROR = float(drift.mean())
