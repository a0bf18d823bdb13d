import json

from dispense import dispense
from ledger import Ledger


def main():
    with open("shop.json") as f:
        shop = json.load(f)
    for remedy, batch in Ledger("ledger.csv"):
        print(remedy, tuple(batch.shape), dispense(remedy, shop["dispensers"], shop["dose"]))


if __name__ == "__main__":
    main()
