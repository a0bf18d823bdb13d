import configparser

from strings import bow_all
from tuner import Tuner


def main():
    cp = configparser.ConfigParser()
    cp.read("tuner.ini")
    t = cp["tuner"]
    tuner = Tuner(t["device"], t["fallback"], t.getint("harmonics"))
    print("reference", float(tuner.reference.mean()), tuner.device)
    print(bow_all(tuner, t.getint("strings")))


if __name__ == "__main__":
    main()
