import json

from clinic import triage


def main():
    with open("vet.json") as f:
        cfg = json.load(f)
    flagged = [a for a, fever in triage(cfg).items() if fever]
    print("to vet:", ", ".join(flagged) or "none")


if __name__ == "__main__":
    main()
