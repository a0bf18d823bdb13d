from concurrent.futures import ProcessPoolExecutor, as_completed

from feed import GreenhouseFeed
from advice import vent_advice


def main(houses=3):
    futures = []
    with ProcessPoolExecutor(max_workers=2) as ex:
        for house, dh in GreenhouseFeed(houses):
            futures.append(ex.submit(vent_advice, house, dh))
        results = dict(f.result() for f in as_completed(futures))
    for house in sorted(results):
        print(f"greenhouse {house}: open vents to {results[house]:.0%}")


if __name__ == "__main__":
    main()
