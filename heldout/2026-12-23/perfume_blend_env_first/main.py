import runtime_env  # noqa: F401  (must come before torch)

import tomllib

import blending


def main():
    with open("perfume.toml", "rb") as fh:
        cfg = tomllib.load(fh)
    print(f"balance {blending.balance(**cfg['blend']):.3f}")
    print("panel", blending.panel(cfg["panel"]["noses"], cfg["panel"]["rows"]))


if __name__ == "__main__":
    main()
