import configparser

import workshop  # noqa: F401  (registers the steps)
from steps import run_line


def main():
    cp = configparser.ConfigParser()
    cp.read("candle.ini")
    line = cp["line"]
    names = [name.strip() for name in line["steps"].split(",")]
    state = run_line(names, {}, line)
    print("moulds set:", len(state["moulds"]))


if __name__ == "__main__":
    main()
