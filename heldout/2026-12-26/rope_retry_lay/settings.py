import configparser

_cfg = configparser.ConfigParser()
_cfg.read("lay.ini")

STRANDS = _cfg.getint("strands", "count")
FIBRES = _cfg.getint("strands", "fibres")
ATTEMPTS = _cfg.getint("retry", "attempts")
DELAY = _cfg.getfloat("retry", "delay")
WORKERS = _cfg.getint("lay", "workers")
SIZE = _cfg.getint("lay", "size")
