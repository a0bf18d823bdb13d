import multiprocessing as mp

import bookings
from report import WeeklyReport

KENNEL_BLOCKS = 4
KENNELS_PER_BLOCK = 60


def block_occupancy(args):
    week, block = args
    data = bookings.week_bookings(week * 10 + block, KENNELS_PER_BLOCK)
    return float(bookings.occupancy(data).sum())


def main(weeks=3):
    report = WeeklyReport()
    for week in range(weeks):
        with mp.Pool(2) as pool:
            per_block = pool.map(block_occupancy, [(week, b) for b in range(KENNEL_BLOCKS)])
        print(f"week {week}: {len(per_block)} blocks counted", flush=True)
        all_kennels = bookings.week_bookings(week, KENNEL_BLOCKS * KENNELS_PER_BLOCK)
        report.add(week, [round(x) for x in per_block], all_kennels)
    report.render()


if __name__ == "__main__":
    main()
