import json
import sys

from runner import run_pipeline

if __name__ == "__main__":
    with open("pipeline.json") as fh:
        ctx = run_pipeline(json.load(fh))
    print(f"stems per table: {ctx['stems_per_table']:.1f}")
    sys.exit(1 if any(ctx["route_status"]) else 0)
