"""List the workshop's looms."""
from models import HighWarp, LowWarp


def main():
    for loom in (HighWarp, LowWarp):
        print(loom.__name__, loom.width, loom.start_method)


if __name__ == "__main__":
    main()
