import json

from millrace import millrace


def main():
    with open("mill.json") as f:
        cfg = json.load(f)
    with millrace(cfg) as mill:
        print("ground", float(mill.grind()))
        print("bagged", mill.dispatch())


if __name__ == "__main__":
    main()
