import csv

from rules import ScoringRules
from tournament import score_games


def main():
    with open("games.csv", newline="") as f:
        games = {r["bowler"]: [int(x) for x in r["rolls"].split()] for r in csv.DictReader(f)}
    rules = ScoringRules()
    for fmt in ("tenpin", "no-tap-9"):
        scores = score_games(games, rules.scorer(fmt))
        print(fmt, ", ".join(f"{b} {s}" for b, s in scores.items()))


if __name__ == "__main__":
    main()
