import configparser

from dials import finish_all
from timing import TimingMachine


def main():
    cp = configparser.ConfigParser()
    cp.read("timing.ini")
    machine = TimingMachine(cp.getint("timing", "beats"), cp.getint("timing", "positions"))
    machine.start()
    machine.ready.wait()
    print("reading", machine.reading)
    print(finish_all(cp.getint("finishing", "finishers"), cp.getint("finishing", "dial")))


if __name__ == "__main__":
    main()
