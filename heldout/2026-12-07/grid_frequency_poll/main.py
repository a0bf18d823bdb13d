from signals import load_pmu, rocof
from watchers import start_watchers

CFG = {"units": 64, "samples": 20000, "dt": 0.02}


def main():
    history = load_pmu(CFG["units"], CFG["samples"], seed=0)
    print("max rocof", round(float(rocof(history, CFG["dt"]).max()), 3))
    print("watchers", start_watchers([1, 2], CFG))


if __name__ == "__main__":
    main()
