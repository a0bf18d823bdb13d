from runtime import configure_runtime, load_settings
from workers import WorkerPool, travel_minutes


def setup():
    cfg = load_settings()
    configure_runtime(cfg)
    return cfg


def run(cfg):
    pool = WorkerPool(cfg)
    try:
        postcodes = [p.strip() for p in cfg.get("callouts", "postcodes").split(",")]
        return pool.map(travel_minutes, postcodes)
    finally:
        pool.close()
