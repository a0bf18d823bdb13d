import argparse

from runtime import configure, run_children
from scenarios import default_rate, rate_paths

SEGMENTS = {"prime": (0.6, 0.25), "near_prime": (0.8, 0.35), "buy_to_let": (0.7, 0.3)}


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--book", default="retail_mortgages_2026q4")
    p.add_argument("--paths", type=int, default=8192)
    p.add_argument("--months", type=int, default=60)
    p.add_argument("--threads", type=int, default=1)
    return p.parse_args()


def main():
    args = parse()
    configure(args)
    base = rate_paths(args.paths, args.months, seed=0)
    print(f"{args.book}: mean terminal rate {float(base[:, -1].mean()):.4f}")

    def stress(segment):
        ltv, dti = SEGMENTS[segment]
        paths = rate_paths(args.paths, args.months, seed=len(segment))
        print(f"{segment}: stressed default rate {default_rate(paths, ltv, dti):.4f}", flush=True)

    statuses = run_children(stress, sorted(SEGMENTS))
    raise SystemExit(1 if any(statuses) else 0)


if __name__ == "__main__":
    main()
