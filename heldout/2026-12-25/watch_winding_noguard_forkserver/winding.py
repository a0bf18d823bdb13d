import multiprocessing
from concurrent.futures import ProcessPoolExecutor


def wind(turns):
    return sum(range(turns))


def wind_all(start_method, winders, turns):
    ctx = multiprocessing.get_context(start_method)
    with ProcessPoolExecutor(max_workers=winders, mp_context=ctx) as ex:
        return list(ex.map(wind, [turns] * winders))
