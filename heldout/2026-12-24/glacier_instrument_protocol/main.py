import json

import campaign
from instruments import REGISTRY


def main():
    with open("survey.json") as f:
        cfg = json.load(f)
    instruments = [REGISTRY[name]() for name in cfg["instruments"]]
    print(campaign.run_sweeps(instruments, cfg))
    campaign.field_teams(cfg)


if __name__ == "__main__":
    main()
