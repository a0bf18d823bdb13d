import configparser

import gauge
from ledger import tide_ledger


def main():
    ini = configparser.ConfigParser()
    ini.read("ledger.ini")
    s = {k: int(v) for k, v in ini["ledger"].items()}
    log = tide_ledger(s["width"], s["clerks"], s["page"])
    next(log)
    for reading in gauge.readings(s["readings"], s["rows"], s["width"]):
        print("running total", log.send(reading))
    log.close()


if __name__ == "__main__":
    main()
