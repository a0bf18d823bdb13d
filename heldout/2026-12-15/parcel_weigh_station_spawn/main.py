import multiprocessing

from weigh import check_station

STATIONS = {11: 900, 12: 1100, 13: 700}
TOLERANCE_G = 75


def main():
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(2) as pool:
        rows = pool.starmap(check_station, [(s, n, TOLERANCE_G) for s, n in STATIONS.items()])
    for station, bad in rows:
        print(f"station {station}: {bad} parcels outside tolerance")


if __name__ == "__main__":
    main()
