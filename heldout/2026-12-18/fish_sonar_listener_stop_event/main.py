import multiprocessing as mp
import time

from listener import SonarArray


def main():
    array = SonarArray(pens=[1, 2, 3])
    array.start_listeners(mp.get_context("spawn"))
    time.sleep(0.5)
    for pen, pings in array.collect():
        print(f"pen {pen}: {pings} strong echoes")


if __name__ == "__main__":
    main()
