import importlib
import json

from boats import send_boats


def main():
    with open("sonar.json") as f:
        cfg = json.load(f)
    sounder_cls = importlib.import_module(f"sonars.{cfg['sonar']}").SOUNDER
    sounder = sounder_cls(cfg["prefer_cuda"], cfg["bins"])
    print("sounded", sounder.sound(cfg["pings"]), sounder.device)
    print(send_boats(str(sounder.device), cfg["bins"], cfg["boats"]))


if __name__ == "__main__":
    main()
