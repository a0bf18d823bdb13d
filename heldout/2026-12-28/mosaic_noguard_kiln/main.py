import json

import colours
import kiln

with open("kiln.json") as f:
    CFG = json.load(f)

print("palette:", colours.palette_summary(CFG["batches"]))
for batch in CFG["batches"]:
    print(batch["name"], "fired", kiln.fire_batch(batch, CFG["start"]))
