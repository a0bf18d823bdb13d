import configparser
import multiprocessing as mp

from graders import grade_job


def main():
    cfg = configparser.ConfigParser()
    cfg.read("grading.ini")
    lots = [n.strip() for n in cfg["lots"]["names"].split(",")]
    leaves = cfg["lots"].getint("leaves_per_lot")
    with mp.Pool(cfg["lots"].getint("workers")) as pool:
        for lot, grade, tips in pool.map(grade_job, [(lot, leaves) for lot in lots]):
            print(f"{lot:14s} {grade:7s} {tips:.3f}")


if __name__ == "__main__":
    main()
