import json

import survey
from rakers import rake_all


def main():
    with open("marsh.json") as f:
        cfg = json.load(f)
    s = cfg["survey"]
    gap = survey.survey_in_child(s["points"], s["features"], s["stations"])
    print("mean gap", round(gap, 4))
    print(rake_all(cfg["rakers"], cfg["size"]))


if __name__ == "__main__":
    main()
