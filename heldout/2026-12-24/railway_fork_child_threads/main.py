import configparser

import fitters
import survey


def main():
    ini = configparser.ConfigParser()
    ini.read("workshop.ini")
    s = {k: int(v) for k, v in ini["workshop"].items()}
    print("profile", float(survey.wheel_profile(s["rows"], s["width"])))
    print("fitters", fitters.fit_all(s["fitters"], s["boiler"]))


if __name__ == "__main__":
    main()
