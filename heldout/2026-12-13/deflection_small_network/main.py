import configparser

from baseline import sensor_baseline
from montecarlo import run_forked

if __name__ == "__main__":
    cfg = configparser.ConfigParser()
    cfg.read("network.ini")
    mean, std = sensor_baseline(cfg.getint("survey", "sensors"), cfg.getint("survey", "samples"))
    probs = run_forked(mean, std, cfg.getint("workers", "replicas"), cfg.getint("workers", "count"))
    print(cfg["survey"]["name"], "P(|deflection| > 3 sigma):", [round(p, 4) for p in probs])
