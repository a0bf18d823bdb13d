# 4 a.m. preheat script, run from cron
import json

import ovens

with open("ovens.json") as f:
    cfg = json.load(f)

for oven, temp in ovens.plan(cfg):
    print(f"{oven}: preheat to {temp:.0f} C")
