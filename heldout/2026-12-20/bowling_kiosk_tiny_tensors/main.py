import json

from kiosks import run_kiosks
from prices import price_table


def main():
    with open("kiosk.json") as f:
        cfg = json.load(f)
    table = price_table(cfg["games"], cfg["shoe_sizes"])
    for kiosk, takings in run_kiosks(cfg["kiosks"], table, cfg["sessions"]):
        print(f"{kiosk:10} takings per session {takings}")


if __name__ == "__main__":
    main()
