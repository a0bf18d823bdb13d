import tomllib

import crews
import sonar


def main():
    with open("sonar.toml", "rb") as f:
        cfg = tomllib.load(f)["sonar"]
    device = sonar.pick_device(cfg["device"])
    print("warm-up echo", sonar.warm_up(cfg["width"], device).shape, device)
    print("crews", crews.send_crews(cfg["boats"], cfg["width"], device))


if __name__ == "__main__":
    main()
