import configparser

from apprentices import launch
from press import press


def main():
    cfg = configparser.ConfigParser()
    cfg.read("apprentices.ini")
    p, m = cfg["press"], cfg["launch"]
    oil = press(p.getint("batch"), p.getint("channels"), p.getint("side"), p.getint("filters"))
    print("oil", float(oil))
    launch(m.getint("apprentices"), m["start_method"], cfg.getint("mix", "size"))
    print("mixed")


if __name__ == "__main__":
    main()
