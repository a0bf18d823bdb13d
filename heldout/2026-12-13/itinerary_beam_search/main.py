import argparse

from network import TravelNetwork
from search import best_itineraries


def parse():
    ap = argparse.ArgumentParser(description="day-trip itineraries from each hotel")
    ap.add_argument("--sites", type=int, default=512)
    ap.add_argument("--hotels", type=int, nargs="*", default=[0, 17, 230, 401])
    return ap.parse_args()


if __name__ == "__main__":
    args = parse()
    net = TravelNetwork(args.sites, seed=6)
    hours = net.two_leg_hours()
    for hotel, (path, score) in best_itineraries(hours, net.appeal, args.hotels):
        print(f"hotel {hotel}: {path} score {score:.2f}")
