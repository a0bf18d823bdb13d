import tomllib

import workshop
from anvil import face_map


def main():
    with open("anvil.toml", "rb") as fh:
        cfg = tomllib.load(fh)
    print(f"anvil face {face_map(**cfg['strike']):.3f}")
    with workshop.open_workshop(cfg["pool"]["workers"]) as pool:
        print(workshop.shape_all(pool, cfg["pool"]["horns"], cfg["pool"]["rows"]))


if __name__ == "__main__":
    main()
