from bank import run_bank
from settings import FilterSettings


def main():
    settings = FilterSettings()
    print("mask visible", int(settings.mask.sum()))
    for idx, spread in run_bank(settings, 2):
        print(idx, spread)


if __name__ == "__main__":
    main()
