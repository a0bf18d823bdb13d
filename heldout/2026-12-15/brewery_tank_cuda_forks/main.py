import json
import os

from ferment import GravityModel


def forecast_tank(model, name, seed):
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            print(f"{name}: final gravity {model.tank_ensemble(seed):.4f}", flush=True)
        except Exception as exc:
            print(f"{name}: {exc}", flush=True)
            code = 1
        os._exit(code)
    return pid


def main():
    with open("tanks.json") as f:
        cfg = json.load(f)
    model = GravityModel(cfg["hours"], cfg["members"])
    print("baseline end", round(float(model.baseline()[-1]), 4))
    pids = [forecast_tank(model, name, i) for i, name in enumerate(cfg["tanks"])]
    failures = sum(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) != 0 for pid in pids)
    if failures:
        raise SystemExit(f"{failures} tank forecasts failed")


if __name__ == "__main__":
    main()
