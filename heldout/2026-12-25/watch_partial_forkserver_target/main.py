import multiprocessing
import tomllib

from complications import plan


def main():
    with open("complications.toml", "rb") as f:
        cfg = tomllib.load(f)
    ctx = multiprocessing.get_context(cfg["start_method"])
    jobs = [ctx.Process(target=job) for job in plan(cfg["complication"], 0.07)]
    for j in jobs:
        j.start()
    for j in jobs:
        j.join()
    print([j.exitcode for j in jobs])


if __name__ == "__main__":
    main()
