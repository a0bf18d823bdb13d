import csv

from crew import splice_all

with open("splices.csv", newline="") as f:
    rows = list(csv.DictReader(f))

print("spliced", splice_all(rows))
