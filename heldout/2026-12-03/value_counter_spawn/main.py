from counters import PROCESSED
from workers import run_shards


def main():
    print("rows processed:", run_shards(2, PROCESSED))


if __name__ == "__main__":
    main()
