import json
import multiprocessing

from engineers import EngineerProcess
from planner import travel_matrix


def main():
    with open("routes.json") as f:
        cfg = json.load(f)
    travel = travel_matrix(cfg["features"])
    results = multiprocessing.Queue()
    procs = [EngineerProcess(e, travel, cfg["jobs_per_engineer"], results) for e in cfg["engineers"]]
    for p in procs:
        p.start()
    out = dict(results.get() for _ in procs)
    for p in procs:
        p.join()
    for e in cfg["engineers"]:
        print(f"{e:7} best visit {out[e]} min")


if __name__ == "__main__":
    main()
