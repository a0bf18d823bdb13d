import configparser

import lighting
from troupe import Troupe


def main():
    ini = configparser.ConfigParser()
    ini.read("troupe.ini")
    s = {k: int(v) for k, v in ini["troupe"].items()}
    with Troupe(s["actors"]) as troupe:
        print("lights", float(lighting.rig_lights(s["rows"], s["width"])))
        print("scene", troupe.perform(s["scene"]))


if __name__ == "__main__":
    main()
