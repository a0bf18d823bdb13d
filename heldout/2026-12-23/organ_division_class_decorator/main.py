import configparser

import voicing
from divisions import DIVISIONS


def main():
    cfg = configparser.ConfigParser()
    cfg.read("divisions.ini")
    organ = cfg["organ"]
    built = {name.strip(): DIVISIONS[name.strip()](organ.getint("pipes"), organ.getint("keys"))
             for name in organ["divisions"].split(",")}
    for name, div in built.items():
        print(f"{name}: temperament {div.temperament:.3f}")
    print(voicing.voice_all(cfg.getint("voicing", "voicers"), cfg.getint("voicing", "rows")))


if __name__ == "__main__":
    main()
