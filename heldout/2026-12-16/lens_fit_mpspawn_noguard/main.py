"""Fit progressive-lens corridor profiles on every replica (run: python main.py)."""
import json

from launcher import launch

with open("fitting.json") as f:
    CFG = json.load(f)

launch(CFG)
print("all replicas finished")
