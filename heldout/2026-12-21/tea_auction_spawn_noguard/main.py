import json
import sys

from auctioneer import Auctioneer

with open("auction.json") as f:
    cfg = json.load(f)

auctioneer = Auctioneer(cfg["start_method"])
for lot, reserve in cfg["lots"].items():
    auctioneer.open_lot(lot, reserve)
unsold = auctioneer.close()
if unsold:
    sys.exit(f"auction failed for {unsold}")
print("all lots sold")
