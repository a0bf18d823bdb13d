import sys

from preprocess import preprocess_many
from transforms import get_transform


def main(argv):
    if "--help" in argv:
        print("usage: main.py [--help]")
        return
    transform = get_transform()
    print("transform ready:", transform.__name__)
    print("preprocessed:", preprocess_many(range(4)))


if __name__ == "__main__":
    main(sys.argv[1:])
