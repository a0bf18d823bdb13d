import json
import os

from risk import RiskModel
from workload import acwr, session_loads

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    with open(os.path.join(HERE, "workload.json")) as f:
        cfg = json.load(f)
    baseline = acwr(session_loads(cfg["squad_size"], cfg["sessions"], seed=0), *cfg["acwr_window"])
    print(f"baseline mean ACWR {float(baseline.mean()):.3f}")
    model = RiskModel(cfg)
    for unit, risk in sorted(model.all_units(["first_team", "u23", "u18"]).items()):
        print(f"{unit}: risk {risk:.3f}")


if __name__ == "__main__":
    main()
