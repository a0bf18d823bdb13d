import multiprocessing as mp

SETTINGS = {}


def setup(cfg):
    mp.set_start_method(cfg["start_method"])
    SETTINGS.update(cfg)


def rack_age(rack):
    return rack, SETTINGS.get("days", 21) + rack * 7


def age_racks():
    with mp.Pool(2) as pool:
        return pool.map(rack_age, range(SETTINGS["racks"]))
