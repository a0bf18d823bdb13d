import tomllib

import handlers  # noqa: F401  (subscribes the flush handlers)
from bus import bus


def main():
    with open("flush.toml", "rb") as f:
        cfg = tomllib.load(f)
    payload = bus.emit("flush", {"cfg": cfg})
    print("picked", payload["picked"])


if __name__ == "__main__":
    main()
