import configparser

from jobs import nightly


def main():
    cfg = configparser.ConfigParser()
    cfg.read("snowmaking.ini")
    results = nightly.run_pending(now_minute=23 * 60, context=cfg)
    print(f"wet-bulb margin {results['wetbulb']:.3f}")
    for bank, duty in results["guns"]:
        print(f"bank {bank}: duty {duty:.3f}")


if __name__ == "__main__":
    main()
