import pigments
from painters import paint_all


def main():
    print("palette:", pigments.describe())
    print(paint_all(pigments.SETTINGS["painters"]))


if __name__ == "__main__":
    main()
