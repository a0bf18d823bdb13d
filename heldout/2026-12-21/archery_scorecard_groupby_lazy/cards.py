import csv
import itertools
import operator

from rating import weights


def archers(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    for archer, ends in itertools.groupby(rows, key=operator.itemgetter("archer")):
        scores = [int(e["score"]) for e in ends]
        if weights() is not None:
            yield archer, scores
