"""Nightly CTR report. Usage: python main.py [impressions]"""
import sys

from report import run_report

IMPRESSIONS = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
CAMPAIGNS = [311, 312, 313, 314]

for cid, ctr in run_report(CAMPAIGNS, IMPRESSIONS):
    print(f"campaign {cid}: CTR {ctr}")
