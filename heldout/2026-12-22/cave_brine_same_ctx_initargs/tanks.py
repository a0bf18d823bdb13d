_lock = None


def init_tank_worker(lock):
    global _lock
    _lock = lock


def check_tank(job):
    name, salinity = job
    reading = round(salinity + len(name) / 100, 3)
    with _lock:
        print(f"{name}: salinity {reading}", flush=True)
    return name, reading
