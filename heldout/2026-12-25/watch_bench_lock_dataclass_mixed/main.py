import json

from bench import Bench
from makers import staff


def main():
    with open("bench.json") as f:
        bench = Bench(**json.load(f))
    print(staff(bench))


if __name__ == "__main__":
    main()
