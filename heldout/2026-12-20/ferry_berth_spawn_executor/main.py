import json
from functools import partial

from executors import make_executor
from occupancy import berth_pressure, slot_profile


def main():
    with open("berths.json") as f:
        cfg = json.load(f)
    profile = slot_profile(cfg["arrivals"], cfg["slots"])
    with make_executor(cfg["executor"]) as ex:
        for berth, peak in ex.map(partial(berth_pressure, profile=profile), cfg["berths"]):
            print(f"berth {berth}: peak pressure {peak}")


if __name__ == "__main__":
    main()
