import crystals
from rakers import rake_all


def main():
    print("reference on", crystals.DEVICE, float(crystals.REFERENCE.sum()))
    print(rake_all(crystals.SETTINGS["rakers"]))


if __name__ == "__main__":
    main()
