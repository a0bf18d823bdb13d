import configparser

import teams
from briefing import briefing


def main():
    cfg = configparser.ConfigParser()
    cfg.read("briefing.ini")
    t = cfg["teams"]
    with briefing(cfg["terrain"]) as risk:
        found = teams.dispatch(risk, t.getint("count"), t.getint("rows"), t.getint("width"))
    for sector, signal in found:
        print(f"sector {sector}: transceiver signal {signal:.1f}")


if __name__ == "__main__":
    main()
