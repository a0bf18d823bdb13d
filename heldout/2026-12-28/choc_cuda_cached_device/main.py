import configparser

from couverture import Couverture
from moulds import mould_all


def main():
    cp = configparser.ConfigParser()
    cp.read("choc.ini")
    batch = Couverture(cp["tempering"].getint("rows"), cp["tempering"].getint("width"))
    print("tempered at %.3f" % batch.temper())
    print("moulded:", mould_all(cp["moulds"].getint("count"), cp["moulds"].getint("workers")))


if __name__ == "__main__":
    main()
