"""Imported first by main: applies [runtime] settings to the environment before any numeric library loads."""
import configparser
import os

SETTINGS = configparser.ConfigParser()
SETTINGS.read(os.path.join(os.path.dirname(os.path.abspath(__file__)), "meters.ini"))
os.environ.setdefault("OMP_NUM_THREADS", SETTINGS.get("runtime", "omp_threads"))
