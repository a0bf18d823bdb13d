import csv

from phases import Phase


def read_schedule(path):
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            yield Phase(row["phase"]), row["start_method"], row["pans"].split(";")
