import json
from pathlib import Path

from vibration import band_energy, load_history, baseline


def main():
    cfg = json.loads(Path(__file__).with_name("sensors.json").read_text())
    history = load_history(cfg["samples"], cfg["channels"])
    mean, std = baseline(history)
    shards = [(shaft, mean, std) for shaft in range(cfg["shafts"])]
    for shaft, score in band_energy(shards):
        print(f"{cfg['building']} shaft {shaft}: anomaly energy {score:.4f}")


if __name__ == "__main__":
    main()
