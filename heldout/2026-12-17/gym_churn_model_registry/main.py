import json

import models  # noqa: F401  (registers the churn models)
from registry import MODELS

SETTINGS = {"members": 4096, "features": 256, "run": ["baseline", "per-club"]}


def main():
    for name in SETTINGS["run"]:
        result = MODELS[name](SETTINGS["members"], SETTINGS["features"]).run()
        print(name, json.dumps(result, sort_keys=True))


if __name__ == "__main__":
    main()
