import configparser
import multiprocessing
from contextlib import ExitStack

from jewels import set_jewel
from regulator import Regulator


def main():
    cp = configparser.ConfigParser()
    cp.read("regulator.ini")
    bench = cp["bench"]
    with ExitStack() as stack:
        stack.enter_context(Regulator(cp["regulator"]))
        jewellers = stack.enter_context(multiprocessing.Pool(bench.getint("jewellers")))
        print(jewellers.map(set_jewel, [bench.getint("jewel")] * bench.getint("jewellers")))


if __name__ == "__main__":
    main()
