import configparser
import csv
import multiprocessing as mp

import tally
import wear


def main():
    ini = configparser.ConfigParser()
    ini.read("mill.ini")
    sec = ini["mill"]
    print("wear", float(wear.stone_wear(sec.getint("rows"), sec.getint("width"))))
    with open("tides.csv", newline="") as f:
        days = [(r["day"], float(r["high"]), float(r["low"])) for r in csv.DictReader(f)]
    with mp.Pool(sec.getint("clerks")) as pool:
        print(dict(pool.map(tally.tally, days)))


if __name__ == "__main__":
    main()
