"""Escalator step-chain survey. Kept as a thin wrapper so ops can run `python main.py`."""
import cli

cli.main(["--sites", "Central", "Harbourside", "Museum"])
