from bidders import AuctionHouse
from features import encode_inventory

CATALOG = {"n_ads": 5000, "dim": 64, "history_len": 32768}
KINDS = ["linear", "margin"]

if __name__ == "__main__":
    vectors = encode_inventory(**CATALOG)
    with AuctionHouse(KINDS, vectors) as house:
        for name, bid in house.collect():
            print(name, bid)
