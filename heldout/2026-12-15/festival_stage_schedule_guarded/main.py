import json
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from clashes import stage_overruns

with open("lineup.json") as f:
    LINEUP = json.load(f)

SPAWN = multiprocessing.get_context("spawn")


def main():
    with ProcessPoolExecutor(max_workers=2, mp_context=SPAWN) as ex:
        futs = [ex.submit(stage_overruns, s, n, LINEUP["changeover_min"], LINEUP["simulations"])
                for s, n in LINEUP["stages"].items()]
        for fut in futs:
            stage, late = fut.result()
            print(f"{LINEUP['festival']} {stage}: last act {late:.1f} min late")


if __name__ == "__main__":
    main()
