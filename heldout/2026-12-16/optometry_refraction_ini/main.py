import configparser

from cohort import load_cohort, standardise
from scoring import myopia_risk


def main():
    cfg = configparser.ConfigParser()
    cfg.read("study.ini")
    c = cfg["cohort"]
    data = load_cohort(c.getint("patients"), c.getint("measurements"), c.getint("seed"))
    z, scale = standardise(data)
    print("mean spread", round(float(scale.mean()), 4))
    risks = myopia_risk(z, cfg["runtime"])
    print("risk by block", [round(r, 3) for r in risks])


if __name__ == "__main__":
    main()
