import json

import fractions
from still import Distiller, pick_device, warm_up


def main():
    with open("still.json") as fh:
        cfg = json.load(fh)
    device = pick_device(cfg["device"])
    model = Distiller(cfg["compounds"]).to(device)
    print(f"still warm on {device}: {warm_up(model, device, cfg['compounds']):.3f}")
    print("fractions", fractions.run_fractions(cfg["fractions"], device, cfg["sample_rows"], cfg["compounds"]))


if __name__ == "__main__":
    main()
