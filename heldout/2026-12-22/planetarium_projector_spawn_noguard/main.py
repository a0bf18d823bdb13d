import json

from modes import MODES

with open("projectors.json") as f:
    cfg = json.load(f)
MODES[cfg["mode"]](cfg)
print("show ready")
