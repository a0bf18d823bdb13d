import configparser
import multiprocessing as mp


def load(path="pools.ini"):
    cfg = configparser.ConfigParser()
    cfg.read(path)
    return {name.split(":", 1)[1]: cfg[name] for name in cfg.sections() if name.startswith("pool:")}


def configure_pool(name, section):
    mp.set_start_method(section.get("start_method"))
    return mp.Pool(section.getint("workers"))
