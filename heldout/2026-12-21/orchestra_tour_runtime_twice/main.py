import tomllib

from runtime import mp_runtime
from venues import acoustic_check


def main():
    with open("tour.toml", "rb") as f:
        cfg = tomllib.load(f)
    with mp_runtime(cfg["start_method"]) as pool:
        print("rehearsals", pool.map(acoustic_check, cfg["rehearsal_halls"]))
    with mp_runtime(cfg["start_method"]) as pool:
        print("concerts", pool.map(acoustic_check, cfg["concert_halls"]))


if __name__ == "__main__":
    main()
