# Weekly keeper rota, run from cron:  python main.py
import csv

import rota

with open("keepers.csv", newline="") as f:
    rows = list(csv.DictReader(f))

for keeper, section, shifts, spare in rota.build(rows):
    print(f"{keeper:6} {section:9} {shifts} shifts (+{spare} h)")
