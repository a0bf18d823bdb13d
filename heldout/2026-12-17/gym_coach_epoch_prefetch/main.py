import json

from coach import Coach


def main():
    with open("plan.json") as fh:
        cfg = json.load(fh)
    coach = Coach(cfg)
    coach.fit()
    print("trained", len(coach.history), "epochs")


if __name__ == "__main__":
    main()
