import json
import multiprocessing as mp

import runtime
from wind import gust_model, target_sway


def main():
    with open("wind.json") as f:
        cfg = json.load(f)
    print("intra-op threads", runtime.configure(cfg["runtime"]))
    gusts = gust_model(**cfg["anemometer"])
    with mp.Pool(2) as pool:
        for target, sway in pool.starmap(target_sway, [(t, cfg["rows"], gusts) for t in cfg["targets"]]):
            print(f"{target:3d} m: sway {sway:.3f}")


if __name__ == "__main__":
    main()
