import settings

CFG = settings.apply_env("lens.toml")

import multiprocessing as mp  # noqa: E402

from optics import panel_focus, refraction  # noqa: E402


def main():
    lens = CFG["lens"]
    refr = refraction(lens["prisms"], lens["width"])
    with mp.Pool(2) as pool:
        for panel, focus in pool.starmap(panel_focus, [(p, lens["rows"], refr) for p in lens["panels"]]):
            print(f"{panel}: focus spread {focus:.2f}")


if __name__ == "__main__":
    main()
