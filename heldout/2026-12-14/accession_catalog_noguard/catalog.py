import csv
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def load_accessions(name):
    with open(os.path.join(HERE, name), newline="") as f:
        return list(csv.DictReader(f))


def chunks(rows, n):
    return [rows[i::n] for i in range(n)]
