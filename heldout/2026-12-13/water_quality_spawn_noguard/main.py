import configparser
import multiprocessing as mp

from lab import turbidity_summary
from launch import run_sites

cfg = configparser.ConfigParser()
cfg.read("sampling.ini")
ctx = mp.get_context(cfg.get("run", "start_method"))
sites = cfg.get("sites", "names").split(",")

run_sites(ctx, turbidity_summary, sites, cfg.getint("sites", "samples"))
print("all sites summarised")
