import csv

from decoder import ClueDecoder


def main():
    with open("clues.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    for room, word in ClueDecoder().decode_all(rows):
        print(f"{room:6} -> {word}")


if __name__ == "__main__":
    main()
