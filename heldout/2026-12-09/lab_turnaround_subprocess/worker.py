import json
import sys

from turnaround import turnaround_quantiles


def main(lab, n_samples):
    q50, q90 = turnaround_quantiles(n_samples, seed=len(lab))
    print(json.dumps({"lab": lab, "p50": round(q50, 1), "p90": round(q90, 1)}))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
