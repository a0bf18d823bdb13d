import configparser

from bench import run_bench
from tools import TOOLS


def main():
    cp = configparser.ConfigParser()
    cp.read("cutters.ini")
    names = [n.strip() for n in cp["bench"]["tools"].split(",")]
    cutters = [TOOLS[name](cp) for name in names]
    print(run_bench(cutters, []))


if __name__ == "__main__":
    main()
