import json

import modes

with open("tunnel.json") as fh:
    cfg = json.load(fh)

plugin = modes.load(cfg["mode"])
print("lift curve", plugin.run(cfg))
