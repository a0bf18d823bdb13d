import argparse
from concurrent.futures import ProcessPoolExecutor

import stability
from batches import check_batch


def main():
    ap = argparse.ArgumentParser(description="release compounded batches")
    ap.add_argument("--batches", type=int, default=4)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()

    worst = float(stability.DEGRADATION.min())
    print(f"worst-case degradation score {worst:.3f}")
    with ProcessPoolExecutor(max_workers=args.workers) as ex:
        for batch_id, in_spec in ex.map(check_batch, range(args.batches)):
            print(f"batch {batch_id}: {in_spec} doses within 98.5-101.5%")


if __name__ == "__main__":
    main()
