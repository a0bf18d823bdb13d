import tomllib

from sensors import start_readers
from watchdog import Watchdog


def main():
    with open("gangways.toml", "rb") as f:
        cfg = tomllib.load(f)["sensors"]
    dog = Watchdog()
    readers = start_readers(cfg, dog)
    for r in readers:
        r.join()
    print("gangways", "TRIPPED" if dog.tripped.is_set() else "ok")


if __name__ == "__main__":
    main()
