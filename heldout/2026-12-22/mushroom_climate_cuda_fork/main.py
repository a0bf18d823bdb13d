import json

import climate
import sensors


def main():
    with open("climate.json") as f:
        cfg = json.load(f)
    model, device = climate.load(cfg)
    print("climate model on", device, flush=True)
    for sensor, humidity in sensors.poll(cfg["sensors"], cfg["rows"], cfg["width"], device):
        print(f"sensor {sensor}: humidity {humidity:.3f}")


if __name__ == "__main__":
    main()
