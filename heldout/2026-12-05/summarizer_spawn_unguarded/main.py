"""Batch summarisation job: python main.py"""
from config import load
from launcher import SummaryJob

cfg = load()
job = SummaryJob(cfg)
codes = job.launch()
if any(codes):
    raise SystemExit(f"summariser workers failed: {codes}")
print("done", codes)
