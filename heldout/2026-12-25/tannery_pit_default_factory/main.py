from curriers import curry_all
from pits import Pit
from settings import SETTINGS


def main():
    pit = Pit()
    print("liquor", pit.strength, float(pit.liquor.norm()))
    print(curry_all(SETTINGS["curriers"]["count"], SETTINGS["curriers"]["rows"]))


if __name__ == "__main__":
    main()
