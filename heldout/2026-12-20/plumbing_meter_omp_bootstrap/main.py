from bootstrap import SETTINGS  # must come before torch

import multiprocessing

from meters import consumption_basis, district_usage


def main():
    readings = SETTINGS.getint("meters", "readings")
    basis = consumption_basis(readings, SETTINGS.getint("meters", "width"))
    districts = [d.strip() for d in SETTINGS.get("meters", "districts").split(",")]
    with multiprocessing.Pool(2) as pool:
        for district, usage in pool.starmap(district_usage, [(d, basis, readings) for d in districts]):
            print(f"{district:6} usage index {usage}")


if __name__ == "__main__":
    main()
