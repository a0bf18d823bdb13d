from concurrent.futures import ThreadPoolExecutor
from functools import partial

from .periodogram import lomb_scargle, simulate_lightcurve


def _best_period(star, n, freqs):
    seed, period = star
    t, y = simulate_lightcurve(n, period, seed)
    power = lomb_scargle(t, y, freqs)
    return seed, round(float(1 / freqs[power.argmax()]), 2)


def search_periods(stars, n, freqs, workers=2):
    with ThreadPoolExecutor(max_workers=workers) as ex:
        return list(ex.map(partial(_best_period, n=n, freqs=freqs), stars))
