import configparser

import quay
import schedule


def main():
    cp = configparser.ConfigParser()
    cp.read("harbour.ini")
    catch = {k: cp.getint("catch", k) for k in cp["catch"]}
    departures = {k: cp.getint("departures", k) for k in cp["departures"]}
    day = schedule.build([
        (0, 2, quay.send_boats, departures),
        (0, 1, quay.weigh_catch, catch),
    ])
    day.run()


if __name__ == "__main__":
    main()
