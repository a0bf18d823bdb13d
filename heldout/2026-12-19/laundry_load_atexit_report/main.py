import configparser
from pathlib import Path

import balance
import reports


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("plant.ini"))
    plant = cfg["plant"]
    reporter = reports.Reporter(plant.get("name"), plant.getint("machines"), plant.getint("history_rows"))
    shares = balance.balance_loads(plant.getint("loads"), plant.getint("features"), plant.getint("machines"))
    for machine, share in enumerate(shares):
        reporter.note(machine, share)
        print(f"washer {machine}: {share:.3f} of today's loads")


if __name__ == "__main__":
    main()
