from pricing import price_season
from venue import Venue, sightline_matrix

SEASON = [(45.0, 0.8), (60.0, 1.1), (38.0, 0.6), (70.0, 1.3)]


def main():
    hall = Venue("main hall", rows=40, seats_per_row=50)
    # warm the cache once so the workers reuse it
    print("worst seat distance", float(sightline_matrix(hall).max()))
    for show, revenue in enumerate(price_season(hall, SEASON)):
        print(f"show {show}: {revenue:.0f}")


if __name__ == "__main__":
    main()
