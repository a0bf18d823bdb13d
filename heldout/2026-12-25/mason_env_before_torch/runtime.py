"""Imported first: pins the OpenMP thread count before torch is loaded."""
import configparser
import os

CONFIG = configparser.ConfigParser()
CONFIG.read("mason.ini")
os.environ["OMP_NUM_THREADS"] = CONFIG["runtime"]["omp_threads"]
