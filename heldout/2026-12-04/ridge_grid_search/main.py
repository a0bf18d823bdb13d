import argparse

from objective import make_data, ridge_score
import search


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="ridge regression grid search")
    p.add_argument("--sizes", type=int, nargs="+", default=[2048])
    p.add_argument("--lams", type=float, nargs="+", default=[0.1, 1.0, 10.0])
    p.add_argument("--seeds", type=int, nargs="+", default=[0, 1])
    p.add_argument("--start-method", default="fork")
    p.add_argument("--workers", type=int, default=2)
    return p.parse_args(argv)


def main():
    args = parse_args()
    X, y = make_data(args.sizes[0], 128, seed=99)
    print("baseline (lam=0):", round(ridge_score(X, y, 0.0), 5))
    points = search.grid(args.sizes, args.lams, args.seeds)
    for point, mse in search.run(points, args.start_method, args.workers):
        print(point, mse)


if __name__ == "__main__":
    main()
