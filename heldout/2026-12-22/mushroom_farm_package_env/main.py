import json

import farm


def main():
    with open("growth.json") as f:
        cfg = json.load(f)
    h = cfg["history"]
    growth = farm.model.fit_growth(h["rows"], h["width"])
    print(f"growth index {growth.mean():.1f}", flush=True)
    for bed, flush in farm.beds.flush_all(cfg["beds"], cfg["bed_rows"], h["width"]):
        print(f"bed {bed}: flush {flush:.3f}")


if __name__ == "__main__":
    main()
