import multiprocessing
import tomllib

from chart import survey
from skipper import Skipper


def main():
    with open("skippers.toml", "rb") as f:
        cfg = tomllib.load(f)
    print("charted", survey(**cfg["chart"]))
    sk = cfg["skipper"]
    boats = [multiprocessing.Process(target=Skipper(sk["plot_size"], sk["threads"]))
             for _ in range(sk["boats"])]
    for b in boats:
        b.start()
    for b in boats:
        b.join()


if __name__ == "__main__":
    main()
