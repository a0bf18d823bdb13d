"""The loom models of the workshop."""
import json
from pathlib import Path

from looms import Loom

SETTINGS = json.loads(Path(__file__).with_name("looms.json").read_text())


class HighWarp(Loom, start_method=SETTINGS["method"]):
    width = SETTINGS["high_warp_width"]


class LowWarp(Loom, start_method=SETTINGS["method"]):
    width = SETTINGS["low_warp_width"]
