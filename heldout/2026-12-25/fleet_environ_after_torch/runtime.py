"""Pins the thread count for everything the fleet runs."""
import configparser
import os

_cp = configparser.ConfigParser()
_cp.read("fleet.ini")
os.environ.setdefault("OMP_NUM_THREADS", _cp["runtime"]["threads"])
CONFIG = _cp
