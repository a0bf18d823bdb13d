import multiprocessing

from matchmaker import Matchmaker
from players import Region

REGIONS = [Region("eu-west", 2000, 8, 1), Region("na-east", 2000, 8, 2), Region("apac", 2000, 8, 3)]


def main():
    mm = Matchmaker(tolerance=250.0)
    print(f"ladder spread: {float(mm.spread(REGIONS[0])):.1f}")
    pool = multiprocessing.Pool(2)
    pending = [pool.apply_async(mm.pair_region, (region,)) for region in REGIONS]
    for name, matched in sorted(p.get() for p in pending):
        print(f"{name}: {matched} players have a fair opponent")
    pool.close()
    pool.join()


if __name__ == "__main__":
    main()
