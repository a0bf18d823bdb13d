"""Content-uniformity check for one batch, run as its own interpreter."""
import argparse
import json

from assay import uniformity

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("batch", type=int)
    ap.add_argument("--units", type=int, default=300_000)
    ap.add_argument("--limit", type=float, required=True)
    a = ap.parse_args()
    print(json.dumps({"batch": a.batch, "passing": uniformity(a.batch, a.units, a.limit)}))
