"""Render the week's rehearsal call sheets, one process per day."""
import json

import sheets

with open("cast.json") as f:
    cast = json.load(f)

failed = sheets.publish(cast["production"], cast["calls"])
if failed:
    raise SystemExit(f"call sheets failed for {failed}")
print("all call sheets published")
