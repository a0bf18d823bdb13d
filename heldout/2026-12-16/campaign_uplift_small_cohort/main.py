import json

from mix import channel_mix
from simulate import run_simulations


def main():
    with open("campaign.json") as f:
        cfg = json.load(f)
    mix = channel_mix(cfg["segments"], cfg["channels"])
    print("planned spend", round(float(mix.sum()), 2), flush=True)
    print("uplift by worker", run_simulations(cfg["workers"], cfg["simulated_donors"]))


if __name__ == "__main__":
    main()
