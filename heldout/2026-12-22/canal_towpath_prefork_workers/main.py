import json

from survey import survey
from towpath import Towpath


def main():
    with open("towpath.json") as f:
        cfg = json.load(f)
    with Towpath(cfg["horses"]) as path:
        print(f"bank survey {survey(cfg['survey_rows'], cfg['width']):.4f}", flush=True)
        jobs = [(leg, cfg["barge_rows"], cfg["width"]) for leg in range(cfg["legs"])]
        for leg, effort in path.run(jobs):
            print(f"leg {leg}: effort {effort:.2f}")


if __name__ == "__main__":
    main()
