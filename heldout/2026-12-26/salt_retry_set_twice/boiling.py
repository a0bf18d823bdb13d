import configparser
import multiprocessing

from chemistry import evaporate
from retry import retry

_cfg = configparser.ConfigParser()
_cfg.read("saltworks.ini")
RETRIES = _cfg.getint("boil", "retries")


def drop_bad_pan(err, args):
    pans, method, workers = args
    return [p for p in pans if p["pan"] != err.args[1]], method, workers


@retry(times=RETRIES, cleanup=drop_bad_pan)
def boil(pans, method, workers):
    multiprocessing.set_start_method(method)
    with multiprocessing.Pool(workers) as pool:
        return pool.map(evaporate, pans)
