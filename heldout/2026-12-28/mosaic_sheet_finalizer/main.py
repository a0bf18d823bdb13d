from sheet import Sheet
import setters
import tally


def main():
    sheet, cfg = Sheet.from_json("sheet.json")
    print(sheet)
    del sheet
    print("tallies:", tally.RECORDS)
    print("setters:", setters.set_all(cfg["setters"]))


if __name__ == "__main__":
    main()
