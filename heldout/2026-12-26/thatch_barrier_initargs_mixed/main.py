import json

from gang import run_gang


def main():
    with open("gang.json") as f:
        cfg = json.load(f)
    print(run_gang(cfg))


if __name__ == "__main__":
    main()
