import argparse
from concurrent.futures import ProcessPoolExecutor

from stores import store_profile, store_sales
from summaries import summarize


def parse_args():
    ap = argparse.ArgumentParser(description="chain-wide basket report")
    ap.add_argument("--stores", type=int, default=4)
    ap.add_argument("--lines", type=int, default=1_000_000)
    ap.add_argument("--skus", type=int, default=5000)
    ap.add_argument("--workers", type=int, default=2)
    return ap.parse_args()


def main():
    args = parse_args()
    flagship = summarize(store_sales(0, args.lines, args.skus), args.skus)
    print(f"flagship: {flagship}")
    jobs = [(s, args.lines, args.skus) for s in range(1, args.stores + 1)]
    with ProcessPoolExecutor(max_workers=args.workers) as ex:
        for store_id, share in sorted(ex.map(store_profile, jobs)):
            print(f"store {store_id}: top-sku share {share}")


if __name__ == "__main__":
    main()
