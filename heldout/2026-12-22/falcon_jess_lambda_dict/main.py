import tomllib

from trainer import run_drills


def main():
    with open("drills.toml", "rb") as f:
        cfg = tomllib.load(f)
    codes = run_drills(cfg["start_method"], cfg["drill"])
    print("drills finished", codes)


if __name__ == "__main__":
    main()
