import csv

from pressing import Press


def main():
    with open("presses.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    for row in rows:
        press = Press.from_row(row)
        print(press.name, press.run())


if __name__ == "__main__":
    main()
