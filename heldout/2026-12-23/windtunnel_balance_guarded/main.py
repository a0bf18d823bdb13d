import tomllib

import balance


def main():
    with open("balance.toml", "rb") as fh:
        cfg = tomllib.load(fh)
    from survey import roughness  # torch is only needed in the parent
    print(f"wall roughness {roughness(**cfg['survey']):.1f}")
    b = cfg["balance"]
    print("strain", balance.calibrate(b["start_method"], b["workers"], b["loads"]))


if __name__ == "__main__":
    main()
