import configparser
import multiprocessing


def load_settings(path="service.ini"):
    cfg = configparser.ConfigParser()
    cfg.read(path)
    return cfg


def configure_runtime(cfg):
    multiprocessing.set_start_method(cfg.get("runtime", "start_method"))
