import json

from meters import meter_positions, route_lengths
from collect import collect

if __name__ == "__main__":
    with open("fleet.json") as fh:
        fleet = json.load(fh)
    lengths = route_lengths(meter_positions(fleet["meters"]))
    scale = float(lengths.mean() / lengths.max())
    print(f"{fleet['meters']} meters, route scale {scale:.3f}")
    for c, total in collect(fleet["collectors"], fleet["coin_events"], scale):
        print(f"collector {c}: {total:.0f} coins")
