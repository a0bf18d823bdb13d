from clips import HighlightReel
from setup_mp import ensure_spawn


def main():
    ensure_spawn()
    print(HighlightReel().build([1, 2, 3, 4]))


if __name__ == "__main__":
    main()
