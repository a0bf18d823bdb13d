import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from sites import summarize_site


def hourly_rollup(site_names, workers=2, start_method="spawn"):
    ctx = mp.get_context(start_method)
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        return sorted(ex.map(summarize_site, site_names))
