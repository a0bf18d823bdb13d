import multiprocessing as mp

from cards import archers
from rating import rate


def main():
    cards = list(archers("scorecards.csv"))
    print(f"{len(cards)} archers carded")
    ratings = {}
    pool = mp.Pool(2)
    pending = pool.starmap_async(rate, cards, callback=lambda rs: ratings.update(rs))
    pending.wait()
    pool.close()
    pool.join()
    for archer in sorted(ratings):
        print(f"{archer:8s} {ratings[archer]:+.4f}")


if __name__ == "__main__":
    main()
