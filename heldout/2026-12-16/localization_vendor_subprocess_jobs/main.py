import json

from tm import match_rate
from dispatch import run_vendor_jobs


def main():
    with open("jobs.json") as f:
        cfg = json.load(f)
    rate = match_rate(cfg["new_segments"], cfg["memory_segments"], cfg["dim"])
    print(f"translation-memory match rate {rate:.3f}", flush=True)
    for lang, code, out in run_vendor_jobs(cfg["languages"], cfg["segments_per_job"]):
        print(f"{lang}: exit {code}: {out}")


if __name__ == "__main__":
    main()
