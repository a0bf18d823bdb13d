"""Berth allocation report (run from cron every hour)."""
import configparser
from pathlib import Path

import planner

cfg = configparser.ConfigParser()
cfg.read(Path(__file__).with_name("berths.ini"))
vessels = [v.strip() for v in cfg["vessels"]["names"].split(",")]
report = planner.plan_all(vessels, cfg["runtime"].get("start_method"), cfg["runtime"].getint("workers"))
for vessel, berth in report:
    print(f"{vessel} -> {berth}")
