import sys

from polls import load_responses, squared_error
from bootstrap import bootstrap_ci


def main(n=400_000):
    responses, truth = load_responses(n)
    err = squared_error(responses, truth)
    print("mse", round(float(err.mean()), 5), flush=True)
    lo, hi = bootstrap_ci(responses, runs=4)
    print(f"margin CI: [{lo:.4f}, {hi:.4f}]")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:]))
