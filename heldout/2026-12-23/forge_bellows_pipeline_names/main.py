import tomllib

import steps


def main():
    with open("forge.toml", "rb") as fh:
        cfg = tomllib.load(fh)
    log = []
    for step in steps.build(cfg["pipeline"]["steps"]):
        step(cfg, log)
    print("\n".join(log))


if __name__ == "__main__":
    main()
