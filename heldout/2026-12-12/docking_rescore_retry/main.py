import json
import os

from rescore import rescore_library

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    with open(os.path.join(HERE, "campaign.json")) as f:
        campaign = json.load(f)
    best = rescore_library(campaign["poses"], budget_mb=campaign["memory_budget_mb"])
    print(f"best interaction energy {best:.3f}")


if __name__ == "__main__":
    main()
