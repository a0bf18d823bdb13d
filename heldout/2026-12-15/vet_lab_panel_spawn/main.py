import json

from panels import reference_intervals, score_panel
from runner import PanelRunner


def main():
    with open("lab.json") as f:
        cfg = json.load(f)
    mean, std = reference_intervals(cfg["samples"], cfg["analytes"])
    print("reference spread", round(float(std.mean()), 5))
    jobs = [(p, mean, std, cfg["samples"] // 4) for p in cfg["panels"]]
    for name, flagged in PanelRunner(cfg).run(score_panel, jobs):
        print(f"{name}: {flagged} out-of-range results")


if __name__ == "__main__":
    main()
