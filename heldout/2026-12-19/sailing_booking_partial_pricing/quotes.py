import functools
import multiprocessing as mp

from pricing import course_price


def quote_all(cfg):
    price = functools.partial(course_price, cfg["surcharge"])
    with mp.get_context("spawn").Pool(2) as pool:
        return pool.map(price, cfg["courses"])
