import configparser
from concurrent.futures import ThreadPoolExecutor

import tuners
from scaling import scale_ranks


def main():
    cfg = configparser.ConfigParser()
    cfg.read("pipes.ini")
    s = cfg["scaling"]
    with ThreadPoolExecutor(max_workers=1) as background:
        scale = background.submit(scale_ranks, s.getint("pipes"), s.getint("partials")).result()
    print(f"scale variance {scale:.4f}")
    print(tuners.tune_all(cfg.getint("tuners", "count"), cfg.getint("tuners", "rows")))


if __name__ == "__main__":
    main()
